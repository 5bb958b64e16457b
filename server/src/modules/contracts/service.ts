// The supplier's contracts, delivery notes and frame agreements (mf-contracts; issue 15). Every
// read is scoped to the caller's supplier: another supplier's record answers exactly like one that
// does not exist (404), and never shows up in a list.
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { LinkSigner } from '../../platform/link-signing';
import type { Paging } from '../../platform/paging';
import { boundedTotal } from '../../platform/pager';
import { likePattern } from '../notices/queries';
import { contractDocuments } from '../supplier-centre/documents';
import { centreDb } from '../supplier-centre/tables';
import { contractColumns, pageContracts, type ContractFilter } from './queries';
import { contractRecord, deliveryNoteRecord, frameAgreementRecord, frameLineRecord, logRecord } from './records';

/** 'YYYY-MM-DD' → the start of that day in China time (the buyer's calendar), UTC instant. */
export const chinaDay = (day: string | undefined, plusDays = 0) => (day ? new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000) : undefined);

export async function listContracts(ctx: AppContext, supplierId: string, paging: Paging, filter: ContractFilter) {
  const { rows, ...counted } = await pageContracts(ctx.db, supplierId, { ...filter, offset: paging.offset, limit: paging.size });
  return { records: rows.map(contractRecord), ...counted };
}

export async function contractDetail(ctx: AppContext, links: LinkSigner, supplierId: string, by: { contractId?: string; contractNum?: string }) {
  if (!by.contractId && !by.contractNum) throw notFound();
  let q = contractColumns(ctx.db).where('contract.supplier_id', '=', supplierId);
  q = by.contractId ? q.where('contract.contract_id', '=', by.contractId) : q.where('contract.contract_num', '=', by.contractNum!);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  const cdb = centreDb(ctx.db);
  const [notes, documents, frame] = await Promise.all([
    cdb.selectFrom('delivery_note').selectAll().where('contract_id', '=', row.contract_id).orderBy('created_at', 'asc').orderBy('note_id', 'asc').limit(200).execute(),
    contractDocuments(ctx, links, supplierId, row.contract_id),
    row.frame_agreement_id ? cdb.selectFrom('frame_agreement').select(['agreement_id', 'agreement_num', 'title']).where('agreement_id', '=', row.frame_agreement_id).where('supplier_id', '=', supplierId).executeTakeFirst() : undefined,
  ]);
  return {
    ...contractRecord(row),
    shippedQuantity: notes.reduce((sum, n) => sum + Number(n.current_quantity), 0).toString(),
    deliveryNotes: notes.map((n) => deliveryNoteRecord({ ...n, contract_num: row.contract_num, contract_name: row.contract_name })),
    documents,
    frameAgreement: frame ? { agreementId: frame.agreement_id, agreementNum: frame.agreement_num, title: frame.title } : null,
  };
}

export interface NoteFilter {
  noteCode?: string;
  contractNum?: string;
  contractId?: string;
  orderNum?: string;
  title?: string;
  acceptanceStatus?: string;
  shipFrom?: Date;
  shipBefore?: Date;
}

export async function listDeliveryNotes(ctx: AppContext, supplierId: string, paging: Paging, f: NoteFilter) {
  let base = centreDb(ctx.db).selectFrom('delivery_note').innerJoin('contract', 'contract.contract_id', 'delivery_note.contract_id').where('delivery_note.supplier_id', '=', supplierId);
  if (f.noteCode) base = base.where('delivery_note.note_code', 'ilike', likePattern(f.noteCode));
  if (f.contractNum) base = base.where('contract.contract_num', 'ilike', likePattern(f.contractNum));
  if (f.contractId) base = base.where('delivery_note.contract_id', '=', f.contractId);
  if (f.orderNum) base = base.where('delivery_note.order_num', 'ilike', likePattern(f.orderNum));
  if (f.title) base = base.where('delivery_note.title', 'ilike', likePattern(f.title));
  if (f.acceptanceStatus) base = base.where('delivery_note.acceptance_status', '=', f.acceptanceStatus);
  if (f.shipFrom) base = base.where('delivery_note.ship_time', '>=', f.shipFrom);
  if (f.shipBefore) base = base.where('delivery_note.ship_time', '<', f.shipBefore);
  const [rows, counted] = await Promise.all([
    base.selectAll('delivery_note').select(['contract.contract_num', 'contract.contract_name']).orderBy('delivery_note.created_at', 'desc').orderBy('delivery_note.note_id', 'desc').offset(paging.offset).limit(paging.size).execute(),
    boundedTotal(ctx.db, base),
  ]);
  return { records: rows.map(deliveryNoteRecord), ...counted };
}

