// One place decides the database: PostgreSQL when a URL is given, otherwise embedded PGlite.
// Everything above this file is dialect-agnostic (both speak PostgreSQL).
import { PostgresDialect, type Dialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { PGliteDialect } from 'kysely-pglite-dialect';
import fs from 'node:fs';
import { createPostgresPool, DEFAULT_POSTGRES_LIMITS, type ConnectionErrorLog, type PostgresLimits } from './postgres-pool';

export type DbKind = 'pglite' | 'postgres';

export interface DialectChoice {
  kind: DbKind;
  dialect: Dialect;
  /** Closes what the dialect does not close itself. */
  close: () => Promise<void>;
  /** The embedded database itself, for a consistent copy of its folder (modules/backup). */
  pglite?: PGlite;
  /** PostgreSQL's connection pool, for its use and waits in /metrics (platform/metrics.ts). */
  pool?: import('pg').Pool;
}

export interface DbOptions {
  databaseUrl?: string;
  pgliteDir: string;
  /** PGlite only: start from this `dumpDataDir()` tarball instead of running initdb (seconds). */
  pgliteData?: DataDirTarball;
  /** PostgreSQL only; PGlite runs in the process and cannot go away. */
  postgres?: Partial<PostgresLimits>;
  onConnectionError?: ConnectionErrorLog;
}

// pg_trgm and btree_gin back the notice title search (migrations 0202, 0203); PGlite loads
// extensions at start, so whoever starts a PGlite for this schema needs them.
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * PostgreSQL's memory inside PGlite's WebAssembly heap, which never shrinks: what it touches once
 * stays resident for the life of the process. initdb's defaults (shared_buffers 128 MB,
 * maintenance_work_mem 64 MB) cost the server about 120 MB at rest (README, "Server memory").
 * A buffer-pool miss is a read from the operating system's file cache, not from the disk;
 * maintenance_work_mem bounds index builds in migrations and the seed's index merges. In-memory
 * databases (tests, bench:api) run with the same settings as the product's folder: their misses
 * are reads from the same heap, and a 128 MB pool was half the CPU of starting one (the API
 * tests start one per file).
 */
export const EMBEDDED_MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

/**
 * PGlite is one process and cannot start the parallel workers a plan may ask for: a deep page of a
 * common title word (a sort behind Gather Merge) never came back, and held the only connection.
 */
export const EMBEDDED_SERIAL_PLANS = ['-c', 'max_parallel_workers_per_gather=0', '-c', 'max_parallel_maintenance_workers=0'];

/** A data directory as `dumpDataDir()` wrote it; `type` says whether it is gzipped. */
export interface DataDirTarball {
  bytes: Uint8Array;
  type?: string;
}

/**
 * PGlite reads a tarball's `type` and `arrayBuffer()`, nothing else. Node's Blob answers
 * arrayBuffer() by reading its parts back in chunks and joining them, after copying them in: half
 * a second of CPU per start from the 45 MB test template here. The bytes are handed over as they are.
 */
function pgliteTarball(tarball: DataDirTarball): Blob {
  const { bytes } = tarball;
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { type: tarball.type ?? '', arrayBuffer: async () => buffer } as unknown as Blob;
}

export async function createDialect(opts: DbOptions): Promise<DialectChoice> {
  if (opts.databaseUrl) {
    const pool = createPostgresPool(opts.databaseUrl, { ...DEFAULT_POSTGRES_LIMITS, ...opts.postgres }, opts.onConnectionError);
    // Kysely's destroy() ends the pool; nothing else to close.
    return { kind: 'postgres', dialect: new PostgresDialect({ pool }), pool, close: async () => {} };
  }
  const onDisk = opts.pgliteDir !== 'memory';
  if (onDisk) fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const start = {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: opts.pgliteData && pgliteTarball(opts.pgliteData),
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SERIAL_PLANS, ...EMBEDDED_MEMORY_SETTINGS],
  };
  const client = onDisk ? new PGlite(opts.pgliteDir, start) : new PGlite(start);
  await client.waitReady;
  return {
    kind: 'pglite',
    dialect: new PGliteDialect(client),
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
