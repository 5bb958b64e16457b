// The question and objection commands of `pnpm portal` (issue 14), over the same service as the
// operator API. approvals/commands.ts dispatches to these, so they run directly on the database or
// through the running server's local door (modules/operator/routes.ts) like every operator command.
import type { AppContext } from '../../platform/context';
import { refusal } from '../../platform/errors';
import { firstBadValue, firstMarkup } from '../../platform/input-guard';
import { parsePaging } from '../../platform/paging';
import type { Actor } from '../approvals/decision';
import * as objections from './objections';
import * as questions from './questions';
import { CONTENT_MAX, REPLY_MAX, TITLE_MAX } from './schemas';

export type QuestionCommand =
  | { name: 'questions'; page?: number; state?: questions.OperatorZycqState; type?: 'question' | 'clarification'; sourceNum?: string }
  | { name: 'question'; id: string }
  | { name: 'question-reply'; id: string; reply: string }
  | { name: 'clarify'; sourceId: string; title: string; content: string; bidPackages?: string[] }
  | { name: 'objections'; page?: number; state?: objections.OperatorObjectionState; sourceNum?: string }
  | { name: 'objection'; id: string }
  | { name: 'objection-reply'; id: string; reply: string };

export const QUESTION_COMMANDS = ['questions', 'question', 'question-reply', 'clarify', 'objections', 'objection', 'objection-reply'] as const;
export type QuestionCommandName = (typeof QUESTION_COMMANDS)[number];
export const isQuestionCommand = (name: unknown): name is QuestionCommandName => QUESTION_COMMANDS.includes(name as QuestionCommandName);

export const QUESTION_USAGE = `  questions [--state toReply|replied|all] [--type question|clarification] [--source NUM] [--page N]
                                 submitted queries and clarifications, newest first
  question <id|number>           one query or clarification with its reply
  question-reply <id|number> --reply "…"
                                 reply to a supplier's query (once)
  clarify <source id|number> --title "…" --content "…" [--packages P1,P2]
                                 publish a clarification to every supplier signed up to the source
  objections [--state toReply|replied|accepted|denied|all] [--source NUM] [--page N]
                                 submitted objections, newest first
  objection <id|number>          one objection with its reply and the supplier's answer
  objection-reply <id|number> --reply "…"
                                 reply to a submitted objection (the supplier then accepts or denies it)`;

const QUERY_STATES = ['toReply', 'replied', 'all'] as const;
const OBJECTION_STATES = ['toReply', 'replied', 'accepted', 'denied', 'all'] as const;

/** What the API's input guard refuses for every request, for text typed at the terminal. */
function guardText(value: unknown): void {
  const bad = firstBadValue(value);
  if (bad) throw refusal(400, 'paramText', { field: bad.slice(0, 40) });
  const markup = firstMarkup(value);
  if (markup) throw refusal(400, 'paramMarkup', { field: markup.slice(0, 40) });
}

export async function runQuestionCommand(ctx: AppContext, cmd: QuestionCommand, actor: Actor): Promise<unknown> {
  guardText(cmd);
  switch (cmd.name) {
    case 'questions':
      return questions.operatorListQueries(ctx, { state: cmd.state, type: cmd.type, sourceNum: cmd.sourceNum }, parsePaging(cmd.page, 20));
    case 'question':
      return questions.operatorQuery(ctx, cmd.id);
    case 'question-reply':
      return questions.replyToQuery(ctx, { zycqId: cmd.id, reply: cmd.reply }, actor);
    case 'clarify':
      return questions.publishClarification(ctx, { sourceId: cmd.sourceId, title: cmd.title, content: cmd.content, bidPackages: cmd.bidPackages }, actor);
    case 'objections':
      return objections.operatorListObjections(ctx, { state: cmd.state, sourceNum: cmd.sourceNum }, parsePaging(cmd.page, 20));
    case 'objection':
      return objections.operatorObjection(ctx, cmd.id);
    case 'objection-reply':
      return objections.replyToObjection(ctx, { id: cmd.id, reply: cmd.reply }, actor);
  }
}

/** A command as it arrives at the local door (or from the CLI's arguments): its shape checked. */
export function parseQuestionCommand(v: Record<string, unknown>): QuestionCommand | null {
  const str = (k: string, max = 64) => typeof v[k] === 'string' && (v[k] as string).trim().length > 0 && (v[k] as string).length <= max;
  const optStr = (k: string, max = 64) => v[k] === undefined || str(k, max);
  const page = v.page === undefined || (Number.isInteger(v.page) && (v.page as number) >= 1);
  switch (v.name) {
    case 'questions':
      if (!page || !optStr('sourceNum')) return null;
      if (v.state !== undefined && !QUERY_STATES.includes(v.state as never)) return null;
      if (v.type !== undefined && v.type !== 'question' && v.type !== 'clarification') return null;
      return { name: 'questions', page: v.page as number | undefined, state: v.state as questions.OperatorZycqState | undefined, type: v.type as 'question' | 'clarification' | undefined, sourceNum: v.sourceNum as string | undefined };
    case 'question':
    case 'objection':
      return str('id') ? { name: v.name, id: v.id as string } : null;
    case 'question-reply':
    case 'objection-reply':
      return str('id') && str('reply', REPLY_MAX) ? { name: v.name, id: v.id as string, reply: v.reply as string } : null;
    case 'clarify': {
      const packages = v.bidPackages;
      if (packages !== undefined && (!Array.isArray(packages) || packages.length > 50 || !packages.every((p) => typeof p === 'string' && p.length > 0 && p.length <= 100))) return null;
      return str('sourceId') && str('title', TITLE_MAX) && str('content', CONTENT_MAX)
        ? { name: 'clarify', sourceId: v.sourceId as string, title: v.title as string, content: v.content as string, bidPackages: packages as string[] | undefined }
        : null;
    }
    case 'objections':
      if (!page || !optStr('sourceNum')) return null;
      if (v.state !== undefined && !OBJECTION_STATES.includes(v.state as never)) return null;
      return { name: 'objections', page: v.page as number | undefined, state: v.state as objections.OperatorObjectionState | undefined, sourceNum: v.sourceNum as string | undefined };
    default:
      return null;
  }
}

