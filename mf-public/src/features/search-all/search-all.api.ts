import { http, type ApiReply } from '@portal/shared/core';
import type { PageOf } from '@portal/shared/react';

export type SearchScope = 'all' | 'notice' | 'article' | 'source';

export interface SearchHit {
  kind: 'notice' | 'article' | 'source';
  id: string;
  title: string;
  titleEn: string | null;
  time: string | null;
  tab: string | null;
  code: string | null;
  status: string | null;
  attribute3: string | null;
}

export async function searchAll(keyword: string, scope: SearchScope, page: number, pageSize: number): Promise<PageOf<SearchHit>> {
  const { data } = await http.post<ApiReply<SearchHit>>('/isp/portal/plogin/getSearchList', { keyword, scope, page, pageSize });
  return { records: data.records ?? [], total: data.total ?? 0 };
}
