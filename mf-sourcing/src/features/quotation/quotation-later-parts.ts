// Parts of the quotation page drawn only in some states, never before a draft's first line row: the
// receipt and summary of a sent quotation, the earlier rounds under a round-2 form, the list of an
// Excel import's errors. Each is its own chunk, fetched when first drawn: they hold antd's
// Descriptions (and the import errors antd's Alert and Table), which the host would otherwise fetch
// with every quotation page (tooling/src/route-ui.ts counts what the page's own chunks import).
import { lazy } from 'react';

export const ReceiptCard = lazy(() => import('./ReceiptCard').then((m) => ({ default: m.ReceiptCard })));
export const SentQuotationSummary = lazy(() => import('./SentQuotationSummary').then((m) => ({ default: m.SentQuotationSummary })));
export const QuotationHistory = lazy(() => import('./QuotationHistory').then((m) => ({ default: m.QuotationHistory })));
export const ImportRefusalNotice = lazy(() => import('./ImportRefusalNotice').then((m) => ({ default: m.ImportRefusalNotice })));
