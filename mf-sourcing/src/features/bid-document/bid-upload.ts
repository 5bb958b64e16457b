// One bid-file upload as plain state, so the page and its tests share one definition: chosen,
// uploading with its percentage, done, failed with the reason (and retried from the start: the
// server stores a file in one streamed request and keeps nothing of a cut one, so there is no
// part to resume), or stopped by the supplier.
export type BidUploadStatus = 'uploading' | 'done' | 'error' | 'stopped';

export interface BidUpload {
  uid: string;
  file: File;
  percent: number;
  status: BidUploadStatus;
  error?: string;
  /** How many times it was started (1 = the first try). */
  attempt: number;
}

/** A file's size as the page shows it next to the limit: KB below a megabyte, MB with one decimal from there. */
export const megabytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(0.1, bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** A reason to refuse the file before a byte is sent: too big for the limit or empty. */
export function tooBig(file: Pick<File, 'size'>, maxBytes: number | undefined): 'empty' | 'tooLarge' | null {
  if (file.size === 0) return 'empty';
  if (maxBytes && file.size > maxBytes) return 'tooLarge';
  return null;
}

/** The state after a start (first try or retry). */
export const started = (u: BidUpload): BidUpload => ({ ...u, status: 'uploading', percent: 0, error: undefined, attempt: u.attempt + 1 });

/** Whether a retry is offered: after a failure or a stop, never while running or done. */
export const canRetry = (u: Pick<BidUpload, 'status'>) => u.status === 'error' || u.status === 'stopped';
