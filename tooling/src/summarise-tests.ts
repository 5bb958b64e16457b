// Prints the closing line of `npm test` from the reports in a folder (see test-summary.ts).
//   tsx tooling/src/summarise-tests.ts <dir>   reads <dir>/*.json and <dir>/steps.json (from test.sh)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { summarise, type Report, type StepResult } from './test-summary';
import { stepTimes } from './test-summary-times';

function readReports(dir: string): Record<string, Report> {
  const reports: Record<string, Report> = {};
  for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'steps.json') : []) {
    const name = file.replace(/\.json$/, '');
    try {
      reports[name] = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Report;
    } catch {
      // A report cut off by a crash is itself a failure to run.
      reports[name] = { stats: { expected: 0 }, errors: [{ location: { file: `${file} (unreadable report)` } }] };
    }
  }
  return reports;
}

const dir = process.argv[2] ?? '.test-results';
const stepsFile = path.join(dir, 'steps.json');
const steps = existsSync(stepsFile) ? (JSON.parse(readFileSync(stepsFile, 'utf8')) as StepResult[]) : [];
console.log(['', ...stepTimes(steps), summarise(readReports(dir), steps).line].join('\n'));
