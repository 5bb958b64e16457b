import { UPLOAD_MAX_BYTES, UPLOAD_MAX_COUNT } from '../constants';
import type { ValidationResult } from './validation-result';

export interface UploadCheck {
  name: string;
  size: number;
  /** Without dots, any case ('pdf', 'DOCX'); empty or absent allows every extension. */
  allowedExtensions?: readonly string[];
  maxBytes?: number;
  /** How many files the list holds, this one included. */
  count?: number;
  maxCount?: number;
}

export interface UploadProblem {
  key: string;
  values: Record<string, unknown>;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The failed rule with the values its message needs ('file size must not exceed {{size}}M'). */
export function describeUploadProblem({
  name,
  size,
  allowedExtensions,
  maxBytes = UPLOAD_MAX_BYTES,
  count,
  maxCount = UPLOAD_MAX_COUNT,
}: UploadCheck): UploadProblem | null {
  const allowed = (allowedExtensions ?? []).map((ext) => ext.replace(/^\./, '').toLowerCase());
  if (allowed.length > 0 && !allowed.includes(fileExtension(name))) {
    return { key: 'upload.extensionNotAllowed', values: { extensions: allowed.join(', ') } };
  }
  if (size <= 0) return { key: 'upload.empty', values: {} };
  if (size > maxBytes) return { key: 'upload.tooLarge', values: { size: Math.round((maxBytes / 1024 / 1024) * 100) / 100 } };
  if (count !== undefined && count > maxCount) return { key: 'upload.tooMany', values: { count: maxCount } };
  return null;
}

export function validateUpload(check: UploadCheck): ValidationResult {
  return describeUploadProblem(check)?.key ?? null;
}
