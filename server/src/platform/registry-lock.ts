// One change of the release registry at a time per data folder. A release, rollback, promotion or
// abort reads registry.json, changes it and writes it whole: two at once (two operators, or the CLI
// and the server's automatic canary abort) kept only the later write, and the other change was
// lost without a word — a release reported as live that no browser got.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { otherProcessAlive } from '../other-process';
import { releasesDir } from './registry';

/** Longer than any change holds the lock (milliseconds: the copy of a build happens before it). */
const WAIT_MS = 15_000;
const STEP_MS = 25;

export class RegistryBusyError extends Error {}

const lockPath = (dataDir: string) => path.join(releasesDir(dataDir), 'registry.lock');

/** Sleeps without returning to the event loop: every caller is synchronous, and holds are short. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function holderOf(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock, or answers false when it is held. The file is whole when it appears (link). */
function tryTake(lock: string): boolean {
  const mine = `${lock}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(mine, String(process.pid));
  try {
    fs.linkSync(mine, lock);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(mine, { force: true });
  }
}

/**
 * Removes a lock whose process has ended (a command killed while it held it). Moved aside first and
 * read again, so a lock another waiter has just taken is put back, not deleted.
 */
function clearIfAbandoned(lock: string): void {
  const pid = holderOf(lock);
  if (pid === null || otherProcessAlive(pid)) return;
  const aside = `${lock}.abandoned.${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lock, aside);
  } catch {
    return;
  }
  if (holderOf(aside) !== pid) {
    try {
      fs.linkSync(aside, lock);
    } catch {
      // Someone took the lock meanwhile: theirs stands.
    }
  }
  fs.rmSync(aside, { force: true });
}

/** Runs `change` while this process alone may change the registry of `dataDir`. */
export function withRegistryLock<T>(dataDir: string, change: () => T): T {
  const lock = lockPath(dataDir);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + WAIT_MS;
  while (!tryTake(lock)) {
    clearIfAbandoned(lock);
    if (Date.now() > deadline) {
      throw new RegistryBusyError(`another release, rollback or canary change is under way (process ${holderOf(lock) ?? 'unknown'}): try again when it has ended`);
    }
    pause(STEP_MS);
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
