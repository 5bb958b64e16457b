// Documents the buyer shares with this supplier (/document_list); each carries a signed address
// that downloads for 30 minutes, also in a new tab.
import { http, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';

const P = '/isp/portal';

export interface SharedDocument {
  docId: string;
  title: string;
  docType: string;
  fileName: string;
  contentType: string;
  fileSize: number;
  fileSizeKb: number;
  audience: 'supplier' | 'all';
  contractId: string | null;
  createdAt: string;
  url: string;
}

export async function fetchDocuments(page: number, pageSize: number, title?: string): Promise<PageOf<SharedDocument>> {
  const body: Record<string, unknown> = { page, pageSize };
  if (title?.trim()) body.title = title.trim();
  const { data } = await http.post<ApiReply<SharedDocument>>(`${P}/document/getDocumentList`, body);
  return pageOf(data);
}
