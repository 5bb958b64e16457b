// Injected time, so tests move deadlines and code expiry without sleeping.
import fs from 'node:fs';
import path from 'node:path';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock an operator may move (tests and demos only; see movableClock below). */
export interface SettableClock extends Clock {
  set(at: Date): void;
  advance(ms: number): void;
}

export const isSettable = (clock: Clock): clock is SettableClock =>
  typeof (clock as Partial<SettableClock>).set === 'function' && typeof (clock as Partial<SettableClock>).advance === 'function';

export class FixedClock implements SettableClock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(at: Date): void {
    this.current = at;
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Where a movable clock keeps its offset: beside the data of the portal it moves. */
export const clockOffsetFile = (dataDir: string) => path.join(dataDir, 'clock-offset.json');

/** The offset written in the file, 0 when there is none (or it cannot be read). */
export function readClockOffset(file: string): number {
  try {
    const value = (JSON.parse(fs.readFileSync(file, 'utf8')) as { offsetMs?: unknown }).offsetMs;
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

export function writeClockOffset(file: string, offsetMs: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ offsetMs, writtenAt: new Date().toISOString() }) + '\n');
  fs.renameSync(tmp, file);
}

/**
 * Real time plus an offset kept in a file of the data folder, so a server, a restart of it and a
 * `pnpm portal clock …` run directly on the database (PostgreSQL) all see the same moved time: the
 * file is looked at again at most once a second. Used only when PORTAL_MOVABLE_CLOCK=1.
 */
export class OffsetClock implements SettableClock {
  private offsetMs: number;
  private checkedAt = 0;
  private seenMtime = -1;

  constructor(
    private readonly file: string,
    private readonly base: Clock = systemClock,
  ) {
    this.offsetMs = readClockOffset(file);
  }

  now(): Date {
    this.reload();
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  /** How far this clock runs ahead of real time (negative: behind). */
  offset(): number {
    this.reload();
    return this.offsetMs;
  }

  set(at: Date): void {
    this.store(at.getTime() - this.base.now().getTime());
  }

  advance(ms: number): void {
    this.reload();
    this.store(this.offsetMs + ms);
  }

  /** Back to real time. */
  reset(): void {
    this.store(0);
  }

  private store(offsetMs: number): void {
    writeClockOffset(this.file, offsetMs);
    this.offsetMs = offsetMs;
    this.checkedAt = Date.now();
    this.seenMtime = this.mtime();
  }

  private mtime(): number {
    try {
      return fs.statSync(this.file).mtimeMs;
    } catch {
      return 0;
    }
  }

  private reload(): void {
    const real = Date.now();
    if (real - this.checkedAt < 1000) return;
    this.checkedAt = real;
    const mtime = this.mtime();
    if (mtime === this.seenMtime) return;
    this.seenMtime = mtime;
    this.offsetMs = readClockOffset(this.file);
  }
}

/**
 * The server's clock: real time, or — only with PORTAL_MOVABLE_CLOCK=1 (tests and demos, never
 * production) — an OffsetClock an operator may move through the API or `pnpm portal clock`.
 */
export function serverClock(config: { movableClock: boolean; dataDir: string }): Clock {
  return config.movableClock ? new OffsetClock(clockOffsetFile(config.dataDir)) : systemClock;
}
