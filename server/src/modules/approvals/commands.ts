// The operator commands of `pnpm portal` over the approvals service. The CLI runs them itself when
// it can open the database, or hands them to the running server's local door (modules/operator)
// when that server holds the embedded database; either way the same code decides and records.
import type { AppContext } from '../../platform/context';
import { auditEntries } from '../../platform/audit';
import { parsePaging } from '../../platform/paging';
import * as approvals from './service';
import { resetPasswordByOperator } from '../account-recovery/operator-reset';
import { DEFAULT_LANGUAGE } from '@portal/shared/core';
import { SOURCE_COMMANDS, isSourceCommand, parseSourceCommand, runSourceCommand, type SourceCommand } from '../source-admin/commands';
import { QUESTION_COMMANDS, isQuestionCommand, parseQuestionCommand, runQuestionCommand, type QuestionCommand } from '../questions/commands';
import { CENTRE_COMMANDS, isCentreCommand, parseCentreCommand, runCentreCommand, type CentreCommand } from '../supplier-centre/commands';

export type OperatorCommand =
  | { name: 'approvals'; page?: number; changes?: boolean }
  | { name: 'approval'; id: string }
  | { name: 'approve'; id: string }
  | { name: 'reject'; id: string; reason: string }
  | { name: 'supplier-active'; supplierId: string; active: boolean }
  | { name: 'audit'; target?: string; limit?: number }
  | { name: 'password-reset'; userName: string }
  // Sourcing and the movable clock (issue 14): source-admin/commands.ts.
  | SourceCommand
  // Questions, clarifications and objections (issue 14): questions/commands.ts.
  | QuestionCommand
  // Supplier centre and contracts (issue 15): supplier-centre/commands.ts.
  | CentreCommand;

export const OPERATOR_COMMANDS = ['approvals', 'approval', 'approve', 'reject', 'supplier-active', 'audit', 'password-reset', ...SOURCE_COMMANDS, ...QUESTION_COMMANDS, ...CENTRE_COMMANDS] as const;

export async function runOperatorCommand(ctx: AppContext, cmd: OperatorCommand, actor: approvals.Actor): Promise<unknown> {
  if (isSourceCommand(cmd.name)) return runSourceCommand(ctx, cmd as SourceCommand, actor);
  if (isQuestionCommand(cmd.name)) return runQuestionCommand(ctx, cmd as QuestionCommand, actor);
  if (isCentreCommand(cmd.name)) return runCentreCommand(ctx, cmd as CentreCommand, actor);
  switch (cmd.name) {
    case 'approvals':
      return approvals.pending(ctx, cmd.changes ? 'change' : 'registration', parsePaging(cmd.page, 20));
    case 'approval':
      return approvals.show(ctx, cmd.id);
    case 'approve':
      return approvals.decide(ctx, { id: cmd.id, decision: 'approve' }, actor);
    case 'reject':
      return approvals.decide(ctx, { id: cmd.id, decision: 'reject', reason: cmd.reason }, actor);
    case 'supplier-active':
      return approvals.setSupplierActive(ctx, cmd.supplierId, cmd.active, actor);
    case 'audit':
      return auditEntries(ctx.db, { target: cmd.target, limit: cmd.limit });
    case 'password-reset': {
      // The CLI speaks English; the SMS goes in the portal's default language. The password goes
      // only by SMS; the command prints where it went.
      const { password: _sent, ...reset } = await resetPasswordByOperator(ctx, cmd.userName, actor, 'en-US', DEFAULT_LANGUAGE);
      return reset;
    }
    default:
      return undefined;
  }
}

/** A command as it arrives at the local door: its shape checked before anything runs. */
export function parseOperatorCommand(value: unknown): OperatorCommand | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (isSourceCommand(v.name)) return parseSourceCommand(v);
  if (isQuestionCommand(v.name)) return parseQuestionCommand(v);
  if (isCentreCommand(v.name)) return parseCentreCommand(v);
  const id = (k: string) => typeof v[k] === 'string' && (v[k] as string).length > 0 && (v[k] as string).length <= 64;
  switch (v.name) {
    case 'approvals':
      return v.page === undefined || Number.isInteger(v.page) ? { name: 'approvals', page: v.page as number | undefined, changes: v.changes === true } : null;
    case 'approval':
    case 'approve':
      return id('id') ? { name: v.name, id: v.id as string } : null;
    case 'reject':
      return id('id') && typeof v.reason === 'string' ? { name: 'reject', id: v.id as string, reason: v.reason } : null;
    case 'supplier-active':
      return id('supplierId') && typeof v.active === 'boolean' ? { name: 'supplier-active', supplierId: v.supplierId as string, active: v.active } : null;
    case 'password-reset':
      return id('userName') ? { name: 'password-reset', userName: v.userName as string } : null;
    case 'audit':
      return { name: 'audit', target: typeof v.target === 'string' ? v.target.slice(0, 200) : undefined, limit: Number.isInteger(v.limit) ? Math.min(Math.max(v.limit as number, 1), 500) : undefined };
    default:
      return null;
  }
}
