// The real server as its own process (dist/main.js, as `pnpm serve` runs it; compiled by the run's
// global setup), for tests whose question is whether the process survives: an unhandled error
// inside it ends it for real.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '..', '..', '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed, for assertions on its log and for a failing test's message. */
  output: () => string;
  alive: () => boolean;
  stop: () => Promise<void>;
}

export interface ExitedProcess {
  code: number | null;
  output: string;
}

/** The child IS the server (no tsx process between), so a signal reaches it. */
function spawnServer(env: Record<string, string>, onOutput?: (all: string) => void) {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-proc-'));
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PORTAL_DATA_DIR: path.join(tmpDir, 'data'),
      HOST_DIST: path.join(tmpDir, 'host-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const take = (d: Buffer) => {
    output += d.toString();
    onOutput?.(output);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const cleanup = () => fs.rmSync(tmpDir, { recursive: true, force: true });
  child.on('exit', cleanup);
  return { child, output: () => output };
}

/** Starts the server and resolves once it listens (its log names the address). */
export async function startServerProcess(env: Record<string, string>, opts: { timeoutMs?: number; onOutput?: (all: string) => void } = {}): Promise<ServerProcess> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const { child, output } = spawnServer(env, opts.onOutput);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output()}`)), timeoutMs);
    const look = () => {
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', look);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output()}`));
    });
  });
  return {
    url,
    child,
    output,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Runs the server expecting it to end by itself (a start that gives up); resolves with how. */
export async function runServerUntilExit(env: Record<string, string>, timeoutMs = 60_000): Promise<ExitedProcess> {
  const { child, output } = spawnServer(env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server still running after ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output() });
    });
  });
}
