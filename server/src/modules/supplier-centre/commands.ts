// The supplier-centre and contract commands of `pnpm portal` (issue 15), over the same services as
// the operator API (operator-routes.ts). approvals/commands.ts dispatches to these, so they run
// directly on the database or through the running server's local door like every operator command.
// Each command carries the body of its operator call as `input`; the services check it against the
// route's schema, so the CLI and the API refuse the same things with the same words.
import fs from 'node:fs';
import type { AppContext } from '../../platform/context';
import { refusal } from '../../platform/errors';
import { firstBadValue, firstMarkup } from '../../platform/input-guard';
import type { Actor } from '../approvals/decision';
import * as contracts from '../contracts/buyer';
import type { Payer } from '../payments/service';
import { postNotice, raiseFeeChecked, setFileValidity, settleOrderChecked } from './buyer';
import { registerCertificate, revokeCertificate } from './ca';
import { shareDocument } from './documents';

export const CENTRE_COMMANDS = [
  'contract-from-award',
  'contract-status',
  'contracts',
  'delivery-note',
  'delivery-log',
  'frame-agreement',
  'notice-post',
  'ca-register',
  'ca-revoke',
  'fee-raise',
  'pay-settle',
  'document-share',
  'file-validity',
] as const;
export type CentreCommandName = (typeof CENTRE_COMMANDS)[number];
export type CentreCommand = { name: CentreCommandName; input: Record<string, unknown> };
export const isCentreCommand = (name: unknown): name is CentreCommandName => CENTRE_COMMANDS.includes(name as CentreCommandName);

export const CENTRE_USAGE = `  contract-from-award <source id|number> --supplier SUP [--num HT-…] [--name "…"] [--amount 123.45]
        [--currency CNY] [--arrival-address "…"] [--invoice-address "…"] [--status SIGNED] [--file more.json]
                                 a contract with a supplier the source was awarded to
  contract-status <contractId> <DRAFT|SIGNED|PERFORMING|COMPLETED|TERMINATED>
  contracts [--supplier SUP] [--page N]
                                 contracts, newest first
  delivery-note <contractId> --shipped Q --current Q [--title "…"] [--order N] [--courier N]
        [--address "…"] [--paper N]  a delivery note of a contract (its log starts with 'created')
  delivery-log <noteId|code> --action "…" [--remark "…"] [--status pending|shipped|received|accepted|rejected]
        [--received Q]           an entry of the note's operation log (may move its status and the
                                 contract's received quantity)
  frame-agreement <file.json>    a frame agreement with its lines (the body of frameAgreement/create)
  notice-post (--supplier SUP | --all) --title "…" [--content "…"]
                                 a notice in the supplier centre of one or every supplier
  ca-register <SUP> --sn SN --holder "…" --issuer "…" --from <ISO> --to <ISO>
  ca-revoke <SN>
  fee-raise <SUP> --type MEMBERSHIP|ANNUAL|SERVICE|CA --title "…" --amount 1000.00 --currency CNY
        --due <ISO> [--period 2026]
  pay-settle <orderId> paid|failed
                                 what the payment simulator's buttons do
  document-share (--supplier SUP | --all | --contract C) --title "…" --type CONTRACT|NOTICE|TEMPLATE|MANUAL|INVOICE|OTHER
        --file <path> [--content-type application/pdf]
  file-validity <fileId> --until <ISO>
                                 end of a qualification file's validity (to-do warns 30 days ahead)`;

/** What the API's input guard refuses for every request, for text typed at the terminal. */
function guardText(value: unknown): void {
  const bad = firstBadValue(value);
  if (bad) throw refusal(400, 'paramText', { field: bad.slice(0, 40) });
  const markup = firstMarkup(value);
  if (markup) throw refusal(400, 'paramMarkup', { field: markup.slice(0, 40) });
}

