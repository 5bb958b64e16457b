import { createHttpClient, http, pageOf, type ApiReply, type Notice, type SourceItem, type PageOf } from '@portal/shared/core';

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
  return pageOf(data);
}

// The notice lists have their own failure messages (spec 01 §8), which the screen shows: this
// client shows nothing, so a failed list says so once, not twice.
const quietHttp = createHttpClient({ ui: { showError: () => undefined } });

export async function searchSourceNotices(call: 'getBj' | 'getZb' | 'getFeiYiFaBj', page: number, pageSize: number, c: SourceCriteria): Promise<PageOf<SourceNotice>> {
  const { data } = await quietHttp.post<ApiReply<SourceNotice>>(`/isp/portal/plogin/${call}`, null, { params: { page, pageSize, sourceNum: c.sourceNum, sourceName: c.sourceName } });
  return pageOf(data);
}

/** `puzzlePass`: the single-use pass of the slider puzzle, which a logged-in supplier needs (spec 01 §4). */
export async function sourceDetail(sourceId: string, puzzlePass?: string): Promise<SourceItem> {
  const { data } = await http.post<ApiReply<SourceItem>>('/isp/portal/plogin/getSourceDetail', null, { params: { sourceId, puzzlePass } });
  return data.data as SourceItem;
}
