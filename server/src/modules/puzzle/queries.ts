import type { Db } from '../../db/index';
import { publicDb } from '../files/tables';
import { puzzleDb } from './tables';

export async function insertPuzzle(db: Db, row: { puzzle_id: string; target_x: number; target_y: number; created_at: Date; expires_at: Date }) {
  await publicDb(db).insertInto('slider_puzzle').values(row).execute();
  // Old puzzles are of no use to anyone: drop them while we are here.
  await publicDb(db).deleteFrom('slider_puzzle').where('expires_at', '<', new Date(row.created_at.getTime() - 3600_000)).execute();
}

/** Uses the puzzle up in one statement, so two answers racing for one puzzle get one chance between them. */
export function consumePuzzle(db: Db, puzzleId: string, now: Date) {
  return publicDb(db)
    .updateTable('slider_puzzle')
    .set({ used_at: now })
    .where('puzzle_id', '=', puzzleId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['target_x', 'target_y', 'created_at'])
    .executeTakeFirst();
}

export async function insertPass(db: Db, row: { pass_hash: string; session_id: string; created_at: Date; expires_at: Date }) {
  await puzzleDb(db).insertInto('puzzle_pass').values(row).execute();
  await puzzleDb(db).deleteFrom('puzzle_pass').where('expires_at', '<', new Date(row.created_at.getTime() - 3600_000)).execute();
}

/** Uses the pass up in one statement, and only for the session it was issued to. */
export function consumePass(db: Db, passHash: string, sessionId: string, now: Date) {
  return puzzleDb(db)
    .updateTable('puzzle_pass')
    .set({ used_at: now })
    .where('pass_hash', '=', passHash)
    .where('session_id', '=', sessionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('pass_hash')
    .executeTakeFirst();
}