export async function runCentreCommand(ctx: AppContext, cmd: CentreCommand, actor: Actor): Promise<unknown> {
  const by: Payer = { kind: actor.kind, id: actor.id };
  const { contentBase64, ...rest } = cmd.input;
  guardText(rest);
  const input = cmd.input;
  switch (cmd.name) {
    case 'contract-from-award':
      return contracts.createContractFromAward(ctx, input, by);
    case 'contract-status':
      return contracts.setContractStatus(ctx, input, by);
    case 'contracts': {
      const page = Number.isInteger(input.page) && (input.page as number) > 0 ? (input.page as number) : 1;
      return contracts.operatorContracts(ctx, { supplierId: typeof input.supplierId === 'string' ? input.supplierId : undefined, offset: (page - 1) * 20, limit: 20 });
    }
    case 'delivery-note':
      return contracts.createDeliveryNote(ctx, input, by);
    case 'delivery-log':
      return contracts.addDeliveryLog(ctx, input, by);
    case 'frame-agreement':
      return contracts.createFrameAgreement(ctx, input, by);
    case 'notice-post':
      return postNotice(ctx, input, by);
    case 'ca-register':
      return registerCertificate(ctx, input, by);
    case 'ca-revoke':
      return revokeCertificate(ctx, input, by);
    case 'fee-raise':
      return raiseFeeChecked(ctx, input, by);
    case 'pay-settle':
      return settleOrderChecked(ctx, input, by);
    case 'document-share':
      void contentBase64;
      return shareDocument(ctx, input, by);
    case 'file-validity':
      return setFileValidity(ctx, input, by);
  }
}

/** A command as it arrives at the local door: a known name and an object input (the services check the rest). */
export function parseCentreCommand(v: Record<string, unknown>): CentreCommand | null {
  if (!isCentreCommand(v.name)) return null;
  const input = v.input;
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  return { name: v.name, input: input as Record<string, unknown> };
}

/** The command of `portal <command> <args>`; `fail` says what is wrong in one line (the CLI's error). */
export function centreCommandFromArgs(command: CentreCommandName, args: string[], fail: (message: string) => never): CentreCommand {
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : args[i + 1];
  };
  const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--') && !['--all'].includes(args[i - 1])));
  const need = (value: string | undefined, what: string) => value ?? fail(`${command} needs ${what}`);
  const readJson = (file: string) => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch (err) {
      return fail(`${command}: cannot read ${file}: ${(err as Error).message}`);
    }
  };
  const pick = (pairs: Record<string, string | undefined>) => Object.fromEntries(Object.entries(pairs).filter(([, v]) => v !== undefined));
  let input: Record<string, unknown>;
  switch (command) {
    case 'contract-from-award': {
      const more = option('--file') ? readJson(option('--file')!) : {};
      input = {
        ...more,
        ...pick({ sourceId: need(positional[0], 'the source id or number'), supplierId: need(option('--supplier'), '--supplier SUP'), contractNum: option('--num'), contractName: option('--name'), signedAmount: option('--amount'), currency: option('--currency'), arrivalAddress: option('--arrival-address'), invoiceAddress: option('--invoice-address'), status: option('--status') }),
      };
      break;
    }
    case 'contract-status':
      input = { contractId: need(positional[0], 'the contract id'), status: need(positional[1], 'the status') };
      break;
    case 'contracts':
      input = { ...pick({ supplierId: option('--supplier') }), ...(option('--page') ? { page: Number(option('--page')) } : {}) };
      break;
    case 'delivery-note':
      input = pick({ contractId: need(positional[0], 'the contract id'), shippedQuantity: need(option('--shipped'), '--shipped Q'), currentQuantity: need(option('--current'), '--current Q'), title: option('--title'), orderNum: option('--order'), courierNum: option('--courier'), shipToAddress: option('--address'), paperDocNum: option('--paper') });
      break;
    case 'delivery-log':
      input = pick({ noteId: need(positional[0], 'the delivery note id or code'), action: need(option('--action'), '--action "…"'), remark: option('--remark'), acceptanceStatus: option('--status'), receivedQuantity: option('--received') });
      break;
    case 'frame-agreement':
      input = readJson(need(positional[0], 'the JSON file of the agreement'));
      break;
    case 'notice-post':
      input = { ...pick({ supplierId: option('--supplier'), title: need(option('--title'), '--title "…"'), content: option('--content') }), ...(args.includes('--all') ? { all: true } : {}) };
      break;
    case 'ca-register':
      input = pick({ supplierId: need(positional[0], 'the supplier id'), caSn: need(option('--sn'), '--sn SERIAL'), holder: need(option('--holder'), '--holder "…"'), issuer: need(option('--issuer'), '--issuer "…"'), validFrom: need(option('--from'), '--from <ISO time>'), validTo: need(option('--to'), '--to <ISO time>') });
      break;
    case 'ca-revoke':
      input = { caSn: need(positional[0], 'the certificate serial') };
      break;
    case 'fee-raise':
      input = pick({ supplierId: need(positional[0], 'the supplier id'), feeType: option('--type') ?? 'MEMBERSHIP', title: need(option('--title'), '--title "…"'), amount: need(option('--amount'), '--amount 1000.00'), currency: option('--currency') ?? 'CNY', dueDate: need(option('--due'), '--due <ISO time>'), period: option('--period') });
      break;
    case 'pay-settle':
      input = { orderId: need(positional[0], 'the order id'), outcome: need(positional[1], 'paid or failed') };
      break;
    case 'document-share': {
      const file = need(option('--file'), '--file <path>');
      let content: Buffer;
      try {
        content = fs.readFileSync(file);
      } catch (err) {
        return fail(`${command}: cannot read ${file}: ${(err as Error).message}`);
      }
      input = {
        ...pick({ supplierId: option('--supplier'), contractId: option('--contract'), title: need(option('--title'), '--title "…"'), docType: option('--type') ?? 'OTHER', contentType: option('--content-type') }),
        ...(args.includes('--all') ? { all: true } : {}),
        fileName: file.split(/[\\/]/).pop()!,
        contentBase64: content.toString('base64'),
      };
      break;
    }
    case 'file-validity':
      input = { fileId: need(positional[0], 'the file id'), validUntil: need(option('--until'), '--until <ISO time>') };
      break;
  }
  return { name: command, input };
}

