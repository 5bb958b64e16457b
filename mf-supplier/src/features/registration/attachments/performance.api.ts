import { http } from '@portal/shared/core';

/** delete (spec 02 §7: query id, formName): one performance record of the caller's own draft. */
export async function deleteSavedRecord(id: string): Promise<void> {
  await http.post('/isp/portal/user/delete', null, { params: { id, formName: 'supplierInfoPerformanceWz' } });
}
