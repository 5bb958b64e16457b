// Quotations are sealed until bids open (issue 14). A quotation's header, lines and terms are kept
// only as one AES-256-GCM blob under a random key of its source; that key is kept wrapped under the
// database's sealing key (app_secret), so a copy of the quotation table alone reveals no price.
// This file is the only code that unwraps a source key, and it does so for two readers only: the
// supplier who owns the quotation, or anyone once the source's opening time has passed by the
// server's clock. Every price a call returns passes through `unsealQuotation`.
// Since issue 34 a blob (v2) also holds the receipt's salt, and its plain text is padded to a
// power-of-two bucket of at least SEAL_BUCKET_MIN bytes, so the stored length tells a database
// reader nothing of the prices (only, for very large quotations, the rough size of the whole).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { serverMessage } from '../../platform/messages';
import { sourcingDb } from '../sourcing/tables';
import type { QuotationContent } from './content';

const MASTER_NAME = 'quotation-seal';
/** Key wraps and the first quotation blobs: the content as JSON, unpadded. */
const V1 = 'v1';
/** Quotation blobs since issue 34: { content, salt } as JSON, padded with spaces to its bucket. */
const V2 = 'v2';
/** The smallest bucket: a quotation of up to some 40 lines fits it whatever its prices. */
export const SEAL_BUCKET_MIN = 16 * 1024;

/** What a sealed quotation holds: its content and, once sent, the receipt's salt. */
export interface SealedContent {
  content: QuotationContent;
  salt: string | null;
}

/** Who asks to read a sealed quotation. */
export type SealReader = { kind: 'owner'; supplierId: string } | { kind: 'opening' };

/** The row fields the seal is bound to, so a blob moved to another row does not open. */
export interface SealedRow {
  source_id: string;
  supplier_id: string;
  round: number;
  sealed: string;
}

/** Thrown when a reader may not open a quotation; callers answer it as "not found". */
export class SealedUntilOpening extends AppError {
  constructor() {
    super(404, serverMessage('notFound', 'zh-CN'), 'notFound');
  }
}

async function masterKey(db: Db, clock: Clock): Promise<Buffer> {
  const made = randomBytes(32).toString('base64url');
  await sql`insert into app_secret (name, value, created_at) values (${MASTER_NAME}, ${made}, ${clock.now()}) on conflict (name) do nothing`.execute(db);
  const { rows } = await sql<{ value: string }>`select value from app_secret where name = ${MASTER_NAME}`.execute(db);
  return Buffer.from(rows[0].value, 'base64url');
}

/** The padded length of a plain text of n bytes: a power of two, at least SEAL_BUCKET_MIN. */
export function sealBucket(n: number): number {
  let size = SEAL_BUCKET_MIN;
  while (size < n) size *= 2;
  return size;
}

function encrypt(key: Buffer, plain: Buffer, aad: string, version = V1): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

const versionOf = (packed: string) => packed.slice(0, packed.indexOf('.'));

function decrypt(key: Buffer, packed: string, aad: string): Buffer {
  const [version, iv, tag, body] = packed.split('.');
  if ((version !== V1 && version !== V2) || !iv || !tag || body === undefined) throw new Error('sealed value of an unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}

/** The source's key, made by the first caller that needs it. */
async function sourceKey(db: Db, clock: Clock, sourceId: string): Promise<Buffer> {
  const master = await masterKey(db, clock);
  const sdb = sourcingDb(db);
  const found = await sdb.selectFrom('source_seal_key').select('wrapped_key').where('source_id', '=', sourceId).executeTakeFirst();
  if (found) return decrypt(master, found.wrapped_key, `source:${sourceId}`);
  const wrapped = encrypt(master, randomBytes(32), `source:${sourceId}`);
  await sdb.insertInto('source_seal_key').values({ source_id: sourceId, wrapped_key: wrapped, created_at: clock.now() }).onConflict((oc) => oc.column('source_id').doNothing()).execute();
  // Another instance may have won the race: use what is stored.
  const stored = await sdb.selectFrom('source_seal_key').select('wrapped_key').where('source_id', '=', sourceId).executeTakeFirstOrThrow();
  return decrypt(master, stored.wrapped_key, `source:${sourceId}`);
}

const bindingOf = (row: Omit<SealedRow, 'sealed'>) => `quotation:${row.source_id}:${row.supplier_id}:${row.round}`;

/** Seals a quotation's content (and, for a send, its receipt's salt) for its row (source, supplier, round). */
export async function sealQuotation(db: Db, clock: Clock, row: Omit<SealedRow, 'sealed'>, content: QuotationContent, salt: string | null = null): Promise<string> {
  const key = await sourceKey(db, clock, row.source_id);
  const json = Buffer.from(JSON.stringify({ content, salt } satisfies SealedContent));
  // JSON ignores trailing white space, so the padding needs no length field.
  const padded = Buffer.alloc(sealBucket(json.length), 0x20);
  json.copy(padded);
  return encrypt(key, padded, bindingOf(row), V2);
}

/** Whether the source's bids are open by the server's clock (an opening time is set and has passed). */
export async function bidsOpen(db: Db, clock: Clock, sourceId: string): Promise<boolean> {
  const source = await db.selectFrom('source').select('opening_time').where('source_id', '=', sourceId).executeTakeFirst();
  return !!source?.opening_time && new Date(source.opening_time).getTime() <= clock.now().getTime();
}

/**
 * Opens a sealed quotation for its owner, or for anyone once bids are open. Anyone else gets
 * SealedUntilOpening, which reads as "resource does not exist": the quotation's existence is no
 * more visible than its prices.
 */
export async function openSeal(db: Db, clock: Clock, row: SealedRow, reader: SealReader): Promise<SealedContent> {
  const allowed = reader.kind === 'owner' ? reader.supplierId === row.supplier_id : await bidsOpen(db, clock, row.source_id);
  if (!allowed) throw new SealedUntilOpening();
  const key = await sourceKey(db, clock, row.source_id);
  const plain = JSON.parse(decrypt(key, row.sealed, bindingOf(row)).toString('utf8'));
  return versionOf(row.sealed) === V1 ? { content: plain as QuotationContent, salt: null } : (plain as SealedContent);
}

/** The content alone (see openSeal), for readers that need no salt. */
export async function unsealQuotation(db: Db, clock: Clock, row: SealedRow, reader: SealReader): Promise<QuotationContent> {
  return (await openSeal(db, clock, row, reader)).content;
}
