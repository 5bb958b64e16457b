// The files of a quotation (spec 02 §5): the bid file every send needs (200 MB, bid-document type)
// and, optionally, quotation sheets of the two quotation types. Filed under the quotation's id.
import type { UploadTarget } from '@portal/shared/react';

export const BID_DOCUMENT_TYPE = 'BID_DOCUMENT';
export const QUOTATION_FILE_TYPES = [BID_DOCUMENT_TYPE, 'quotationSheet', 'detailedQuotation'] as const;

export const quotationUploadTarget = (quotationId: string): UploadTarget => ({ businessId: quotationId, businessType: 'quotation', moduleCode: 'quotation', isSup: '1' });
