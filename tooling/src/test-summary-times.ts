// The wall time of each step of `npm test` and their total, printed above the closing line, so a
// run that got slower says where.
import type { StepResult } from './test-summary';

/** 75 → "1:15", 3725 → "1:02:05". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/** One line per timed step and a total; nothing when no step was timed. */
export function stepTimes(steps: StepResult[]): string[] {
  const timed = steps.filter((step) => step.seconds !== undefined);
  if (timed.length === 0) return [];
  const width = Math.max(...timed.map((step) => step.name.length), 'total'.length);
  const row = (name: string, seconds: number, note = '') => `  ${name.padEnd(width)}  ${clock(seconds).padStart(8)}${note}`;
  // A step that ran beside the one before it overlaps it: the total is the wall time of the run.
  const total = timed.filter((step) => !step.beside).reduce((sum, step) => sum + (step.seconds ?? 0), 0);
  const note = (step: StepResult) => `${step.ok ? '' : '  (failed)'}${step.beside ? '  (beside the step before)' : ''}`;
  return ['step times:', ...timed.map((step) => row(step.name, step.seconds ?? 0, note(step))), row('total', total)];
}
