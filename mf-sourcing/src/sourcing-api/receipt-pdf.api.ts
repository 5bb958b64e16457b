// source/quotationReceiptPdf (issue 33): the caller's sent quotation with its receipt as a PDF,
// fetched with the session's token (so not a plain link) and handed to the browser as a download.
import { fileNameFromDisposition, http, saveBlob } from '@portal/shared/core';

export async function downloadReceiptPdf(sourceId: string, quotationId: string): Promise<string> {
  const res = await http.get<Blob>('/isp/portal/source/quotationReceiptPdf', { params: { sourceId, quotationId }, responseType: 'blob' });
  const name = fileNameFromDisposition(res.headers['content-disposition'] as string | undefined, 'quotation.pdf');
  saveBlob(res.data, name);
  return name;
}
