// Runs the operator CLI as its own process and collects what it printed and how it ended. It runs
// dist/cli.js, compiled from src/cli.ts by the run's global setup with the transform `pnpm portal`
// (tsx) uses: the same code, without a second of transforming at each of the suite's many runs.
import { spawn } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '..', '..', '..');

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** `env` replaces the environment (PATH and HOME kept), so no DATABASE_URL leaks in from outside. */
export function runCli(env: Record<string, string>, args: string[], timeoutMs = 120_000): Promise<CliRun> {
  const child = spawn(process.execPath, ['dist/cli.js', ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`portal ${args.join(' ')} still running after ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}
