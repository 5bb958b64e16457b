// Durability of a sent quotation (issue 14): the real server (src/main.ts, one process) on an
// embedded database folder, many suppliers sending their quotations at once, the server killed with
// SIGKILL part-way, started again on the same folder — and every send that was acknowledged (its
// receipt reached the supplier) must be there, sent, with the receipt's digest, and its idempotency
// key must answer the same receipt. Prints acknowledged / found / missing; exits 1 if any is missing.
//   pnpm bench:kill [--suppliers 60] [--lines 20] [--concurrency 12] [--kill-after 25]
import { supplierCalls } from '../test/api/helpers/quotation-fixtures';
import type { Receipt } from '../src/modules/quotation/receipt';
import { draftAll, inPool, loadAverage, prepareData, removeData, startServer } from './quotation-bench-setup';

const option = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const SUPPLIERS = option('--suppliers', 60);
const LINES = option('--lines', 20);
const CONCURRENCY = option('--concurrency', 12);
const KILL_AFTER = option('--kill-after', Math.floor(SUPPLIERS / 2.5));

async function main() {
  console.log(`preparing: a source of ${LINES} lines, ${SUPPLIERS} suppliers (load average ${loadAverage()})…`);
  const data = await prepareData({ lines: LINES, suppliers: SUPPLIERS, label: 'bench-kill' });
  let server = await startServer(data.dataDir);
  try {
    const quotationIds = await draftAll(server.url, data);
    const api = supplierCalls(() => server.url);
    const key = (i: number) => `kill-test-${i}`;

    // Sends, CONCURRENCY at a time; SIGKILL once KILL_AFTER receipts have come back.
    const acknowledged = new Map<number, Receipt>();
    let failed = 0;
    let notSent = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;
    const killed = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
    const victim = server;
    await inPool(data.suppliers, CONCURRENCY, async (me, i) => {
      if (inFlightAtKill >= 0) {
        notSent++; // the server is gone: not even tried
        return;
      }
      inFlight++;
      try {
        const res = await api.send(me.token, quotationIds[i], key(i));
        if (res.status === 200) acknowledged.set(i, (res.body as { data: Receipt }).data);
        else failed++;
      } catch {
        failed++;
      } finally {
        inFlight--;
      }
      if (acknowledged.size >= KILL_AFTER && inFlightAtKill < 0) {
        inFlightAtKill = inFlight;
        victim.child.kill('SIGKILL');
      }
    });
    if (inFlightAtKill < 0) {
      inFlightAtKill = 0;
      victim.child.kill('SIGKILL');
    }
    await killed;
    console.log(`killed (SIGKILL) after ${acknowledged.size} receipts: ${inFlightAtKill} sends in flight, ${failed} without an answer, ${notSent} not sent`);

    // Again on the same folder: what was acknowledged must be there.
    server = await startServer(data.dataDir);
    let found = 0;
    let replayed = 0;
    const missing: string[] = [];
    for (const [i, receipt] of acknowledged) {
      const me = data.suppliers[i];
      const now = await api.find(me.token, data.source.source_id);
      const q = (now.body as { data: { quotationId: string; status: string; digest: string | null; sentAt: string | null } | null }).data;
      if (now.status === 200 && q && q.quotationId === receipt.quotationId && q.status === 'sent' && q.digest === receipt.digest && q.sentAt === receipt.sentAt) found++;
      else missing.push(`${receipt.quotationNum}: ${JSON.stringify(q ? { status: q.status, digest: q.digest } : now.body)}`);
      const again = await api.send(me.token, quotationIds[i], key(i));
      if (again.status === 200 && (again.body as { data: Receipt }).data.digest === receipt.digest) replayed++;
    }
    // Not acknowledged but committed (the answer died with the server): allowed, and counted.
    let sentUnacknowledged = 0;
    for (const [i, me] of data.suppliers.entries()) {
      if (acknowledged.has(i)) continue;
      const q = (await api.find(me.token, data.source.source_id)).body as { data: { status: string } | null };
      if (q.data?.status === 'sent') sentUnacknowledged++;
    }

    console.log(`\nPGlite on disk, ${SUPPLIERS} suppliers, ${LINES} lines each, ${CONCURRENCY} sends at a time; load average ${loadAverage()} (shared machine)`);
    console.log(`acknowledged ${acknowledged.size} / found ${found} / missing ${missing.length}`);
    console.log(`same receipt for the same idempotency key after the restart: ${replayed} of ${acknowledged.size}`);
    console.log(`sent but not acknowledged (answer lost in the kill): ${sentUnacknowledged}`);
    for (const m of missing) console.log(`  missing ${m}`);
    if (acknowledged.size === 0) console.log('no send was acknowledged before the kill: nothing was proven (raise --kill-after)');
    process.exitCode = missing.length === 0 && acknowledged.size > 0 && replayed === acknowledged.size ? 0 : 1;
  } finally {
    await server.stop();
    removeData(data);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