export async function deliveryNoteDetail(ctx: AppContext, supplierId: string, by: { noteId?: string; noteCode?: string }) {
  if (!by.noteId && !by.noteCode) throw notFound();
  let q = centreDb(ctx.db).selectFrom('delivery_note').innerJoin('contract', 'contract.contract_id', 'delivery_note.contract_id').selectAll('delivery_note').select(['contract.contract_num', 'contract.contract_name']).where('delivery_note.supplier_id', '=', supplierId);
  q = by.noteId ? q.where('delivery_note.note_id', '=', by.noteId) : q.where('delivery_note.note_code', '=', by.noteCode!);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  const [contract, log] = await Promise.all([
    contractColumns(ctx.db).where('contract.contract_id', '=', row.contract_id).executeTakeFirstOrThrow(),
    centreDb(ctx.db).selectFrom('delivery_note_log').selectAll().where('note_id', '=', row.note_id).orderBy('at', 'asc').orderBy('id', 'asc').limit(500).execute(),
  ]);
  return { ...deliveryNoteRecord(row), contract: contractRecord(contract), log: log.map(logRecord) };
}

export async function listFrameAgreements(ctx: AppContext, supplierId: string, paging: Paging, f: { agreementNum?: string; title?: string; status?: string; validOn?: Date }) {
  let base = centreDb(ctx.db).selectFrom('frame_agreement').innerJoin('supplier', 'supplier.supplier_id', 'frame_agreement.supplier_id').where('frame_agreement.supplier_id', '=', supplierId);
  if (f.agreementNum) base = base.where('frame_agreement.agreement_num', 'ilike', likePattern(f.agreementNum));
  if (f.title) base = base.where('frame_agreement.title', 'ilike', likePattern(f.title));
  if (f.status) base = base.where('frame_agreement.status', '=', f.status);
  if (f.validOn) base = base.where('frame_agreement.valid_from', '<=', f.validOn).where('frame_agreement.valid_to', '>=', f.validOn);
  const [rows, counted] = await Promise.all([
    base
      .selectAll('frame_agreement')
      .select('supplier.supplier_name')
      .select(sql<string>`(select count(*) from frame_agreement_line l where l.agreement_id = frame_agreement.agreement_id)`.as('line_count'))
      .orderBy('frame_agreement.valid_from', 'desc')
      .orderBy('frame_agreement.agreement_id', 'desc')
      .offset(paging.offset)
      .limit(paging.size)
      .execute(),
    boundedTotal(ctx.db, base),
  ]);
  return { records: rows.map(frameAgreementRecord), ...counted };
}

export async function frameAgreementDetail(ctx: AppContext, supplierId: string, by: { agreementId?: string; agreementNum?: string }) {
  if (!by.agreementId && !by.agreementNum) throw notFound();
  let q = centreDb(ctx.db).selectFrom('frame_agreement').innerJoin('supplier', 'supplier.supplier_id', 'frame_agreement.supplier_id').selectAll('frame_agreement').select('supplier.supplier_name').where('frame_agreement.supplier_id', '=', supplierId);
  q = by.agreementId ? q.where('frame_agreement.agreement_id', '=', by.agreementId) : q.where('frame_agreement.agreement_num', '=', by.agreementNum!);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  const cdb = centreDb(ctx.db);
  const [lines, contracts] = await Promise.all([
    cdb.selectFrom('frame_agreement_line').selectAll().where('agreement_id', '=', row.agreement_id).orderBy('line_no', 'asc').execute(),
    cdb.selectFrom('contract').select(['contract_id', 'contract_num', 'contract_name', 'status']).where('frame_agreement_id', '=', row.agreement_id).where('supplier_id', '=', supplierId).orderBy('contract_num').limit(100).execute(),
  ]);
  return {
    ...frameAgreementRecord(row),
    lines: lines.map(frameLineRecord),
    contracts: contracts.map((c) => ({ contractId: c.contract_id, contractNum: c.contract_num, contractName: c.contract_name, status: c.status })),
  };
}
