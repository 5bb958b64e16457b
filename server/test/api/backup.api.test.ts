// Backups of the embedded database (issue 38): `pnpm portal backup` taken while suppliers are sending
// their quotations to the running server, restored with `pnpm portal restore` into a fresh data
// folder, and the server started there: every send acknowledged before the backup began is there,
// sent, with its receipt's digest, and every stored file is there byte for byte.
// PGlite on disk in folders of its own, whatever TEST_DB says: the PostgreSQL run skips it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Receipt } from '../../src/modules/quotation/receipt';
import { listStoredFiles } from '../../src/modules/backup/archive';
import { draftAll, inPool, prepareData, removeData, type BenchData } from '../../scripts/quotation-bench-setup';
import { runCli } from './helpers/cli-process';
import { supplierCalls } from './helpers/quotation-fixtures';
import { startServerProcess, type ServerProcess } from './helpers/server-process';

const onPglite = process.env.TEST_DB !== 'postgres';
const describeOnPglite = onPglite ? describe : describe.skip;

jest.setTimeout(300_000);

const SUPPLIERS = 16;
let data: BenchData | undefined;
let fresh: string;
let backupDir: string;
let server: ServerProcess | undefined;
const serverEnv = (dataDir: string) => ({ PORTAL_DATA_DIR: dataDir, PORTAL_RATE_LIMIT_UPLOAD: '1000000', PORTAL_PASSWORD_COST: 'test' });

beforeAll(async () => {
  if (!onPglite) return;
  data = await prepareData({ lines: 6, suppliers: SUPPLIERS, label: 'backup' });
  fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restored-'));
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backups-'));
});
afterAll(async () => {
  await server?.stop();
  if (data) removeData(data);
  for (const dir of [fresh, backupDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const digests = async (root: string) => {
  const out: Record<string, string> = {};
  for (const rel of await listStoredFiles(root)) out[rel] = createHash('sha256').update(fs.readFileSync(path.join(root, ...rel.split('/')))).digest('hex');
  return out;
};

describeOnPglite('backup and restore of the embedded database', () => {
  it('a backup taken during sends restores every acknowledged quotation and every file', async () => {
    const d = data!;
    server = await startServerProcess(serverEnv(d.dataDir), { timeoutMs: 180_000 });
    const api = supplierCalls(() => server!.url);
    const quotationIds = await draftAll(server.url, d);
    const file = path.join(backupDir, 'portal.backup');

    // Sends, 4 at a time; once a few receipts are back, the backup starts while the rest go on.
    const acknowledged = new Map<number, Receipt>();
    let beforeBackup: Map<number, Receipt> | null = null;
    let backup: ReturnType<typeof runCli> | null = null;
    await inPool(d.suppliers, 4, async (me, i) => {
      const res = await api.send(me.token, quotationIds[i], `backup-${i}`);
      expect(res.status).toBe(200);
      acknowledged.set(i, (res.body as { data: Receipt }).data);
      if (!backup && acknowledged.size >= 4) {
        beforeBackup = new Map(acknowledged);
        backup = runCli(serverEnv(d.dataDir), ['backup', file]);
      }
    });
    const taken = await backup!;
    expect(taken.stderr).toContain('taken by the running portal server');
    expect(taken.code).toBe(0);
    expect(taken.stdout).toMatch(new RegExp(`^backup written: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+ bytes: the database and ${SUPPLIERS} stored files\\)`));
    expect(server.alive()).toBe(true);
    expect(acknowledged.size).toBe(SUPPLIERS);

    // A second backup to the same name is refused: a backup never overwrites one.
    const again = await runCli(serverEnv(d.dataDir), ['backup', file]);
    expect([again.code, again.stderr.trim()]).toEqual([1, `error: ${file} exists: name a new file (a backup never overwrites one)`]);
    await server.stop();
    server = undefined;
    // With no server holding the folder, the command takes the backup itself.
    const direct = await runCli(serverEnv(d.dataDir), ['backup', path.join(backupDir, 'stopped.backup')]);
    expect([direct.code, direct.stderr]).toEqual([0, '']);
    expect(direct.stdout).toContain(`the database and ${SUPPLIERS} stored files`);
    const originalFiles = await digests(path.join(d.dataDir, 'files'));
    expect(Object.keys(originalFiles)).toHaveLength(SUPPLIERS);

    const restored = await runCli(serverEnv(fresh), ['restore', file]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`${SUPPLIERS} stored files in ${path.join(fresh, 'files')}`);
    expect(await digests(path.join(fresh, 'files'))).toEqual(originalFiles);
    // Never over a database: restoring again into the same folder is refused.
    const twice = await runCli(serverEnv(fresh), ['restore', file]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('already holds a database: restore into a fresh data folder');

    server = await startServerProcess(serverEnv(fresh), { timeoutMs: 180_000 });
    const seen = beforeBackup as Map<number, Receipt> | null;
    expect(seen!.size).toBeGreaterThanOrEqual(4);
    for (const [i, receipt] of seen!) {
      const found = await api.find(d.suppliers[i].token, d.source.source_id);
      expect(found.status).toBe(200);
      expect(found.body.data).toMatchObject({ quotationId: receipt.quotationId, status: 'sent', digest: receipt.digest, sentAt: receipt.sentAt });
    }
    await server.stop();
    server = undefined;
    // Both the taking and the restoring are in the restored audit log.
    const audit = await runCli(serverEnv(fresh), ['audit', '--target', 'database']);
    expect(audit.stdout).toMatch(new RegExp(`backup\\.restore\\s+database\\s+by cli:`));
    expect(audit.stdout).toMatch(new RegExp(`backup\\.take\\s+database\\s+by cli:`));
  });
});
