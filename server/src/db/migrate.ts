import { Migrator, type MigrationProvider, type Migration } from 'kysely';
import { withoutStatementTimeout, type Db } from './index';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async (): Promise<Record<string, Migration>> => migrations };

/** Brings the schema to the newest version; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // An index built on a table of a million notices takes longer than any request may.
  return withoutStatementTimeout(db, runMigrations);
}

async function runMigrations(db: Db): Promise<string[]> {
  // Areas are numbered in their own ranges (0100 shell, 0200 public, 0300 auth, …) so that work
  // landing in parallel never fights over a number; order within an area still holds.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
