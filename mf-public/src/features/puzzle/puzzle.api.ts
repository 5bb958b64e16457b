import { http, type ApiReply } from '@portal/shared/core';

export interface Puzzle {
  puzzleId: string;
  width: number;
  height: number;
  pieceWidth: number;
  background: string;
  piece: string;
}

export interface TracePoint {
  t: number;
  x: number;
  y: number;
}

export async function fetchPuzzle(): Promise<Puzzle> {
  const { data } = await http.post<ApiReply<Puzzle>>('/isp/portal/plogin/getSliderPuzzle');
  return data.data as Puzzle;
}

/**
 * Resolves with the seconds taken and, for a logged-in user, the single-use pass the source detail
 * asks for; rejects with the server's verdict (already shown by the client).
 */
export async function checkPuzzle(puzzleId: string, x: number, trace: TracePoint[]): Promise<{ seconds: number; pass?: string }> {
  const { data } = await http.post<ApiReply<{ seconds: number; pass?: string }>>('/isp/portal/plogin/checkSliderPuzzle', { puzzleId, x, trace });
  return { seconds: data.data?.seconds ?? 0, pass: data.data?.pass };
}
