// Upload benchmark (issue 13): one 200 MB bid document through HTTP into a real server process
// (src/main.ts on a fresh embedded database, folder storage — or whatever PORTAL_STORAGE says),
// printing the throughput and the server's peak RSS growth during the upload (goal: < 64 MB,
// the proof that a file is streamed and never held whole in memory).
//   pnpm bench:upload [--mb 200]
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginToken } from '../test/api/helpers/http';
import { PDF_HEAD, upload } from '../test/api/uploads-client';

const serverDir = path.resolve(__dirname, '..');
const MB = 1024 * 1024;
const GOAL_MB = 64;
const at = process.argv.indexOf('--mb');
const sizeMb = at > 0 ? Number(process.argv[at + 1]) : 200;

/** Resident memory of a process in bytes, from /proc (Linux). */
function rss(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-upload-'));
  const env = { ...process.env, PORTAL_DATA_DIR: path.join(tmp, 'data'), HOST_DIST: path.join(tmp, 'host'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORTAL_TEST_CAPTCHA: '1', PGLITE_DIR: process.env.DATABASE_URL ? '' : path.join(tmp, 'data', 'pg') };
  const tsx = require.resolve('tsx/cli', { paths: [serverDir] });
  console.log('seeding a fresh database…');
  execFileSync(process.execPath, [tsx, 'src/cli.ts', 'seed', '--if-empty'], { cwd: serverDir, env, stdio: 'ignore' });
  // The server in this very process (node --import tsx), so its pid is the one whose memory counts.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env: { ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const look = (d: Buffer) => {
      log += d.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (m) resolve(m[1]);
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
  try {
    const token = await loginToken(url, 'supplier01');
    // A small upload first, so the first-use costs (multipart parser, file-type, storage folder) are not counted.
    await upload(url, token, { fields: { businessId: 'bench-warmup', fileBusinessType: 'BID_DOCUMENT' }, fileName: 'warmup.pdf', head: PDF_HEAD, size: MB });
    global.gc?.();
    await new Promise((r) => setTimeout(r, 500));
    const base = rss(child.pid!);
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, rss(child.pid!))), 10);
    const started = process.hrtime.bigint();
    const res = await upload(url, token, { fields: { businessId: 'bench', businessType: 'bid', fileBusinessType: 'BID_DOCUMENT' }, fileName: '投标文件.pdf', contentType: 'application/pdf', head: PDF_HEAD, size: sizeMb * MB });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    peak = Math.max(peak, rss(child.pid!));
    if (res.status !== 200) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
    const growth = (peak - base) / MB;
    console.log(`upload of ${sizeMb} MB: ${seconds.toFixed(2)} s, ${(sizeMb / seconds).toFixed(1)} MB/s`);
    console.log(`server RSS: ${(base / MB).toFixed(1)} MB before, ${(peak / MB).toFixed(1)} MB at peak, growth ${growth.toFixed(1)} MB (goal < ${GOAL_MB} MB): ${growth < GOAL_MB ? 'met' : 'NOT met'}`);
    process.exitCode = growth < GOAL_MB ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
