// The database side of questions and objections: the joined rows the views are made of, the
// supplier's visibility rule as one WHERE, and the paged lists (platform/pager.ts bounds the total).
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/index';
import { boundedTotal } from '../../platform/pager';
import type { Paging } from '../../platform/paging';
import { questionsDb, type QuestionTables, type ReplyStatus, type ZycqKind, type ObjectionStatus, type ZycqStatus } from './tables';
import type { SourcingTables } from '../sourcing/tables';
import type { Database } from '../../db/index';
import type { ObjectionRow, ZycqRow } from './views';

type All = Database & QuestionTables & SourcingTables;

/** '%' and '_' typed by a user are text, not wildcards. */
const likePrefix = (text: string) => `${text.trim().replace(/[\\%_]/g, '\\$&')}%`;

export function zycqRows(db: Db) {
  return questionsDb(db)
    .selectFrom('zycq')
    .innerJoin('source', 'source.source_id', 'zycq.source_id')
    .leftJoin('supplier', 'supplier.supplier_id', 'zycq.supplier_id')
    .selectAll('zycq')
    .select(['source.source_num', 'source.source_title', 'source.source_title_en', 'supplier.supplier_name']);
}

export function objectionRows(db: Db) {
  return questionsDb(db)
    .selectFrom('ten_objection')
    .innerJoin('source', 'source.source_id', 'ten_objection.source_id')
    .leftJoin('supplier', 'supplier.supplier_id', 'ten_objection.supplier_id')
    .selectAll('ten_objection')
    .select(['source.source_num', 'source.source_title', 'source.source_title_en', 'supplier.supplier_name']);
}

/** What a supplier may read: its own queries, and the published clarifications of sources it signed up to. */
export function visibleToSupplier(supplierId: string) {
  return (eb: ExpressionBuilder<All, 'zycq'>) =>
    eb.or([
      eb.and([eb('zycq.kind', '=', 'question'), eb('zycq.supplier_id', '=', supplierId)]),
      eb.and([
        eb('zycq.kind', '=', 'clarification'),
        eb('zycq.status', '=', 'submitted'),
        eb('zycq.source_id', 'in', eb.selectFrom('source_signup').select('source_signup.source_id').where('source_signup.supplier_id', '=', supplierId)),
      ]),
    ]);
}

export async function zycqVisibleTo(db: Db, supplierId: string, zycqId: string): Promise<ZycqRow | undefined> {
  return (await zycqRows(db).where('zycq.zycq_id', '=', zycqId).where(visibleToSupplier(supplierId)).executeTakeFirst()) as ZycqRow | undefined;
}

/** By id or number (the buyer and the CLI name it either way). */
export async function zycqByIdOrNum(db: Db, idOrNum: string): Promise<ZycqRow | undefined> {
  return (await zycqRows(db)
    .where((eb) => eb.or([eb('zycq.zycq_id', '=', idOrNum), eb('zycq.zycq_num', '=', idOrNum)]))
    .executeTakeFirst()) as ZycqRow | undefined;
}

export interface ZycqFilter {
  questionClarificationNum?: string;
  sourceNum?: string;
  type?: ZycqKind;
  replyStatus?: ReplyStatus;
  status?: ZycqStatus;
  keyword?: string;
}

function filteredZycq(db: Db, f: ZycqFilter) {
  let q = zycqRows(db);
  if (f.questionClarificationNum?.trim()) q = q.where('zycq.zycq_num', 'ilike', likePrefix(f.questionClarificationNum));
  if (f.sourceNum?.trim()) q = q.where('source.source_num', 'ilike', likePrefix(f.sourceNum));
  if (f.type) q = q.where('zycq.kind', '=', f.type);
  if (f.replyStatus) q = q.where('zycq.reply_status', '=', f.replyStatus);
  if (f.status) q = q.where('zycq.status', '=', f.status);
  if (f.keyword?.trim()) q = q.where('zycq.title', 'ilike', `%${f.keyword.trim().replace(/[\\%_]/g, '\\$&')}%`);
  return q;
}

/** A supplier's list: what it may read, newest first. */
export async function pageZycqOfSupplier(db: Db, supplierId: string, f: ZycqFilter, paging: Paging) {
  const q = filteredZycq(db, f).where(visibleToSupplier(supplierId));
  const [rows, counted] = await Promise.all([q.orderBy('zycq.saved_at', 'desc').orderBy('zycq.zycq_num', 'desc').limit(paging.size).offset(paging.offset).execute(), boundedTotal(db, q)]);
  return { rows: rows as ZycqRow[], ...counted };
}

/** The buyer's list: submitted queries and clarifications (a draft is its writer's alone), newest first. */
export async function pageZycqForOperator(db: Db, f: ZycqFilter, paging: Paging) {
  const q = filteredZycq(db, { ...f, status: 'submitted' });
  const [rows, counted] = await Promise.all([q.orderBy('zycq.submitted_at', 'desc').orderBy('zycq.zycq_num', 'desc').limit(paging.size).offset(paging.offset).execute(), boundedTotal(db, q)]);
  return { rows: rows as ZycqRow[], ...counted };
}

export interface ObjectionFilter {
  objectionNum?: string;
  sourceNum?: string;
  status?: ObjectionStatus;
  title?: string;
}

function filteredObjections(db: Db, f: ObjectionFilter) {
  let q = objectionRows(db);
  if (f.objectionNum?.trim()) q = q.where('ten_objection.objection_num', 'ilike', likePrefix(f.objectionNum));
  if (f.sourceNum?.trim()) q = q.where('source.source_num', 'ilike', likePrefix(f.sourceNum));
  if (f.status) q = q.where('ten_objection.status', '=', f.status);
  if (f.title?.trim()) q = q.where('ten_objection.title', 'ilike', `%${f.title.trim().replace(/[\\%_]/g, '\\$&')}%`);
  return q;
}

export async function objectionOfSupplier(db: Db, supplierId: string, id: string): Promise<ObjectionRow | undefined> {
  return (await objectionRows(db).where('ten_objection.objection_id', '=', id).where('ten_objection.supplier_id', '=', supplierId).executeTakeFirst()) as ObjectionRow | undefined;
}

export async function objectionByIdOrNum(db: Db, idOrNum: string): Promise<ObjectionRow | undefined> {
  return (await objectionRows(db)
    .where((eb) => eb.or([eb('ten_objection.objection_id', '=', idOrNum), eb('ten_objection.objection_num', '=', idOrNum)]))
    .executeTakeFirst()) as ObjectionRow | undefined;
}

export async function pageObjectionsOfSupplier(db: Db, supplierId: string, f: ObjectionFilter, paging: Paging) {
  const q = filteredObjections(db, f).where('ten_objection.supplier_id', '=', supplierId);
  const [rows, counted] = await Promise.all([q.orderBy('ten_objection.saved_at', 'desc').orderBy('ten_objection.objection_num', 'desc').limit(paging.size).offset(paging.offset).execute(), boundedTotal(db, q)]);
  return { rows: rows as ObjectionRow[], ...counted };
}

/** The buyer's list: every objection but drafts, newest submission first. */
export async function pageObjectionsForOperator(db: Db, f: ObjectionFilter, paging: Paging) {
  const q = filteredObjections(db, f).where('ten_objection.status', '<>', 'draft');
  const [rows, counted] = await Promise.all([q.orderBy('ten_objection.submitted_at', 'desc').orderBy('ten_objection.objection_num', 'desc').limit(paging.size).offset(paging.offset).execute(), boundedTotal(db, q)]);
  return { rows: rows as ObjectionRow[], ...counted };
}
