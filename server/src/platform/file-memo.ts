// Files a release writes once and the server reads on every page it serves (index.html,
// portal-ui.json, first-screen-texts.json): read again only when the file changes, which is when
// a release replaces it.
import fs from 'node:fs';

/**
 * A reader that remembers, per file, what `read` made of it until the file's mtime or size
 * changes (a file rewritten within the clock's resolution still differs in size, mostly); null for
 * a missing file.
 */
export function fileMemo<T>(read: (file: string) => T): (file: string) => T | null {
  const known = new Map<string, { mtimeMs: number; size: number; value: T }>();
  return (file) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const hit = known.get(file);
    if (hit?.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.value;
    const value = read(file);
    known.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, value });
    return value;
  };
}
