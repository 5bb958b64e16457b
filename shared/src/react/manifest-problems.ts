import { LANGUAGES, findMissingKeys, type RemoteManifest } from '@portal/shared/core';

function lookup(tree: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

/** Texts a remote's manifest is missing: locale keys absent in some language and route labels that resolve to nothing. */
export function manifestProblems(manifest: RemoteManifest): string[] {
  const problems = findMissingKeys(manifest.locales);
  for (const route of manifest.routes) {
    for (const lang of LANGUAGES) {
      if (typeof lookup(manifest.locales[lang], route.labelKey) !== 'string') problems.push(`${lang}:${route.labelKey} (label of ${route.path})`);
    }
  }
  return problems;
}
