// `pnpm portal backup <file>` and `pnpm portal restore <file>` (issue 38), embedded database only:
// on PostgreSQL the database's own tools do it (docs/operations.md, "What to back up"). A backup is taken by this command
// when no process holds the database folder, else by the running server that holds it (routes.ts);
// either way it is written beside its target and renamed when whole, then read back once to check.
// A restore goes into a fresh data folder only: it never overwrites a database or a stored file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { userInfo } from 'node:os';
import type { Config } from '../../config';
import { OperatorError, withDb } from '../../cli-database';
import { EmbeddedDbBusy, claimEmbeddedDb, describeHolder } from '../../db/embedded-lock';
import { openDb } from '../../db/index';
import { audit } from '../../platform/audit';
import { serverClock } from '../../platform/clock';
import { OPERATOR_HEADER } from '../../platform/local-door';
import { BackupFormatError, listStoredFiles, readArchive } from './archive';
import { OPERATOR_BACKUP } from './routes';
import { filesRootOf, takeBackup } from './take';

export const POSTGRES_BACKUP_HINT = 'the portal runs on PostgreSQL (DATABASE_URL): back it up with pg_dump and restore with pg_restore, and copy the file store yourself (docs/operations.md, "What to back up")';

function embeddedOnly(config: Config, command: string): void {
  if (config.databaseUrl) throw new OperatorError(`'${command}' copies the embedded database; ${POSTGRES_BACKUP_HINT}`);
  if (config.pgliteDir === 'memory') throw new OperatorError(`'${command}': PGLITE_DIR=memory keeps no database to copy`);
}

const osUser = () => userInfo().username || 'unknown';

export interface BackupSummary {
  file: string;
  bytes: number;
  files: number;
  /** Set when the running server took it. */
  serverPid?: number;
}

/** Writes the backup to `file` (refused if it exists); taken by the running server when one holds the folder. */
export async function backupToFile(config: Config, file: string): Promise<BackupSummary> {
  embeddedOnly(config, 'backup');
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new OperatorError(`${target} exists: name a new file (a backup never overwrites one)`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.part`;
  let serverPid: number | undefined;
  try {
    try {
      await withDb(config, 'backup', async (h) => {
        if (!h.pglite) throw new OperatorError('backup: the database opened is not the embedded one');
        await pipeline(await takeBackup({ db: h.db, pglite: h.pglite, config, clock: serverClock(config) }, { kind: 'cli', id: osUser() }), fs.createWriteStream(partial, { flags: 'w', mode: 0o600 }));
      });
    } catch (err) {
      const holder = err instanceof OperatorError ? err.busy?.holder : undefined;
      if (!holder || holder.role !== 'server' || !holder.url || !holder.secret) throw err;
      serverPid = holder.pid;
      let res: Response;
      try {
        res = await fetch(`${holder.url}${OPERATOR_BACKUP}?osUser=${encodeURIComponent(osUser())}`, { headers: { [OPERATOR_HEADER]: holder.secret } });
      } catch (cause) {
        throw new OperatorError(`the embedded database is open in ${describeHolder(holder)}, which does not answer (${(cause as Error).message})`);
      }
      if (!res.ok || !res.body) throw new OperatorError(`the running portal server (pid ${holder.pid}) refused the backup: ${res.status}`);
      await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), fs.createWriteStream(partial, { flags: 'w', mode: 0o600 }));
    }
    // Read back before it counts as a backup: a cut connection or a full disk shows here, not at restore.
    const { files } = await readArchive(partial, async (h, body) => {
      if (h.t !== 'db') return void body.resume();
      const hash = createHash('sha256');
      for await (const chunk of body) hash.update(chunk as Buffer);
      if (hash.digest('hex') !== h.sha256) throw new BackupFormatError('the database copy in the backup does not match its checksum');
    });
    fs.renameSync(partial, target);
    return { file: target, bytes: fs.statSync(target).size, files, serverPid };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export interface RestoreSummary {
  pgliteDir: string;
  filesRoot: string | null;
  files: number;
  createdAt: string;
}

/** Restores `file` into this configuration's data folder, which must hold no database and no stored file. */
export async function restoreFromFile(config: Config, file: string): Promise<RestoreSummary> {
  embeddedOnly(config, 'restore');
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new OperatorError(`${source} does not exist`);
  let lock;
  try {
    lock = claimEmbeddedDb(config.pgliteDir, { role: 'cli', command: 'restore' });
  } catch (err) {
    if (err instanceof EmbeddedDbBusy) throw new OperatorError(`'restore' cannot write ${config.pgliteDir}: it is open in ${describeHolder(err.holder)}; stop it, and restore into a fresh data folder (PORTAL_DATA_DIR)`);
    throw err;
  }
  const filesRoot = filesRootOf(config);
  const staging = filesRoot ? `${filesRoot}.restoring` : null;
  try {
    if (fs.existsSync(config.pgliteDir) && fs.readdirSync(config.pgliteDir).length) {
      throw new OperatorError(`${config.pgliteDir} already holds a database: restore into a fresh data folder (set PORTAL_DATA_DIR to a new folder), or move this one away first`);
    }
    if (filesRoot && (await listStoredFiles(filesRoot)).length) {
      throw new OperatorError(`${filesRoot} already holds stored files: restore into a fresh data folder (PORTAL_DATA_DIR), or move them away first`);
    }
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
    let database: { bytes: Buffer; type: string } | null = null;
    const { files, createdAt } = await readArchive(source, async (h, body) => {
      if (h.t === 'db') {
        const parts: Buffer[] = [];
        for await (const chunk of body) parts.push(chunk as Buffer);
        const bytes = Buffer.concat(parts);
        if (createHash('sha256').update(bytes).digest('hex') !== h.sha256) throw new BackupFormatError(`the database copy in ${source} does not match its checksum`);
        database = { bytes, type: h.type };
      } else if (h.t === 'file') {
        if (!staging) return void body.resume(); // object storage: its files are not in backups
        const target = path.join(staging, ...h.path.split('/'));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        await pipeline(body, fs.createWriteStream(target, { flags: 'wx' }));
      } else body.resume();
    });
    const db = database as { bytes: Buffer; type: string } | null;
    if (!db) throw new BackupFormatError(`${source} holds no database`);
    // PGlite starts from the copy (no initdb), replays its log as after a power cut, and keeps it in the folder.
    const handle = await openDb({ pgliteDir: config.pgliteDir, pgliteData: { bytes: db.bytes, type: db.type } });
    try {
      await audit(handle.db, serverClock(config), { actorKind: 'cli', actorId: osUser(), action: 'backup.restore', target: 'database', detail: { takenAt: createdAt, files } });
    } finally {
      await handle.close();
    }
    if (filesRoot && staging) {
      fs.mkdirSync(staging, { recursive: true });
      fs.rmSync(filesRoot, { recursive: true, force: true }); // empty: checked above
      fs.renameSync(staging, filesRoot);
    }
    return { pgliteDir: config.pgliteDir, filesRoot, files, createdAt };
  } finally {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}
