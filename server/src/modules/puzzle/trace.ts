// Tells a person's drag from a script's. People accelerate and slow down, wobble vertically and
// take a moment; scripts tend to jump, glide at one speed on a ruler-straight line, or finish instantly.
export interface TracePoint {
  t: number;
  x: number;
  y: number;
}

export const MIN_POINTS = 5;
export const MIN_DURATION_MS = 100;
/** Coefficient of variation of the speed below which a drag counts as machine-steady. */
export const MIN_SPEED_VARIATION = 0.1;

export type TraceVerdict = { human: true; durationMs: number } | { human: false; reason: string };

export function judgeTrace(trace: TracePoint[], finalX: number): TraceVerdict {
  if (trace.length < MIN_POINTS) return { human: false, reason: 'too few points' };
  for (let i = 1; i < trace.length; i++) {
    if (trace[i].t < trace[i - 1].t) return { human: false, reason: 'time runs backwards' };
  }
  const durationMs = trace[trace.length - 1].t - trace[0].t;
  if (durationMs < MIN_DURATION_MS) return { human: false, reason: 'too fast' };
  // The trace must end where the answer says the piece was dropped.
  if (Math.abs(trace[trace.length - 1].x - finalX) > 2) return { human: false, reason: 'trace does not end at the answer' };
  const ys = trace.map((p) => p.y);
  if (Math.max(...ys) - Math.min(...ys) < 1) return { human: false, reason: 'no vertical jitter' };
  const speeds: number[] = [];
  for (let i = 1; i < trace.length; i++) {
    const dt = trace[i].t - trace[i - 1].t;
    if (dt > 0) speeds.push(Math.abs(trace[i].x - trace[i - 1].x) / dt);
  }
  if (speeds.length < MIN_POINTS - 1) return { human: false, reason: 'too few timed moves' };
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const sd = Math.sqrt(speeds.reduce((a, b) => a + (b - mean) ** 2, 0) / speeds.length);
  if (mean === 0 || sd / mean < MIN_SPEED_VARIATION) return { human: false, reason: 'constant speed' };
  return { human: true, durationMs };
}
