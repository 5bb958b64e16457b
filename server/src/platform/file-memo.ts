// Files a release writes once and the server reads on every page it serves (portal-ui.json,
// first-screen-texts.json): read again only when the file changes, which is when a release replaces it.
import fs from 'node:fs';

/** A reader that remembers, per file, what `read` made of it until the file's mtime changes; null for a missing file. */
export function fileMemo<T>(read: (file: string) => T): (file: string) => T | null {
  const known = new Map<string, { mtimeMs: number; value: T }>();
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const hit = known.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.value;
    const value = read(file);
    known.set(file, { mtimeMs, value });
    return value;
  };
}
