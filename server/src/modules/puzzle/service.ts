import { randomBytes, randomInt } from 'node:crypto';
import { SLIDER_TOLERANCE } from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { Language } from '../../platform/constants';
import { PIECE_SIZE, PIECE_WIDTH, PUZZLE_HEIGHT, PUZZLE_WIDTH, drawPuzzle } from './picture';
import { puzzleMessages } from './messages';
import { consumePuzzle, insertPuzzle } from './queries';
import { judgeTrace, type TracePoint } from './trace';

export const PUZZLE_TTL_MS = 2 * 60_000;

export async function createPuzzle(ctx: AppContext) {
  const now = ctx.clock.now();
  // Far enough from the start that a drag is needed, and inside the picture with the knob.
  const targetX = randomInt(PIECE_SIZE + 20, PUZZLE_WIDTH - PIECE_WIDTH - 4);
  const targetY = randomInt(8, PUZZLE_HEIGHT - PIECE_SIZE - 8);
  const puzzleId = randomBytes(16).toString('hex');
  await insertPuzzle(ctx.db, { puzzle_id: puzzleId, target_x: targetX, target_y: targetY, created_at: now, expires_at: new Date(now.getTime() + PUZZLE_TTL_MS) });
  const picture = await drawPuzzle(targetX, targetY);
  const reply = {
    puzzleId,
    width: PUZZLE_WIDTH,
    height: PUZZLE_HEIGHT,
    pieceWidth: PIECE_WIDTH + 2,
    pieceSize: PIECE_SIZE,
    background: picture.background,
    piece: picture.piece,
    expiresInSeconds: PUZZLE_TTL_MS / 1000,
  };
  // The target goes back to the route only for the test hook; it is never part of the reply.
  return { reply, targetX };
}

export async function checkPuzzle(ctx: AppContext, answer: { puzzleId: string; x: number; trace: TracePoint[] }, lang: Language) {
  const puzzle = await consumePuzzle(ctx.db, answer.puzzleId, ctx.clock.now());
  if (!puzzle) throw new AppError(400, puzzleMessages.expired(lang));
  const verdict = judgeTrace(answer.trace, answer.x);
  if (!verdict.human) throw new AppError(400, puzzleMessages.notHuman(lang));
  if (Math.abs(answer.x - puzzle.target_x) > SLIDER_TOLERANCE) throw new AppError(400, puzzleMessages.failed(lang));
  return { seconds: Math.round(verdict.durationMs / 100) / 10 };
}
