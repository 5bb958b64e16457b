import { openSourceDetail } from '@portal/shared/core';
import { solvePuzzle } from './solve-puzzle';

/** This remote's lists open a source with the puzzle at hand; other remotes load it (SourcePuzzleRoot). */
export function openSource(sourceId: string): void {
  void openSourceDetail(sourceId, solvePuzzle);
}
