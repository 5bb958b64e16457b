// The one text a quotation's receipt digest is taken over (issue 14): object keys sorted at every
// level, no whitespace, undefined members left out. Server and browser both use it, so a bidder can
// recompute the SHA-256 of an opened quotation in the page and compare it with its receipt.
export type CanonicalValue = string | number | boolean | null | CanonicalValue[] | { [key: string]: CanonicalValue | undefined };

export function canonicalJson(value: CanonicalValue | undefined): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  if (typeof value === 'object') {
    const members = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`);
    return `{${members.join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('canonicalJson: numbers must be finite');
  return JSON.stringify(value);
}
