import { http, type ApiReply, type Notice, type SourceItem } from '@portal/shared/core';
import type { PageOf } from '@portal/shared/react';

export interface SourceCriteria {
  sourceNum?: string;
  sourceName?: string;
  /** Open state of inquiries and sales: 'quoting' or 'expired'. */
  sourceTypeXj?: string;
}

export interface SourceNotice extends Notice {
  sourceNum?: string | null;
}

/** Source lists (getDb, getFeiYiFaDb) and notice lists about sources (getBj, getZb, getFeiYiFaBj). */
export async function searchSources(call: 'getDb' | 'getFeiYiFaDb', page: number, pageSize: number, c: SourceCriteria): Promise<PageOf<SourceItem>> {
  const { data } = await http.post<ApiReply<SourceItem>>(`/isp/portal/plogin/${call}`, null, { params: { page, pageSize, ...c } });
  return { records: data.records ?? [], total: data.total ?? 0 };
}

export async function searchSourceNotices(call: 'getBj' | 'getZb' | 'getFeiYiFaBj', page: number, pageSize: number, c: SourceCriteria): Promise<PageOf<SourceNotice>> {
  const { data } = await http.post<ApiReply<SourceNotice>>(`/isp/portal/plogin/${call}`, null, { params: { page, pageSize, sourceNum: c.sourceNum, sourceName: c.sourceName } });
  return { records: data.records ?? [], total: data.total ?? 0 };
}

export async function sourceDetail(sourceId: string): Promise<SourceItem> {
  const { data } = await http.post<ApiReply<SourceItem>>('/isp/portal/plogin/getSourceDetail', null, { params: { sourceId } });
  return data.data as SourceItem;
}
