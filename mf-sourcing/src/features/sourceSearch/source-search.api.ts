import { createHttpClient, pageOf, type ApiReply, type Notice, type PageOf } from '@portal/shared/core';
import type { SourceCriteria } from '../../sourcing-api/sourcing.api';

export { searchSources, type SourceCriteria, type SupplierFilter, type SupplierTab } from '../../sourcing-api/sourcing.api';

export interface SourceNotice extends Notice {
  sourceNum?: string | null;
}

// The notice lists have their own failure messages (spec 01 §8), which the screen shows: this
// client shows nothing, so a failed list says so once, not twice.
const quietHttp = createHttpClient({ ui: { showError: () => undefined } });

export async function searchSourceNotices(call: 'getBj' | 'getZb' | 'getFeiYiFaBj', page: number, pageSize: number, c: SourceCriteria): Promise<PageOf<SourceNotice>> {
  const { data } = await quietHttp.post<ApiReply<SourceNotice>>(`/isp/portal/plogin/${call}`, null, { params: { page, pageSize, sourceNum: c.sourceNum, sourceName: c.sourceName } });
  return pageOf(data);
}
