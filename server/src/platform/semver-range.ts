// Just enough semver for the release check: the ranges Module Federation manifests carry
// (^x.y.z, ~x.y.z, x.y.z, >=x.y.z, *). Pre-release tags are compared as plain text after the core.

type Triple = [number, number, number];

function parse(version: string): { core: Triple; pre: string } | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(version.trim());
  if (!match) return null;
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] ?? '' };
}

function compare(a: { core: Triple; pre: string }, b: { core: Triple; pre: string }): number {
  for (let i = 0; i < 3; i++) if (a.core[i] !== b.core[i]) return a.core[i] - b.core[i];
  if (a.pre === b.pre) return 0;
  if (!a.pre) return 1; // 1.0.0 > 1.0.0-beta
  if (!b.pre) return -1;
  return a.pre < b.pre ? -1 : 1;
}

/** Whether `version` lies in `range`; an unreadable version or range never satisfies. */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  if (!v) return false;
  const wanted = range.trim();
  if (wanted === '' || wanted === '*' || wanted === 'x') return true;
  const match = /^(\^|~|>=|=)?\s*(.+)$/.exec(wanted);
  const base = match ? parse(match[2]) : null;
  if (!match || !base) return false;
  const operator = match[1] ?? '=';
  if (compare(v, base) < 0) return false;
  if (operator === '>=') return true;
  if (operator === '=') return compare(v, base) === 0;
  if (operator === '~') return v.core[0] === base.core[0] && v.core[1] === base.core[1];
  // ^: same left-most non-zero part.
  if (base.core[0] !== 0) return v.core[0] === base.core[0];
  if (base.core[1] !== 0) return v.core[0] === 0 && v.core[1] === base.core[1];
  return v.core[0] === 0 && v.core[1] === 0 && v.core[2] === base.core[2];
}
