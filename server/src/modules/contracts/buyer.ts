// The buyer's side of contracts (issue 15): a contract from an awarded source, delivery notes and
// their operation log, frame agreements. Operator API and `pnpm portal` share these; every change
// is audited. Input is checked against the route schemas also when it comes from the CLI.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { checkInput } from '../source-admin/input-check';
import type { Payer } from '../payments/service';
import { centreRefusal } from '../supplier-centre/messages';
import { createContractBody, createDeliveryNoteBody, createFrameAgreementBody, deliveryLogBody, setContractStatusBody } from '../supplier-centre/schemas';
import { centreDb } from '../supplier-centre/tables';
import { contractColumns } from './queries';
import { contractRecord, deliveryNoteRecord, frameAgreementRecord, frameLineRecord, logRecord } from './records';

const actorName = (by: Payer) => `${by.kind}:${by.id}`;
const rand = (bytes = 4) => randomBytes(bytes).toString('hex').toUpperCase();
const day = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
const isUnique = (err: unknown) => (err as { code?: string })?.code === '23505';

type ContractInput = {
  sourceId: string;
  supplierId: string;
  contractNum?: string;
  contractName?: string;
  contractType?: string;
  status?: string;
  signedAmount?: string;
  totalAmount?: string;
  currency?: string;
  signDate?: string;
  predictedArrival?: string;
  storageDate?: string;
  partyAName?: string;
  partyAContact?: string;
  partyAPhone?: string;
  partyBName?: string;
  partyBContact?: string;
  partyBPhone?: string;
  arrivalAddress?: string;
  invoiceAddress?: string;
  remark?: string;
};

/**
 * A contract with a supplier the source was awarded to. Defaults come from the source and the
 * award: the name from the source's title, party A from its buying organisation, the amount from
 * the winner's opened total with tax, the currency from the source.
 */
export async function createContractFromAward(ctx: AppContext, raw: unknown, by: Payer) {
  const input = checkInput<ContractInput>(createContractBody, raw);
  const cdb = centreDb(ctx.db);
  const source = await cdb.selectFrom('source').selectAll().where((eb) => eb.or([eb('source_id', '=', input.sourceId), eb('source_num', '=', input.sourceId)])).executeTakeFirst();
  if (!source) throw notFound();
  const award = await cdb.selectFrom('source_award').selectAll().where('source_id', '=', source.source_id).where('supplier_id', '=', input.supplierId).executeTakeFirst();
  if (!award) throw centreRefusal(409, 'notAwarded', { sourceId: source.source_num, supplierId: input.supplierId });
  const supplier = await cdb.selectFrom('supplier').select(['supplier_name']).where('supplier_id', '=', input.supplierId).executeTakeFirstOrThrow();
  const opened = await cdb.selectFrom('bid_opening').select(['total_with_tax', 'currency']).where('source_id', '=', source.source_id).where('supplier_id', '=', input.supplierId).where('round', '=', award.round).executeTakeFirst();
  const now = ctx.clock.now();
  const amount = input.signedAmount ?? (opened ? String(opened.total_with_tax) : '0');
  const contractId = `C-${day(now)}-${rand()}`;
  const contractNum = input.contractNum ?? `HT-${source.source_num}-${rand(2)}`;
  const row = {
    contract_id: contractId,
    contract_num: contractNum,
    contract_name: input.contractName ?? `${source.source_title}合同`,
    status: input.status ?? 'SIGNED',
    supplier_id: input.supplierId,
    party_a_name: input.partyAName ?? source.buyer_org ?? '采购方',
    party_b_name: input.partyBName ?? supplier.supplier_name,
    signed_amount: amount,
    currency: input.currency ?? opened?.currency ?? source.currency ?? 'CNY',
    sign_date: input.signDate ? new Date(input.signDate) : now,
    predicted_arrival: input.predictedArrival ? new Date(input.predictedArrival) : null,
    contract_type: input.contractType ?? (source.quotation_kind === 'gc' ? 'WORKS' : source.source_type === 'CS' ? 'SALE' : 'MATERIAL'),
    total_amount: input.totalAmount ?? amount,
    party_a_contact: input.partyAContact ?? null,
    party_a_phone: input.partyAPhone ?? source.contact_phone ?? null,
    party_b_contact: input.partyBContact ?? null,
    party_b_phone: input.partyBPhone ?? null,
    storage_date: input.storageDate ? new Date(input.storageDate) : null,
    received_quantity: '0',
    arrival_address: input.arrivalAddress ?? null,
    invoice_address: input.invoiceAddress ?? null,
    source_id: source.source_id,
    remark: input.remark ?? null,
    created_by: actorName(by),
    created_at: now,
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await centreDb(trx).insertInto('contract').values(row).execute();
      await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'contract.create', target: `contract:${contractId}`, detail: { sourceId: source.source_id, supplierId: input.supplierId, contractNum, amount, currency: row.currency } });
    });
  } catch (err) {
    if (isUnique(err)) throw centreRefusal(409, 'contractNumTaken', { contractNum });
    throw err;
  }
  return contractRecord(await contractColumns(ctx.db).where('contract.contract_id', '=', contractId).executeTakeFirstOrThrow());
}

