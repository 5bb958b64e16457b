// What the API answers for a query, a clarification and an objection: the spec's field names in
// camelCase, times as ISO 8601 (UTC). The buyer's views add who raised it; a supplier's never name
// another supplier.
import { jsonColumn } from '../../db/json-column';
import type { ObjectionView, SupplierZycqView, ZycqView } from '@portal/shared/core';
import type { ObjectionStatus, ReplyStatus, ZycqKind, ZycqStatus } from './tables';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export interface ZycqRow {
  zycq_id: string;
  zycq_num: string;
  source_id: string;
  supplier_id: string | null;
  user_id: string;
  kind: ZycqKind;
  title: string;
  content: string;
  bid_packages: unknown;
  status: ZycqStatus;
  deadline: Date | null;
  reply: string | null;
  reply_status: ReplyStatus | null;
  replier: string | null;
  replied_at: Date | null;
  created_at: Date;
  saved_at: Date;
  submitted_at: Date | null;
  source_num: string;
  source_title: string;
  source_title_en: string | null;
  supplier_name: string | null;
}

export function zycqView(r: ZycqRow): ZycqView {
  return {
    zycqId: r.zycq_id,
    questionClarificationNum: r.zycq_num,
    type: r.kind,
    sourceId: r.source_id,
    sourceNum: r.source_num,
    sourceTitle: r.source_title,
    sourceTitleEn: r.source_title_en,
    title: r.title,
    content: r.content,
    bidPackages: jsonColumn<string[]>(r.bid_packages) ?? [],
    status: r.status,
    deadline: iso(r.deadline),
    reply: r.reply,
    replyStatus: r.reply_status,
    replier: r.replier,
    replyTime: iso(r.replied_at),
    createdAt: iso(r.created_at)!,
    savedAt: iso(r.saved_at)!,
    submittedAt: iso(r.submitted_at),
  };
}

/** A supplier's view: `mine` says whether the caller raised it (a clarification is the buyer's). */
export const supplierZycqView = (r: ZycqRow, supplierId: string): SupplierZycqView => ({ ...zycqView(r), mine: r.kind === 'question' && r.supplier_id === supplierId });

/** The buyer's view: who raised it too. */
export const operatorZycqView = (r: ZycqRow) => ({ ...zycqView(r), supplierId: r.supplier_id, supplierName: r.supplier_name, userId: r.user_id });

export interface ObjectionRow {
  objection_id: string;
  objection_num: string;
  source_id: string;
  supplier_id: string;
  user_id: string;
  title: string;
  content: string;
  status: ObjectionStatus;
  reply: string | null;
  replier: string | null;
  replied_at: Date | null;
  decided_at: Date | null;
  created_at: Date;
  saved_at: Date;
  submitted_at: Date | null;
  source_num: string;
  source_title: string;
  source_title_en: string | null;
  supplier_name: string | null;
}

export function objectionView(r: ObjectionRow): ObjectionView {
  return {
    id: r.objection_id,
    objectionNum: r.objection_num,
    sourceId: r.source_id,
    sourceNum: r.source_num,
    sourceTitle: r.source_title,
    sourceTitleEn: r.source_title_en,
    title: r.title,
    content: r.content,
    status: r.status,
    reply: r.reply,
    replier: r.replier,
    replyTime: iso(r.replied_at),
    decisionTime: iso(r.decided_at),
    createdAt: iso(r.created_at)!,
    savedAt: iso(r.saved_at)!,
    submittedAt: iso(r.submitted_at),
  };
}

export const operatorObjectionView = (r: ObjectionRow) => ({ ...objectionView(r), supplierId: r.supplier_id, supplierName: r.supplier_name, userId: r.user_id });
