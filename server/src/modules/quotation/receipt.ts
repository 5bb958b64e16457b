// The receipt of a sent quotation (issue 14): number, round, the server's time of the send and the
// SHA-256 of the canonical quotation. The canonical text binds the prices to who sent them, for
// which source and round, and when; after opening it is shown beside the digest so any bidder can
// recompute it (shared canonicalJson, WebCrypto in the page).
import { createHash } from 'node:crypto';
import { canonicalJson, type CanonicalValue } from '@portal/shared/core';
import type { QuotationContent } from './content';

export interface ReceiptSubject {
  quotationNum: string;
  sourceId: string;
  supplierId: string;
  round: number;
  /** The server's clock at the send, ISO 8601 UTC with milliseconds. */
  sentAt: string;
  content: QuotationContent;
}

export function canonicalQuotation(subject: ReceiptSubject): string {
  return canonicalJson(subject as unknown as CanonicalValue);
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export interface Receipt {
  quotationId: string;
  quotationNum: string;
  round: number;
  sentAt: string;
  digest: string;
}