export async function setContractStatus(ctx: AppContext, raw: unknown, by: Payer) {
  const input = checkInput<{ contractId: string; status: string }>(setContractStatusBody, raw);
  const done = await ctx.db.transaction().execute(async (trx) => {
    const res = await trx.updateTable('contract').set({ status: input.status }).where('contract_id', '=', input.contractId).executeTakeFirst();
    if (!Number(res.numUpdatedRows)) return false;
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'contract.status', target: `contract:${input.contractId}`, detail: { status: input.status } });
    return true;
  });
  if (!done) throw notFound();
  return contractRecord(await contractColumns(ctx.db).where('contract.contract_id', '=', input.contractId).executeTakeFirstOrThrow());
}

/** A delivery note of a contract, with its first log entry ('created'). */
export async function createDeliveryNote(ctx: AppContext, raw: unknown, by: Payer) {
  const input = checkInput<{ contractId: string; title?: string; orderNum?: string; paperDocNum?: string; shipTime?: string; shipToAddress?: string; courierNum?: string; operator?: string; shippedQuantity: string; currentQuantity: string; acceptanceStatus?: string }>(
    createDeliveryNoteBody,
    raw,
  );
  const cdb = centreDb(ctx.db);
  const contract = await cdb.selectFrom('contract').select(['contract_id', 'contract_num', 'contract_name', 'supplier_id', 'arrival_address']).where('contract_id', '=', input.contractId).executeTakeFirst();
  if (!contract) throw notFound();
  const now = ctx.clock.now();
  const noteId = `DN-${day(now)}-${rand()}`;
  const operator = input.operator ?? actorName(by);
  await ctx.db.transaction().execute(async (trx) => {
    const t = centreDb(trx);
    await t
      .insertInto('delivery_note')
      .values({
        note_id: noteId,
        note_code: `FH${day(now)}${rand(3)}`,
        contract_id: contract.contract_id,
        supplier_id: contract.supplier_id,
        title: input.title ?? `${contract.contract_name} 送货单`,
        order_num: input.orderNum ?? contract.contract_num,
        paper_doc_num: input.paperDocNum ?? null,
        ship_time: input.shipTime ? new Date(input.shipTime) : now,
        confirm_time: null,
        acceptance_status: input.acceptanceStatus ?? 'shipped',
        ship_to_address: input.shipToAddress ?? contract.arrival_address,
        courier_num: input.courierNum ?? null,
        operator,
        shipped_quantity: input.shippedQuantity,
        current_quantity: input.currentQuantity,
        created_at: now,
      })
      .execute();
    await t.insertInto('delivery_note_log').values({ note_id: noteId, at: now, operator, action: 'created', remark: null }).execute();
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'deliveryNote.create', target: `delivery-note:${noteId}`, detail: { contractId: contract.contract_id, supplierId: contract.supplier_id, currentQuantity: input.currentQuantity } });
  });
  return noteWithLog(ctx, noteId);
}

async function noteWithLog(ctx: AppContext, noteId: string) {
  const cdb = centreDb(ctx.db);
  const row = await cdb.selectFrom('delivery_note').innerJoin('contract', 'contract.contract_id', 'delivery_note.contract_id').selectAll('delivery_note').select(['contract.contract_num', 'contract.contract_name']).where('note_id', '=', noteId).executeTakeFirstOrThrow();
  const log = await cdb.selectFrom('delivery_note_log').selectAll().where('note_id', '=', noteId).orderBy('at', 'asc').orderBy('id', 'asc').execute();
  return { ...deliveryNoteRecord(row), supplierId: row.supplier_id, log: log.map(logRecord) };
}

/**
 * An entry of a delivery note's operation log. It may also move the note's acceptance status (an
 * accepted note gets its confirm time) and add the received quantity to the contract's.
 */
