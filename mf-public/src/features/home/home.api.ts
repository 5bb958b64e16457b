import { http, type ApiReply, type Notice } from '@portal/shared/core';

export interface NoticePage {
  records: Notice[];
  total: number;
}

export async function fetchBiddingNotices(current: number, size: number): Promise<NoticePage> {
  const { data } = await http.get<ApiReply<Notice>>('/isp/portal/tenderNotice/getMainPageInfoByIsp', { params: { current, size } });
  return { records: data.records ?? [], total: data.total ?? 0 };
}
