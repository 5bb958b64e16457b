// The upload calls of spec 02 §7 through the shared HTTP client (its headers, language and error
// messages). FormData goes through untouched: the client sanitises plain objects only.
import { http, saveBlob, type ApiReply, type Language } from '@portal/shared/core';

/** One attachment type of the CRC_FILE_TYPE lookup, with the rules the server enforces. */
export interface FileTypeRule {
  lookupCode: string;
  label: string;
  extensions: string[];
  maxSize: number;
  maxSizeMb: number;
  maxCount: number;
}

/** A stored file as the file calls answer it. */
export interface StoredFile {
  fileId: string;
  /** The server's address of the file: signed for a while when it is private, so a new tab opens it. */
  url?: string;
  fileName: string;
  fileSize: number;
  fileSizeKb: number;
  businessId: string;
  businessType: string;
  fileBusinessType: string | null;
  uploadTime: string;
  uploadedBy: string;
}

/** The form fields of plogin/upload (spec 02 §7) a caller sets; businessId is required. */
export interface UploadTarget {
  businessId: string;
  businessType?: string;
  moduleCode?: string;
  isSup?: '0' | '1';
}

export async function fetchFileTypes(language: Language): Promise<FileTypeRule[]> {
  const { data } = await http.post<ApiReply<FileTypeRule[]>>('/isp/portal/plogin/getFndLookupList', { lookupType: 'CRC_FILE_TYPE', language });
  return data.data ?? [];
}

export async function uploadFile(target: UploadTarget, fileBusinessType: string, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<StoredFile> {
  const form = new FormData();
  // The fields go before the file: the server reads them before it streams the file.
  for (const [name, value] of Object.entries({ ...target, fileBusinessType })) if (value !== undefined) form.append(name, value);
  form.append('file', file, file.name);
  const { data } = await http.post<ApiReply<StoredFile>>('/isp/portal/plogin/upload', form, {
    signal,
    // The dialog shows the failure on the file's own row, with its retry.
    showsOwnError: true,
    onUploadProgress: (e) => onProgress(e.total ? Math.min(100, Math.round((e.loaded / e.total) * 100)) : 0),
  });
  return data.data as StoredFile;
}

export async function fetchFiles(businessId: string | undefined, fileBusinessTypes: readonly string[]): Promise<StoredFile[]> {
  const { data } = await http.post<ApiReply<StoredFile[]>>('/isp/portal/plogin/getFileByType', { businessId, fileBusinessType: fileBusinessTypes.join(',') });
  return data.data ?? [];
}

export async function removeFile(fileId: string): Promise<void> {
  await http.post('/isp/portal/plogin/deleteFile', { fileId });
}

/** The file's own address (GET, the name in Content-Disposition). */
export const fileHref = (fileId: string) => `/upms/file/${encodeURIComponent(fileId)}`;

/**
 * Downloads with the session's token (the owner's files need it, and a plain link carries no
 * header), keeping the server's file name.
 */
export async function downloadStoredFile(file: Pick<StoredFile, 'fileId' | 'fileName'>): Promise<void> {
  const res = await http.get<Blob>(fileHref(file.fileId), { responseType: 'blob' });
  saveBlob(res.data, file.fileName);
}
