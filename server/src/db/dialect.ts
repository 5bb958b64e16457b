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
}

export interface DbOptions {
  databaseUrl?: string;
  pgliteDir: string;
  /** PostgreSQL only; PGlite runs in the process and cannot go away. */
  postgres?: Partial<PostgresLimits>;
  onConnectionError?: ConnectionErrorLog;
}

export async function createDialect(opts: DbOptions): Promise<DialectChoice> {
  if (opts.databaseUrl) {
    const pool = createPostgresPool(opts.databaseUrl, { ...DEFAULT_POSTGRES_LIMITS, ...opts.postgres }, opts.onConnectionError);
    // Kysely's destroy() ends the pool; nothing else to close.
    return { kind: 'postgres', dialect: new PostgresDialect({ pool }), close: async () => {} };
  }
  if (opts.pgliteDir !== 'memory') fs.mkdirSync(opts.pgliteDir, { recursive: true });
  // pg_trgm and btree_gin back the notice title search (migrations 0202, 0203); PGlite loads
  // extensions at start.
  const extensions = { pg_trgm, btree_gin };
  const client = opts.pgliteDir === 'memory' ? new PGlite({ extensions }) : new PGlite(opts.pgliteDir, { extensions });
  await client.waitReady;
  return {
    kind: 'pglite',
    dialect: new PGliteDialect(client),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
