import { http, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';

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
  return pageOf(data);
}
