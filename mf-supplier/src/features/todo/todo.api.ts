import { http, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';

export interface SupplierNotice {
  id: string;
  title: string;
  viewed: boolean;
  createdAt: string;
}

export async function fetchSupplierNotices(page: number, pageSize: number): Promise<PageOf<SupplierNotice>> {
  const { data } = await http.post<ApiReply<SupplierNotice>>('/isp/portal/SupplierCommunicate/getNoticePage', null, {
    params: { page, pageSize },
  });
  return pageOf(data);
}
