// The server calls of the public pages (spec 01 §7 "Home and notices" and "Files").
import { ATTACHMENT_PAGE_SIZE, createHttpClient, fileNameFromDisposition, http, pageOf, saveBlob, type ApiReply, type Notice, type PageOf } from '@portal/shared/core';

export interface Article extends Notice {
  content?: string | null;
  sourceNum?: string | null;
  tab?: string;
}

export interface Attachment {
  fileId: string;
  fileName: string;
  fileSize: number;
  fileSizeKb: number;
  uploadTime: string;
}

const P = '/isp/portal';

export async function tenderList(call: string, current: number, size: number, extra: Record<string, string | undefined> = {}): Promise<PageOf<Notice>> {
  const { data } = await http.get<ApiReply<Notice>>(`${P}/tenderNotice/${call}`, { params: { current, size, ...extra } });
  return pageOf(data);
}

export async function mainTop(type: string, isSale: boolean, current: number, pageSize: number, supplierId?: string): Promise<PageOf<Notice>> {
  const { data } = await http.post<ApiReply<Notice>>(`${P}/plogin/getMainTop`, null, { params: { type, isSale, current, pageSize, supplierId } });
  return pageOf(data);
}

export async function infoList(type: string, page: number, pageSize: number, title?: string): Promise<PageOf<Article>> {
  const { data } = await http.post<ApiReply<Article>>(`${P}/plogin/getInfoList`, null, { params: { type, page, pageSize, title: title || undefined } });
  return pageOf(data);
}

export async function infoById(infoId: string): Promise<Article> {
  const { data } = await http.post<ApiReply<Article>>(`${P}/plogin/getInfoById`, null, { params: { infoId } });
  return data.data as Article;
}

export async function noticeByNumber(noticeCode: string, ggTypeName?: string): Promise<Article> {
  const { data } = await http.get<ApiReply<Article>>(`${P}/tenderNotice/getMainPageInfoByNum`, { params: { noticeCode, ggTypeName } });
  return data.data as Article;
}

export async function attachments(businessId: string): Promise<PageOf<Attachment>> {
  const { data } = await http.post<ApiReply<Attachment>>(`${P}/plogin/getAttachmentList`, null, { params: { businessId, page: 1, pageSize: ATTACHMENT_PAGE_SIZE } });
  return pageOf(data);
}

// Downloads report their own failure (the spec's download messages), so this client stays quiet.
const downloadHttp = createHttpClient({ ui: { showError: () => undefined } });

/** A refused download answers JSON inside the blob: read its message back out. */
async function refusal(error: unknown): Promise<string> {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return (JSON.parse(await data.text()) as { msg?: string }).msg ?? '';
    } catch {
      return '';
    }
  }
  return '';
}

export class DownloadError extends Error {}

async function download(method: 'get' | 'post', url: string, params: Record<string, string>, fallbackName: string): Promise<void> {
  try {
    const res = await downloadHttp.request<Blob>({ method, url, params, responseType: 'blob' });
    saveBlob(res.data, fileNameFromDisposition(res.headers['content-disposition'] as string | undefined, fallbackName));
  } catch (error) {
    throw new DownloadError(await refusal(error));
  }
}

export const downloadAttachment = (file: Attachment) => download('post', `${P}/plogin/downLoadByFileId`, { fileId: file.fileId }, file.fileName);
export const downloadAwardNotice = (sourceNum: string) => download('post', `${P}/tenderNotice/downloadNoticeOfAward`, { sourceNum }, `${sourceNum}.html`);

export interface FriendLink {
  linkId: string;
  linkName: string;
  linkNameEn: string | null;
  linkUrl: string;
}

export async function pendingNoticeCount(): Promise<number> {
  const { data } = await http.get<ApiReply<number>>(`${P}/plogin/getPendingNoticeCount`);
  return Number(data.data ?? 0);
}