/** The command of `portal <command> <args>`; `fail` says what is wrong in one line (the CLI's error). */
export function questionCommandFromArgs(command: QuestionCommandName, args: string[], fail: (message: string) => never): QuestionCommand {
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : args[i + 1];
  };
  const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
  const pageText = option('--page');
  const page = pageText === undefined ? undefined : Number(pageText);
  const candidate: Record<string, unknown> = { name: command };
  switch (command) {
    case 'questions':
    case 'objections':
      Object.assign(candidate, { page, state: option('--state'), type: option('--type'), sourceNum: option('--source') });
      if (command === 'objections') delete candidate.type;
      break;
    case 'question':
    case 'objection':
      candidate.id = positional[0];
      break;
    case 'question-reply':
    case 'objection-reply':
      Object.assign(candidate, { id: positional[0], reply: option('--reply') });
      break;
    case 'clarify': {
      const packages = option('--packages');
      Object.assign(candidate, { sourceId: positional[0], title: option('--title'), content: option('--content'), bidPackages: packages?.split(',').map((p) => p.trim()).filter(Boolean) });
      break;
    }
  }
  for (const k of Object.keys(candidate)) if (candidate[k] === undefined) delete candidate[k];
  const cmd = parseQuestionCommand(candidate);
  if (!cmd) fail(`${command}: check the arguments\n${QUESTION_USAGE.split('\n').filter((l) => l.trimStart().startsWith(command + ' ') || l.trim() === command).join('\n')}`);
  return cmd!;
}

type Row = Record<string, any>;
const utc = (iso: unknown) => (typeof iso === 'string' ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '–');
const oneLine = (text: unknown, max = 80) => {
  const s = String(text ?? '').replace(/\s+/g, ' ');
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};

/** What the commands print: plain lines for a terminal, times in UTC. */
export function formatQuestionResult(cmd: QuestionCommand, result: unknown): string {
  const r = result as Row;
  switch (cmd.name) {
    case 'questions': {
      const records = (r.records ?? []) as Row[];
      if (!records.length) return 'no query or clarification matches';
      return [
        `${r.total}${r.totalCapped ? '+' : ''} (newest first):`,
        ...records.map((x) => `${String(x.questionClarificationNum).padEnd(16)} ${String(x.type).padEnd(13)} ${String(x.replyStatus ?? '–').padEnd(8)} ${String(x.sourceNum).padEnd(12)} ${utc(x.submittedAt)}  ${x.supplierName ?? 'buyer'}: ${oneLine(x.title, 60)}`),
      ].join('\n');
    }
    case 'objections': {
      const records = (r.records ?? []) as Row[];
      if (!records.length) return 'no objection matches';
      return [
        `${r.total}${r.totalCapped ? '+' : ''} (newest first):`,
        ...records.map((x) => `${String(x.objectionNum).padEnd(16)} ${String(x.status).padEnd(9)} ${String(x.sourceNum).padEnd(12)} ${utc(x.submittedAt)}  ${x.supplierName}: ${oneLine(x.title, 60)}`),
      ].join('\n');
    }
    case 'question':
    case 'question-reply':
    case 'clarify':
      return [
        `${cmd.name === 'question-reply' ? 'replied: ' : cmd.name === 'clarify' ? 'published: ' : ''}${r.type} ${r.questionClarificationNum} (${r.zycqId}) on ${r.sourceNum} ${r.sourceTitle}`,
        `  ${r.type === 'question' ? `by ${r.supplierId} ${r.supplierName}` : 'by the buyer, for every signed-up supplier'}, submitted ${utc(r.submittedAt)}, query deadline ${utc(r.deadline)}`,
        ...(r.bidPackages?.length ? [`  bid packages: ${r.bidPackages.join(', ')}`] : []),
        `  title: ${r.title}`,
        `  content: ${oneLine(r.content, 400)}`,
        ...(r.type === 'question' ? [r.replyStatus === 'replied' ? `  reply by ${r.replier} at ${utc(r.replyTime)}: ${oneLine(r.reply, 400)}` : '  not replied yet'] : []),
      ].join('\n');
    case 'objection':
    case 'objection-reply':
      return [
        `${cmd.name === 'objection-reply' ? 'replied: ' : ''}objection ${r.objectionNum} (${r.id}) on ${r.sourceNum} ${r.sourceTitle}: ${r.status}`,
        `  by ${r.supplierId} ${r.supplierName}, submitted ${utc(r.submittedAt)}`,
        `  title: ${r.title}`,
        `  content: ${oneLine(r.content, 400)}`,
        r.reply ? `  reply by ${r.replier} at ${utc(r.replyTime)}: ${oneLine(r.reply, 400)}` : '  not replied yet',
        ...(r.decisionTime ? [`  the supplier ${r.status} the reply at ${utc(r.decisionTime)}`] : []),
      ].join('\n');
  }
}
