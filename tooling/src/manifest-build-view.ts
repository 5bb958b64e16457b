// What the builds of the host and remotes read of the root manifests. The version-skew test keys
// the previous commit's builds on their inputs (e2e/support/previous-builds.ts); with the whole
// package.json and lockfile among them, a new script line or a dependency of the server alone had
// every app built again in the background of `npm test` (2.5 minutes of two cores).

/** Workspace packages no app build reads: their lockfile entries are left out of the view. */
const NOT_BUILT = new Set(['server', 'e2e']);

/** package.json without its scripts: a script line does not change a build. */
export function packageJsonBuildView(text: string): string {
  const manifest = JSON.parse(text) as Record<string, unknown>;
  delete manifest.scripts;
  return JSON.stringify(manifest);
}

const unquote = (name: string) => name.replace(/^'(.*)'$/, '$1');

interface Entry {
  key: string;
  text: string;
}

/** The entries (two-space keys) of a top-level section, each with its own lines. */
function entriesOf(lines: string[]): Entry[] {
  const entries: Entry[] = [];
  for (const line of lines) {
    const key = /^ {2}(\S.*?):(?: \{\})?$/.exec(line)?.[1];
    if (key !== undefined) entries.push({ key: unquote(key), text: line });
    else if (entries.length > 0) entries[entries.length - 1].text += `\n${line}`;
  }
  return entries;
}

/** The snapshot key of a dependency: `name@version`, or the version itself for an alias (`x: y@1.0.0`). */
const keyOf = (name: string, version: string) => (version.replace(/\(.*$/, '').includes('@') ? version : `${unquote(name)}@${version}`);

/** `name@version` of each dependency an importer or snapshot entry names (workspace links left out). */
function dependenciesOf(entry: Entry, importer: boolean): string[] {
  const found: string[] = [];
  const lines = entry.text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (importer) {
      const name = /^ {6}(\S.*):$/.exec(lines[i])?.[1];
      const version = name === undefined ? undefined : /^ {8}version: (.+)$/.exec(lines[i + 2] ?? '')?.[1];
      if (name !== undefined && version !== undefined && !version.startsWith('link:')) found.push(keyOf(name, version));
    } else {
      const match = /^ {6}(\S.*?): (.+)$/.exec(lines[i]);
      if (match && !match[2].startsWith('link:')) found.push(keyOf(match[1], match[2]));
    }
  }
  return found;
}

/**
 * The lockfile as the app builds read it: every section as it is, except that the importers of
 * the server and the browser tests are left out, and of the packages and snapshots only those the
 * other importers reach. A lockfile this reader does not follow (a dependency it cannot find) is
 * answered whole, as before: a view that dropped something a build reads would reuse a stale build.
 */
export function lockfileBuildView(text: string): string {
  const sections = new Map<string, string[]>();
  let current = '';
  for (const line of text.split('\n')) {
    const top = /^(\S[^:]*):/.exec(line)?.[1];
    if (top !== undefined) current = top;
    sections.set(current, [...(sections.get(current) ?? []), line]);
  }
  const importers = entriesOf(sections.get('importers') ?? []).filter((e) => !NOT_BUILT.has(e.key));
  const snapshots = new Map(entriesOf(sections.get('snapshots') ?? []).map((e) => [e.key, e]));
  const packages = new Map(entriesOf(sections.get('packages') ?? []).map((e) => [e.key, e]));
  const reached = new Set<string>();
  const queue = importers.flatMap((e) => dependenciesOf(e, true));
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    if (reached.has(key)) continue;
    const snapshot = snapshots.get(key);
    if (!snapshot) return text;
    reached.add(key);
    queue.push(...dependenciesOf(snapshot, false));
  }
  const view: string[] = [];
  for (const [name, lines] of sections) {
    if (name === 'importers') view.push(...importers.map((e) => e.text));
    else if (name === 'snapshots') view.push(...[...reached].sort().map((key) => snapshots.get(key)!.text));
    else if (name === 'packages') {
      const names = new Set([...reached].map((key) => key.replace(/\(.*$/, '')));
      view.push(...[...names].sort().map((key) => packages.get(key)?.text ?? `missing ${key}`));
    } else view.push(...lines);
  }
  return view.join('\n');
}
