// Tables of the puzzle module (migration 0210), added to the typed database with withTables so the
// shared schema file stays untouched by this area.
import type { ColumnType, Kysely } from 'kysely';
import type { Database, Db } from '../../db/index';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface PuzzlePassTable {
  pass_hash: string;
  /** The login (token family) the pass was issued to. */
  session_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type PuzzleTables = { puzzle_pass: PuzzlePassTable };

export const puzzleDb = (db: Db): Kysely<Database & PuzzleTables> => db.withTables<PuzzleTables>();
