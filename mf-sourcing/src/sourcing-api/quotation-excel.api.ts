// The quotation's Excel calls (spec 02 §7, §8; server modules/quotation-excel) through the shared
// HTTP client, so downloads carry the session's token and the file keeps the name the server gave
// it (Content-Disposition, RFC 6266/5987), and an import's refusal keeps every row and column.
import { fileNameFromDisposition, http, isHttpError, saveBlob, type ApiReply } from '@portal/shared/core';
import type { QuotationView } from './sourcing-types';

const P = '/isp/portal/source';

export type ExcelExport = 'exportBjLines' | 'exportBjLinesNew' | 'exportQuotation';

/** One problem of a refused import: the sheet's row and column letter, the column's heading, why. */
export interface ImportProblem {
  row: number;
  column: string;
  field: string;
  message: string;
}

/** An import the server refused: its §8 headline and every problem found. */
export class ImportRefusal extends Error {
  constructor(
    message: string,
    readonly problems: ImportProblem[],
  ) {
    super(message);
    this.name = 'ImportRefusal';
  }
}

/** Fetches one of the exports with the token and hands it to the browser; answers the file name. */
export async function downloadExcel(call: ExcelExport, sourceId: string, quotationRound?: number): Promise<string> {
  const res = await http.post<Blob>(`${P}/${call}`, { sourceId, ...(quotationRound ? { quotationRound } : {}) }, { responseType: 'blob' });
  const name = fileNameFromDisposition(res.headers['content-disposition'] as string | undefined, `${call}.xlsx`);
  saveBlob(res.data, name);
  return name;
}

/**
 * importQuotationLines: the filled template becomes the lines of the caller's draft, which the
 * server answers. A refusal rejects with an ImportRefusal carrying every row and column.
 */
export async function importQuotationLines(sourceId: string, file: File, quotationRound?: number): Promise<QuotationView> {
  const form = new FormData();
  // The fields before the file: the server reads them first.
  form.append('sourceId', sourceId);
  if (quotationRound) form.append('quotationRound', String(quotationRound));
  form.append('file', file, file.name);
  try {
    const { data } = await http.post<ApiReply<QuotationView>>(`${P}/importQuotationLines`, form, { showsOwnError: true });
    return data.data as QuotationView;
  } catch (err) {
    const body = isHttpError(err) ? (err.response?.data as { data?: { errors?: ImportProblem[] } } | undefined) : undefined;
    if (isHttpError(err) && Array.isArray(body?.data?.errors)) throw new ImportRefusal(err.msg, body.data.errors);
    throw err;
  }
}
