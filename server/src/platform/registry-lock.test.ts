import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releasesDir } from './registry';
import { withRegistryLock } from './registry-lock';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-lock-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(releasesDir(dataDir), 'registry.lock');

test('a change runs under the lock, and the lock is gone afterwards', () => {
  const seen = withRegistryLock(dataDir, () => fs.existsSync(lockFile()));
  expect(seen).toBe(true);
  expect(fs.existsSync(lockFile())).toBe(false);
});

test("a lock left under this process's own pid (a restarted container) is cleared at once, not waited on", () => {
  fs.mkdirSync(releasesDir(dataDir), { recursive: true });
  fs.writeFileSync(lockFile(), String(process.pid));
  const started = Date.now();
  expect(withRegistryLock(dataDir, () => 'changed')).toBe('changed');
  // The wait for a live holder is 15 s; clearing takes one step.
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(fs.existsSync(lockFile())).toBe(false);
});