type Row = Record<string, any>;
const utc = (iso: unknown) => (typeof iso === 'string' ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '–');

/** What the commands print: plain lines for a terminal, times in UTC. */
export function formatCentreResult(cmd: CentreCommand, result: unknown): string {
  const r = result as Row;
  switch (cmd.name) {
    case 'contract-from-award':
    case 'contract-status':
      return `contract ${r.contractNum} (${r.contractId}) of ${r.supplierId}: ${r.status}, ${r.signedAmount} ${r.currency}, source ${r.sourceNum ?? '–'}, signed ${utc(r.signDate)}`;
    case 'contracts': {
      const rows = (r.records ?? []) as Row[];
      if (!rows.length) return 'no contract';
      return rows.map((c) => `${String(c.contractId).padEnd(24)} ${String(c.contractNum).padEnd(22)} ${String(c.status).padEnd(11)} ${c.supplierId}  ${c.signedAmount} ${c.currency}  ${c.contractName}`).join('\n');
    }
    case 'delivery-note':
    case 'delivery-log':
      return [
        `delivery note ${r.noteCode} (${r.noteId}) of contract ${r.contractNum}: ${r.acceptanceStatus}, shipped ${r.currentQuantity} of ${r.shippedQuantity}`,
        ...((r.log ?? []) as Row[]).map((l) => `  ${utc(l.at)}  ${l.operator}: ${l.action}${l.remark ? ` — ${l.remark}` : ''}`),
      ].join('\n');
    case 'frame-agreement':
      return `frame agreement ${r.agreementNum} (${r.agreementId}) with ${r.supplierId}: ${r.status}, ${r.totalAmount} ${r.currency}, ${utc(r.validFrom)} – ${utc(r.validTo)}, ${(r.lines ?? []).length} lines`;
    case 'notice-post':
      return `notice ${r.id} posted to ${r.supplierId ?? 'every supplier'}: ${r.title}`;
    case 'ca-register':
    case 'ca-revoke':
      return `CA ${r.caSn} of ${r.supplierId}: ${r.state} (${r.holder}, ${r.issuer}, valid ${utc(r.validFrom)} – ${utc(r.validTo)})${r.changed === false ? ' — unchanged' : ''}`;
    case 'fee-raise':
      return `fee ${r.feeId} for ${r.supplierId}: ${r.title}, ${r.amount} ${r.currency}, due ${utc(r.dueDate)}`;
    case 'pay-settle':
      return `order ${r.orderId} (fee ${r.feeId}): ${r.status}`;
    case 'document-share':
      return `document ${r.docId} shared with ${r.supplierId ?? 'every supplier'}: ${r.title} (${r.fileSize} bytes)`;
    case 'file-validity':
      return `file ${r.fileId} (${r.fileBusinessType}, ${r.fileName}) of ${r.supplierId}: valid until ${utc(r.validUntil)}`;
  }
}
