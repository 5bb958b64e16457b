// What the quotation benchmarks share (bench-quotation.ts, kill-during-sends.ts): an embedded
// database folder holding a quotable source and N qualified suppliers with live sessions (made with
// the API tests' own fixtures, before any server opens the folder: PGlite is one process's), the
// real server started on that folder (src/main.ts as one process, 127.0.0.1, a free port), every
// supplier signed up with its draft and bid file, and the small statistics the reports print.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { systemClock } from '../src/platform/clock';
import { fullQuotation, makeQuotableSource, makeSupplierSession, supplierCalls, type QuotableSource, type SupplierSession } from '../test/api/helpers/quotation-fixtures';
import { startServerProcess, type ServerProcess } from '../test/api/helpers/server-process';
import { compileServer } from './build';

export interface BenchData {
  dataDir: string;
  source: QuotableSource;
  suppliers: SupplierSession[];
}

/** A fresh data folder with its embedded database: one source of `lines` lines (quantity 2) and `suppliers` suppliers. */
export async function prepareData(opts: { lines: number; suppliers: number; label: string }): Promise<BenchData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${opts.label}-`));
  const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') });
  try {
    await migrateToLatest(handle.db);
    const source = await makeQuotableSource(handle.db, systemClock, {
      lines: Array.from({ length: opts.lines }, (_, i) => ({ quantity: String(1 + (i % 7)), requiredArrivalDays: 30, description: `基准物料 ${i + 1}` })),
    });
    const suppliers: SupplierSession[] = [];
    for (let i = 0; i < opts.suppliers; i++) suppliers.push(await makeSupplierSession(handle.db, systemClock));
    return { dataDir, source, suppliers };
  } finally {
    await handle.close();
  }
}

let compiled: Promise<void> | undefined;

/**
 * The real server on the folder, compiled from the current source first (dist/main.js, as
 * `pnpm serve` runs it); limits on uploads lifted so a benchmark measures, not waits.
 */
export async function startServer(dataDir: string): Promise<ServerProcess> {
  compiled ??= compileServer();
  await compiled;
  return startServerProcess({ PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'info', PORTAL_RATE_LIMIT_UPLOAD: '1000000', PORTAL_TEST_CAPTCHA: '1' }, { timeoutMs: 180_000 });
}

/** Runs fn over items with at most `concurrency` at a time. */
export async function inPool<T, R>(items: T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await fn(items[i], i);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return out;
}

const must = <T extends { status: number; body: unknown }>(what: string, res: T): T => {
  if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res;
};

/** Every supplier signed up, its full draft saved at `price` and its bid file uploaded: the quotation ids. */
export async function draftAll(url: string, data: BenchData, price = '100.5', concurrency = 4): Promise<string[]> {
  const api = supplierCalls(() => url);
  return inPool(data.suppliers, concurrency, async (me) => {
    must('sign-up', await api.signUp(me.token, data.source.source_num));
    const saved = must('temp save', await api.save(me.token, fullQuotation(data.source, price)));
    const quotationId = (saved.body as { data: { quotationId: string } }).data.quotationId;
    must('bid file', await api.attach(me.token, quotationId));
    return quotationId;
  });
}

export const removeData = (data: BenchData) => fs.rmSync(data.dataDir, { recursive: true, force: true });

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** One line of a report: p50 and p95 in ms beside the goal, and whether p95 meets it. */
export function latencyLine(name: string, times: number[], goalMs: number): { line: string; met: boolean } {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const met = p95 <= goalMs;
  return {
    met,
    line: `${name.padEnd(44)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${`≤${goalMs}`.padStart(7)}  ${String(times.length).padStart(4)}  ${met ? 'met' : 'NOT met'}`,
  };
}

export const LATENCY_HEADER = `${'call'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'goal'.padStart(7)}  ${'runs'.padStart(4)}`;

/** Load average, printed beside the figures: the machine is shared. */
export const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
