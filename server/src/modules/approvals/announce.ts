// Every decision is told to the supplier's main user (spec 02 §5: /registerInfo promises SMS and
// e-mail): an SMS and an e-mail through the outbox and, once there is a supplier, a notice in the
// portal. The user's language is not known to the operator's call, so each message carries the
// three languages. Best effort, after the decision is committed: a full quota must not undo it.
import { escapeHtml } from '@portal/shared/core';
import type { Db } from '../../db/index';
import { sendMessage } from '../messaging/provider';
import { insertNotice } from '../supplier-notices/queries';

export type DecisionSubject = 'registration' | 'change';

export interface Decision {
  subject: DecisionSubject;
  decision: 'approve' | 'reject';
  supplierName: string;
  /** The supplier a notice goes to: none for a refused registration (there is no supplier yet). */
  supplierId: string | null;
  supplierNum?: string;
  userName?: string;
  changeNum?: string;
  reason: string | null;
}

export interface MainContact {
  phone: string | null;
  email: string | null;
}

type Texts = { title: string; body: string };
type Vars = Required<Pick<Decision, 'supplierName'>> & { supplierNum: string; userName: string; changeNum: string; reason: string };

const TEXTS: Record<string, (v: Vars) => Texts[]> = {
  'registration.approve': (v) => [
    { title: '供应商注册已审核通过', body: `${v.supplierName} 的供应商注册已审核通过，供应商编号 ${v.supplierNum}，请使用用户名 ${v.userName} 登录。` },
    { title: 'Supplier registration approved', body: `The supplier registration of ${v.supplierName} was approved: supplier number ${v.supplierNum}. Log in with user name ${v.userName}.` },
    { title: 'Đăng ký nhà cung cấp đã được phê duyệt', body: `Đăng ký nhà cung cấp ${v.supplierName} đã được phê duyệt: mã nhà cung cấp ${v.supplierNum}. Vui lòng đăng nhập bằng tên người dùng ${v.userName}.` },
  ],
  'registration.reject': (v) => [
    { title: '供应商注册未通过审核', body: `${v.supplierName} 的供应商注册未通过审核，原因：${v.reason}。请登录修改后重新提交。` },
    { title: 'Supplier registration rejected', body: `The supplier registration of ${v.supplierName} was rejected. Reason: ${v.reason}. Log in, correct it and submit it again.` },
    { title: 'Đăng ký nhà cung cấp bị từ chối', body: `Đăng ký nhà cung cấp ${v.supplierName} bị từ chối. Lý do: ${v.reason}. Vui lòng đăng nhập, sửa và gửi lại.` },
  ],
  'change.approve': (v) => [
    { title: '信息变更已审核通过', body: `${v.supplierName} 的信息变更申请 ${v.changeNum} 已审核通过，新信息已生效。` },
    { title: 'Change request approved', body: `Change request ${v.changeNum} of ${v.supplierName} was approved; the new data is in force.` },
    { title: 'Yêu cầu thay đổi đã được phê duyệt', body: `Yêu cầu thay đổi ${v.changeNum} của ${v.supplierName} đã được phê duyệt; thông tin mới đã có hiệu lực.` },
  ],
  'change.reject': (v) => [
    { title: '信息变更未通过审核', body: `${v.supplierName} 的信息变更申请 ${v.changeNum} 未通过审核，原因：${v.reason}。` },
    { title: 'Change request rejected', body: `Change request ${v.changeNum} of ${v.supplierName} was rejected. Reason: ${v.reason}.` },
    { title: 'Yêu cầu thay đổi bị từ chối', body: `Yêu cầu thay đổi ${v.changeNum} của ${v.supplierName} bị từ chối. Lý do: ${v.reason}.` },
  ],
};

/** The three languages' title and text of a decision (zh-CN, en-US, vi-VN). */
export function decisionTexts(d: Decision): Texts[] {
  const vars: Vars = { supplierName: d.supplierName || '—', supplierNum: d.supplierNum ?? '', userName: d.userName ?? '', changeNum: d.changeNum ?? '', reason: d.reason ?? '' };
  return TEXTS[`${d.subject}.${d.decision}`](vars);
}

/** The main user among a registration's or profile's contacts. */
export function mainContactOf(users: unknown, fallback: MainContact): MainContact {
  const main = Array.isArray(users) ? (users as Record<string, unknown>[]).find((u) => u?.isMainUser) : undefined;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().replace(/\s+/g, ' ') : null);
  return { phone: text(main?.phone) ?? fallback.phone, email: text(main?.email) ?? fallback.email };
}

export async function announceDecision(db: Db, decision: Decision, to: MainContact, at: Date): Promise<void> {
  const texts = decisionTexts(decision);
  const subject = `电子商务平台 - ${texts[0].title} / ${texts[1].title} / ${texts[2].title}`;
  const body = texts.map((t) => t.body).join('\n');
  const quietly = (p: Promise<unknown>) => p.catch(() => undefined);
  if (to.phone) await quietly(sendMessage(db, { channel: 'sms', recipient: to.phone, body }, at));
  if (to.email) await quietly(sendMessage(db, { channel: 'email', recipient: to.email, subject, body }, at));
  if (decision.supplierId) {
    await quietly(insertNotice(db, { supplierId: decision.supplierId, title: texts.map((t) => t.title).join(' / '), content: texts.map((t) => `<p>${escapeHtml(t.body)}</p>`).join(''), postedBy: 'system', at }));
  }
}
