// What a release records of a remote besides its routes: the label of each route in every
// language, so the host can build menu, tag labels and page titles without fetching the remote.

type Messages = Record<string, unknown>;

export interface RouteLabels {
  /** i18n namespace the labels belong to (the remote's manifest namespace). */
  namespace: string;
  /** Per language, only the label keys the routes name, nested as in the locale file. */
  labels: Record<string, Messages>;
}

export function lookup(messages: Messages, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), messages);
}

function put(target: Messages, key: string, value: unknown): void {
  const parts = key.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Messages;
  node[parts[parts.length - 1]] = value;
}

export function routeLabels(manifest: { namespace: string; routes: { labelKey: string }[]; locales: Record<string, Messages> }): RouteLabels {
  const labels: Record<string, Messages> = {};
  for (const [language, messages] of Object.entries(manifest.locales)) {
    const picked: Messages = {};
    for (const { labelKey } of manifest.routes) {
      const value = lookup(messages, labelKey);
      if (typeof value === 'string') put(picked, labelKey, value);
    }
    labels[language] = picked;
  }
  return { namespace: manifest.namespace, labels };
}
