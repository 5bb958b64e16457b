// The embedded database (PGlite) lives inside one process: a second process that opens the same
// folder corrupts it or dies with "Aborted" (issue 12: `pnpm portal outbox` beside a running
// server). So whoever opens the folder first writes `<folder>.lock` (created exclusively, readable
// by its owner only) naming itself; the next one reads who holds it and decides — the CLI asks a
// running server over its local operator endpoint (operator/routes.ts), or says clearly who to
// stop. PostgreSQL needs none of this: any number of processes share it.
import fs from 'node:fs';
import path from 'node:path';
import { otherProcessAlive } from '../other-process';

export interface LockHolder {
  pid: number;
  role: 'server' | 'cli';
  /** The CLI command, for the message another process shows. */
  command?: string;
  startedAt: string;
  /** A listening server: where it answers, on the loopback address. */
  url?: string;
  /** A listening server: what the operator endpoint wants in x-portal-operator. */
  secret?: string;
}

export class EmbeddedDbBusy extends Error {
  override name = 'EmbeddedDbBusy';
  constructor(
    readonly holder: LockHolder,
    readonly lockFile: string,
  ) {
    super(`the embedded database is open in ${describeHolder(holder)}`);
  }
}

export interface EmbeddedLock {
  file: string;
  /** Adds what a listening server tells other processes (its URL and operator secret). */
  update: (extra: Partial<LockHolder>) => void;
  /** Removes the lock file if it is still this process's. Safe to call twice. */
  release: () => void;
}

export const lockFileOf = (pgliteDir: string) => `${pgliteDir.replace(/[\\/]+$/, '')}.lock`;

export function describeHolder(h: LockHolder): string {
  if (h.role === 'server') return `the portal server (pid ${h.pid}${h.url ? `, ${h.url}` : ', still starting'})`;
  return `another portal command (pid ${h.pid}${h.command ? `, '${h.command}'` : ''})`;
}

export function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(parsed.pid) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock, or throws EmbeddedDbBusy naming the live process that holds it. A lock left by
 * a process that is gone (kill -9, a crash, a reboot) is taken over.
 */
export function claimEmbeddedDb(pgliteDir: string, holder: Omit<LockHolder, 'pid' | 'startedAt'>): EmbeddedLock {
  const file = lockFileOf(pgliteDir);
  const mine: LockHolder = { pid: process.pid, startedAt: new Date().toISOString(), ...holder };
  fs.mkdirSync(path.dirname(path.resolve(pgliteDir)), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const current = readHolder(file);
      // An unreadable file is a lock being written this instant, or garbage: only a live pid counts.
      if (current && otherProcessAlive(current.pid)) throw new EmbeddedDbBusy(current, file);
      if (!current && Date.now() - fs.statSync(file).mtimeMs < 2_000) throw new EmbeddedDbBusy({ pid: 0, role: 'cli', startedAt: '' }, file);
      fs.rmSync(file, { force: true });
    }
  }
  let released = false;
  const ours = () => readHolder(file)?.pid === process.pid;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (ours()) fs.rmSync(file, { force: true });
  };
  // A process that ends without closing (process.exit in an error path) still frees the folder.
  process.on('exit', release);
  return {
    file,
    update: (extra) => {
      Object.assign(mine, extra);
      if (!ours()) return;
      // Written aside and renamed over: a reader sees the old holder or the new one, never half.
      const next = `${file}.${process.pid}`;
      fs.writeFileSync(next, JSON.stringify(mine), { mode: 0o600 });
      fs.renameSync(next, file);
    },
    release,
  };
}
