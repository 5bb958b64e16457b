import { LANGUAGES, type Language } from '../constants';

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else if (prefix) {
    out.set(prefix, value);
  }
}

export function flattenKeys(resource: object): string[] {
  const out = new Map<string, unknown>();
  flatten(resource, '', out);
  return Array.from(out.keys());
}

/**
 * Lists 'lang:dotted.key' for every key that some language has and another lacks (or leaves
 * empty), so each package's locale test fails on a forgotten translation.
 */
export function findMissingKeys(resources: Partial<Record<Language, object>>): string[] {
  const flat = new Map<Language, Map<string, unknown>>();
  const all = new Set<string>();
  for (const lang of LANGUAGES) {
    const map = new Map<string, unknown>();
    flatten(resources[lang] ?? {}, '', map);
    flat.set(lang, map);
    map.forEach((_, key) => all.add(key));
  }
  const missing: string[] = [];
  for (const lang of LANGUAGES) {
    const map = flat.get(lang) as Map<string, unknown>;
    for (const key of all) {
      const value = map.get(key);
      if (value === undefined || value === null || value === '') missing.push(`${lang}:${key}`);
    }
  }
  return missing.sort();
}