export async function addDeliveryLog(ctx: AppContext, raw: unknown, by: Payer) {
  const input = checkInput<{ noteId: string; action: string; remark?: string; operator?: string; acceptanceStatus?: string; confirmTime?: string; receivedQuantity?: string }>(deliveryLogBody, raw);
  const now = ctx.clock.now();
  const found = await ctx.db.transaction().execute(async (trx) => {
    const t = centreDb(trx);
    const note = await t.selectFrom('delivery_note').select(['note_id', 'contract_id', 'supplier_id', 'acceptance_status']).where((eb) => eb.or([eb('note_id', '=', input.noteId), eb('note_code', '=', input.noteId)])).forUpdate().executeTakeFirst();
    if (!note) return null;
    await t.insertInto('delivery_note_log').values({ note_id: note.note_id, at: now, operator: input.operator ?? actorName(by), action: input.action.trim(), remark: input.remark?.trim() || null }).execute();
    if (input.acceptanceStatus) {
      const confirm = input.confirmTime ? new Date(input.confirmTime) : input.acceptanceStatus === 'accepted' || input.acceptanceStatus === 'received' ? now : undefined;
      await t.updateTable('delivery_note').set({ acceptance_status: input.acceptanceStatus, ...(confirm ? { confirm_time: confirm } : {}) }).where('note_id', '=', note.note_id).execute();
    }
    if (input.receivedQuantity) {
      await sql`update contract set received_quantity = coalesce(received_quantity, 0) + ${input.receivedQuantity}::numeric, storage_date = coalesce(storage_date, ${now}) where contract_id = ${note.contract_id}`.execute(trx);
    }
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'deliveryNote.log', target: `delivery-note:${note.note_id}`, detail: { action: input.action, acceptanceStatus: input.acceptanceStatus ?? null, receivedQuantity: input.receivedQuantity ?? null } });
    return note.note_id;
  });
  if (!found) throw notFound();
  return noteWithLog(ctx, found);
}

export async function createFrameAgreement(ctx: AppContext, raw: unknown, by: Payer) {
  type Line = { itemCode?: string; description: string; specification?: string; unit: string; unitPrice: string; taxRate?: string; quantity?: string };
  const input = checkInput<{ supplierId: string; agreementNum?: string; title: string; partyAName: string; status?: string; currency: string; signDate?: string; validFrom: string; validTo: string; remark?: string; lines: Line[] }>(
    createFrameAgreementBody,
    raw,
  );
  const from = new Date(input.validFrom);
  const to = new Date(input.validTo);
  if (from.getTime() > to.getTime()) throw centreRefusal(400, 'datesOutOfOrder');
  const cdb = centreDb(ctx.db);
  if (!(await cdb.selectFrom('supplier').select('supplier_id').where('supplier_id', '=', input.supplierId).executeTakeFirst())) throw centreRefusal(400, 'unknownSupplier', { supplierId: input.supplierId });
  const now = ctx.clock.now();
  const agreementId = `FA-${day(now)}-${rand()}`;
  const agreementNum = input.agreementNum ?? `KJ-${day(now)}-${rand(2)}`;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const t = centreDb(trx);
      await t
        .insertInto('frame_agreement')
        .values({
          agreement_id: agreementId,
          agreement_num: agreementNum,
          supplier_id: input.supplierId,
          title: input.title.trim(),
          party_a_name: input.partyAName.trim(),
          status: input.status ?? 'EFFECTIVE',
          currency: input.currency,
          total_amount: '0',
          sign_date: input.signDate ? new Date(input.signDate) : now,
          valid_from: from,
          valid_to: to,
          remark: input.remark ?? null,
          created_by: actorName(by),
          created_at: now,
        })
        .execute();
      await t
        .insertInto('frame_agreement_line')
        .values(input.lines.map((l, i) => ({ agreement_id: agreementId, line_no: i + 1, item_code: l.itemCode ?? null, description: l.description, specification: l.specification ?? null, unit: l.unit, unit_price: l.unitPrice, tax_rate: l.taxRate ?? null, quantity: l.quantity ?? null })))
        .execute();
      // Exact decimal arithmetic in the database: the agreement's value is the sum of its lines.
      await sql`update frame_agreement set total_amount = (select coalesce(round(sum(unit_price * coalesce(quantity, 0)), 2), 0) from frame_agreement_line where agreement_id = ${agreementId}) where agreement_id = ${agreementId}`.execute(trx);
      await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'frameAgreement.create', target: `frame-agreement:${agreementId}`, detail: { supplierId: input.supplierId, agreementNum, lines: input.lines.length } });
    });
  } catch (err) {
    if (isUnique(err)) throw centreRefusal(409, 'contractNumTaken', { contractNum: agreementNum });
    throw err;
  }
  const row = await cdb.selectFrom('frame_agreement').innerJoin('supplier', 'supplier.supplier_id', 'frame_agreement.supplier_id').selectAll('frame_agreement').select('supplier.supplier_name').where('agreement_id', '=', agreementId).executeTakeFirstOrThrow();
  const lines = await cdb.selectFrom('frame_agreement_line').selectAll().where('agreement_id', '=', agreementId).orderBy('line_no').execute();
  return { ...frameAgreementRecord(row), lines: lines.map(frameLineRecord) };
}

/** The buyer's view: contracts of every supplier (or one), newest first. */
export async function operatorContracts(ctx: AppContext, f: { supplierId?: string; offset: number; limit: number }) {
  let q = contractColumns(ctx.db);
  if (f.supplierId) q = q.where('contract.supplier_id', '=', f.supplierId);
  const rows = await q.orderBy('contract.created_at', (ob) => ob.desc().nullsLast()).orderBy('contract.contract_id', 'desc').offset(f.offset).limit(f.limit).execute();
  return { records: rows.map(contractRecord) };
}
