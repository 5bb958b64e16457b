// What the operator commands print: plain lines an operator reads in a terminal (times in UTC, as
// stored, with their zone said).
import type { OperatorCommand } from './commands';
import { formatSourceResult, isSourceCommand, type SourceCommand } from '../source-admin/commands';
import { formatQuestionResult, isQuestionCommand, type QuestionCommand } from '../questions/commands';
import { formatCentreResult, isCentreCommand, type CentreCommand } from '../supplier-centre/commands';

type Row = Record<string, unknown>;
const utc = (iso: unknown) => (typeof iso === 'string' ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '–');
const section = (title: string, value: unknown) =>
  `${title}:\n` +
  (Array.isArray(value) ? value.map((v, i) => `  ${i + 1}. ${JSON.stringify(v)}`).join('\n') || '  –' : Object.entries((value ?? {}) as Row).map(([k, v]) => `  ${k}: ${String(v)}`).join('\n') || '  –');

/** The list's flag: how many suppliers or waiting registrations share the code or the name. */
const duplicateFlag = (list: unknown) => (Array.isArray(list) && list.length ? `  ⚠ possible duplicate of ${list.length}: ${(list as Row[]).map((d) => d.supplierNum ?? d.id).join(', ')}` : '');
const duplicateLine = (d: Row) =>
  `  ${d.kind === 'supplier' ? `supplier ${d.supplierNum} (${d.id})` : `registration ${d.id}`} ${d.supplierName ?? ''}, code ${d.creditCode ?? '–'}: same ${(d.matchedOn as string[]).join(' and ')}`;

export function formatOperatorResult(cmd: OperatorCommand, result: unknown): string {
  const r = result as Row;
  if (isSourceCommand(cmd.name)) return formatSourceResult(cmd as SourceCommand, result);
  if (isQuestionCommand(cmd.name)) return formatQuestionResult(cmd as QuestionCommand, result);
  if (isCentreCommand(cmd.name)) return formatCentreResult(cmd as CentreCommand, result);
  switch (cmd.name) {
    case 'approvals': {
      const records = (r.records ?? []) as Row[];
      if (!records.length) return cmd.changes ? 'no change request is waiting for approval' : 'no registration is waiting for approval';
      const names = (x: Row) => `${x.supplierName ?? ''}${x.supplierNameEn ? ` (${x.supplierNameEn})` : ''}`;
      const lines = records.map((x) =>
        x.kind === 'change'
          ? `${String(x.changeId).padEnd(22)} ${String(x.changeNum).padEnd(14)} ${utc(x.submittedAt)}  ${x.supplierId} ${names(x)}`
          : `${String(x.userId).padEnd(14)} ${String(x.userName).padEnd(20)} ${utc(x.submittedAt)}  ${names(x)}${duplicateFlag(x.duplicates)}`,
      );
      return [`${r.total}${r.totalCapped ? '+' : ''} waiting (oldest first):`, ...lines].join('\n');
    }
    case 'approval': {
      if (r.changeId) {
        const fields = (r.changes ?? []) as Row[];
        return [
          `change ${r.changeNum} (${r.changeId}) of supplier ${r.supplierId}: ${r.status}, submitted ${utc(r.submittedAt)} by ${r.submittedBy}${r.reason ? ` — ${r.reason}` : ''}`,
          ...fields.map((f) => `  ${f.section}.${f.field}: ${JSON.stringify(f.oldValue)} → ${JSON.stringify(f.newValue)}`),
        ].join('\n');
      }
      const last = r.lastDecision as Row | null;
      return [
        `registration ${r.userId} of ${r.userName}: ${r.status}, submitted ${utc(r.submittedAt)}`,
        last ? `last decision: ${last.decision} by ${last.actor} at ${utc(last.decidedAt)}${last.reason ? ` — ${last.reason}` : ''}` : 'no decision yet',
        section('company', r.supplierInfoAll),
        section('address', r.supplierAddress),
        section('bank', r.supplierBank),
        section('contacts', r.supplierUsers),
        section('performance', r.supplierInfoPerformanceWz),
        'main businesses:',
        ...(((r.supplierMainBusiness ?? []) as Row[]).map((m) => `  ${m.mainbusinessCode} ${m.mainbusinessName}`)),
        ...(((r.supplierMainBusiness ?? []) as Row[]).length ? [] : ['  –']),
        'possible duplicates:',
        ...(((r.duplicates ?? []) as Row[]).map(duplicateLine)),
        ...(((r.duplicates ?? []) as Row[]).length ? [] : ['  –']),
        'files:',
        ...(((r.files ?? []) as Row[]).map((f) => `  ${String(f.fileBusinessType ?? '').padEnd(21)} ${String(f.fileName)} (${Math.round((Number(f.fileSize) / 1024) * 10) / 10} KB, ${f.fileId}${f.businessId !== 'REGISTRATION' ? `, record ${f.businessId}` : ''})`)),
        ...(((r.files ?? []) as Row[]).length ? [] : ['  –']),
      ].join('\n');
    }
    case 'approve': {
      if (r.changeId) return `approved: change ${r.changeId} is now the supplier's data`;
      const contacts = (r.contactAccounts ?? []) as string[];
      const more = contacts.length ? `; accounts for its contacts (password through recovery): ${contacts.join(', ')}` : '';
      return `approved: ${r.userId} is now the main user of supplier ${r.supplierId} and can log in to the site${more}`;
    }
    case 'reject':
      if (r.changeId) return `rejected: change ${r.changeId} (reason: ${r.reason})`;
      return `rejected: ${r.userId} can correct the registration and send it again (reason: ${r.reason})`;
    case 'supplier-active':
      return `supplier ${r.supplierId} is now ${r.activated ? 'active' : 'inactive'}`;
    case 'password-reset':
      return `password of ${r.userName} reset: a temporary password went by SMS to ${r.sentTo}; the next login must change it, and every session of the user has ended`;
    case 'audit': {
      const rows = result as Row[];
      if (!rows.length) return 'the audit log is empty';
      return rows.map((x) => `${utc(x.at)}  ${String(x.action).padEnd(22)} ${String(x.target).padEnd(30)} by ${x.actorKind}:${x.actorId}  ${JSON.stringify(x.detail)}`).join('\n');
    }
    default:
      return JSON.stringify(result);
  }
}
