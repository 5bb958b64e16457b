// One place decides the database: PostgreSQL when a URL is given, otherwise embedded PGlite.
// Everything above this file is dialect-agnostic (both speak PostgreSQL).
import { PostgresDialect, type Dialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import fs from 'node:fs';

export type DbKind = 'pglite' | 'postgres';

export interface DialectChoice {
  kind: DbKind;
  dialect: Dialect;
  /** Closes what the dialect does not close itself. */
  close: () => Promise<void>;
}

export async function createDialect(opts: { databaseUrl?: string; pgliteDir: string }): Promise<DialectChoice> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Kysely's destroy() ends the pool; nothing else to close.
    return { kind: 'postgres', dialect: new PostgresDialect({ pool }), close: async () => {} };
  }
  if (opts.pgliteDir !== 'memory') fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const client = opts.pgliteDir === 'memory' ? new PGlite() : new PGlite(opts.pgliteDir);
  await client.waitReady;
  return {
    kind: 'pglite',
    dialect: new PGliteDialect(client),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
