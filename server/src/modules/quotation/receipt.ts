// The receipt of a sent quotation (issues 14, 34): number, round, the server's time of the send and
// a SHA-256 commitment to the canonical quotation. The canonical text binds the prices to who sent
// them, for which source and round, and when; since version 2 it also holds a 256-bit random salt
// drawn at the send and sealed with the quotation, so the digest cannot be used to test a guessed
// price before the opening (a plain hash of low-entropy prices can: issue 34 recovered a round-2
// price from its digest in 359 ms). After opening the canonical text, salt included, is shown beside
// the digest so any bidder can recompute it (shared canonicalJson, WebCrypto in the page).
import { createHash, randomBytes } from 'node:crypto';
import { canonicalJson, type CanonicalValue } from '@portal/shared/core';
import type { QuotationContent } from './content';

/** The canonical text's version: 2 carries `v` and `salt`; receipts of version 1 have neither. */
export const RECEIPT_VERSION = 2;

export interface ReceiptSubject {
  quotationNum: string;
  sourceId: string;
  supplierId: string;
  round: number;
  /** The server's clock at the send, ISO 8601 UTC with milliseconds. */
  sentAt: string;
  content: QuotationContent;
  /** 64 hex digits drawn at the send (version 2); null for a receipt given before salts (version 1). */
  salt: string | null;
}

/**
 * The text the digest is taken over. A version-1 receipt (no salt) keeps its exact old text, so
 * receipts given before issue 34 stay verifiable; a version-2 text says so in its `v` member.
 */
export function canonicalQuotation({ salt, ...subject }: ReceiptSubject): string {
  const text = salt === null ? subject : { v: RECEIPT_VERSION, salt, ...subject };
  return canonicalJson(text as unknown as CanonicalValue);
}

/** A fresh 256-bit salt for one send. */
export const newReceiptSalt = (): string => randomBytes(32).toString('hex');

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export interface Receipt {
  quotationId: string;
  quotationNum: string;
  round: number;
  sentAt: string;
  digest: string;
}
