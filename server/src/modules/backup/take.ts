// Taking a backup of the embedded database while the portal runs (issue 38). PGlite's copy of its
// folder (dumpDataDir) reads every file in one synchronous pass after a CHECKPOINT: no statement
// runs during it (the database runs on this thread), so the copy is the folder as at one instant,
// as after a power cut: every committed transaction (every acknowledged send) is in it, and a
// transaction still open is rolled back when the copy first starts. The files follow (archive.ts).
import type { PGlite } from '@electric-sql/pglite';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { storageSettings } from '../../platform/storage';
import { archiveStream } from './archive';

export interface BackupSource {
  db: Db;
  pglite: PGlite;
  config: Config;
  clock: Clock;
}

/** Where uploads live: a folder is copied into the backup; object storage keeps its own copies. */
export function filesRootOf(config: Config, env: NodeJS.ProcessEnv = process.env): string | null {
  const settings = storageSettings(env, config.dataDir);
  return settings.kind === 'folder' ? settings.root : null;
}

/** The audit entry is written first, so the backup holds the record of its own taking. */
export async function takeBackup(src: BackupSource, actor: { kind: string; id: string }): Promise<Readable> {
  const filesRoot = filesRootOf(src.config);
  const at = src.clock.now();
  await audit(src.db, src.clock, { actorKind: actor.kind, actorId: actor.id, action: 'backup.take', target: 'database', detail: { files: filesRoot ? 'folder' : 'object storage' } });
  await src.pglite.query('CHECKPOINT');
  const tarball = await src.pglite.dumpDataDir('gzip');
  const bytes = new Uint8Array(await tarball.arrayBuffer());
  return archiveStream({ bytes, type: tarball.type || 'application/x-gzip' }, filesRoot, at);
}
