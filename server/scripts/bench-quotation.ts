// Quotation benchmark (issue 14): the real server (src/main.ts, one process, 127.0.0.1, a free port)
// on a fresh embedded database (PGlite) with a source of 500 lines and N signed-up suppliers, each
// with its bid file. Over HTTP, one call at a time, it times
//   - temp save + send of a 500-line quotation, and the send alone (goal p95 ≤ 300 ms),
//   - the import of a filled 500-line Excel template (goal p95 ≤ 2 s),
// and prints p50/p95 beside each goal. A benchmark, not a test: it prints figures (exit 1 when a
// goal is missed, like bench:api).
//   pnpm bench:quotation [--suppliers 10] [--runs 3] [--lines 500]
import ExcelJS from 'exceljs';
import { fullQuotation, P, supplierCalls } from '../test/api/helpers/quotation-fixtures';
import { draftAll, LATENCY_HEADER, latencyLine, loadAverage, prepareData, removeData, startServer } from './quotation-bench-setup';

const option = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const SUPPLIERS = option('--suppliers', 10);
const RUNS = option('--runs', 3);
const LINES = option('--lines', 500);
const SEND_GOAL_MS = 300;
const IMPORT_GOAL_MS = 2000;

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

function expectOk(what: string, res: { status: number; body: unknown }) {
  if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
}

async function main() {
  console.log(`preparing: a source of ${LINES} lines, ${SUPPLIERS} suppliers (load average ${loadAverage()})…`);
  const data = await prepareData({ lines: LINES, suppliers: SUPPLIERS, label: 'bench-quotation' });
  const server = await startServer(data.dataDir);
  try {
    const url = server.url;
    const api = supplierCalls(() => url);
    const quotationIds = await draftAll(url, data);
    const body = fullQuotation(data.source, '123.45');
    let keys = 0;
    const key = () => `bench-${Date.now()}-${keys++}`;

    // One untimed send and cancel each: first-use costs (the source's key, code paths) are not counted.
    for (const [i, me] of data.suppliers.entries()) {
      expectOk('warm-up send', await api.send(me.token, quotationIds[i], key()));
      expectOk('warm-up cancel', await api.cancel(me.token, quotationIds[i]));
    }

    const saveAndSend: number[] = [];
    const sendAlone: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const [i, me] of data.suppliers.entries()) {
        const started = process.hrtime.bigint();
        const saved = await api.save(me.token, body);
        expectOk('temp save', saved);
        const sending = process.hrtime.bigint();
        expectOk('send', await api.send(me.token, quotationIds[i], key()));
        sendAlone.push(ms(sending));
        saveAndSend.push(ms(started));
        expectOk('cancel', await api.cancel(me.token, quotationIds[i]));
      }
    }

    // A filled template of every line, made once as a supplier would in Excel.
    const first = data.suppliers[0];
    const template = await fetch(`${url}${P}/source/exportBjLines`, { method: 'POST', headers: { 'content-type': 'application/json', 'isp-authorization': first.token }, body: JSON.stringify({ sourceId: data.source.source_id }) });
    if (template.status !== 200) throw new Error(`template: HTTP ${template.status}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    const sheet = book.worksheets[0];
    for (let r = 2; r <= LINES + 1; r++) {
      const row = sheet.getRow(r);
      row.getCell('J').value = 13;
      row.getCell('K').value = 100 + (r % 50) + 0.25;
      row.getCell('L').value = 'ACME';
      row.getCell('M').value = 20;
    }
    const file = new Uint8Array(await book.xlsx.writeBuffer());

    const imports: number[] = [];
    const importRuns = Math.max(RUNS * SUPPLIERS, 20);
    for (let i = 0; i < importRuns; i++) {
      const me = data.suppliers[i % data.suppliers.length];
      const form = new FormData();
      form.append('sourceId', data.source.source_id);
      form.append('file', new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'lines.xlsx');
      const started = process.hrtime.bigint();
      const res = await fetch(`${url}${P}/source/importQuotationLines`, { method: 'POST', headers: { 'isp-authorization': me.token }, body: form });
      const answer = (await res.json()) as { data?: { lines: unknown[] } };
      const took = ms(started);
      if (res.status !== 200 || answer.data?.lines.length !== LINES) throw new Error(`import: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);
      if (i > 0) imports.push(took); // the first loads exceljs into the server
    }

    console.log(`\nPGlite on disk, server process ${server.child.pid} (node dist/main.js), ${LINES} lines, ${SUPPLIERS} suppliers, ${file.length} byte template; load average ${loadAverage()} (shared machine)`);
    console.log(LATENCY_HEADER);
    const rows = [
      latencyLine(`temp save + send (${LINES} lines)`, saveAndSend, SEND_GOAL_MS),
      latencyLine(`send alone (${LINES} lines)`, sendAlone, SEND_GOAL_MS),
      latencyLine(`import of a ${LINES}-line Excel template`, imports, IMPORT_GOAL_MS),
    ];
    for (const r of rows) console.log(r.line);
    process.exitCode = rows.every((r) => r.met) ? 0 : 1;
  } finally {
    await server.stop();
    removeData(data);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
