import { http, type ApiReply, type SourceItem } from '@portal/shared/core';
import type { PageOf } from '@portal/shared/react';

export async function searchInquiries(page: number, pageSize: number, sourceName: string): Promise<PageOf<SourceItem>> {
  const { data } = await http.post<ApiReply<SourceItem>>('/isp/portal/plogin/getDb', null, {
    params: { page, pageSize, sourceName: sourceName || undefined },
  });
  return { records: data.records ?? [], total: data.total ?? 0 };
}
