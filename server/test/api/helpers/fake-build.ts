// Made-up builds for the release tests: the few files the release command and the server read of a
// real one (its federation manifest, portal-ui.json, index.html …), written under the test server's
// own folder, which closing the server removes.
import fs from 'node:fs';
import path from 'node:path';
import type { TestServer } from './server';

/** Writes `files` (a path may have folders; an object is written as JSON) as build `name`; answers its folder. */
export function writeBuild(s: Pick<TestServer, 'tmpDir'>, name: string, files: Record<string, string | object>): string {
  const dir = path.join(s.tmpDir, 'builds', name);
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}
