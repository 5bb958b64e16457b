import { canRetry, megabytes, started, tooBig, type BidUpload } from './bid-upload';

describe('a bid-file upload', () => {
  const file = { size: 5 } as File;
  const failed: BidUpload = { uid: 'u1', file, percent: 40, status: 'error', error: 'file upload failed', attempt: 1 };

  it('is refused before sending when empty or over the limit', () => {
    expect(tooBig({ size: 0 }, 200 * 1024 * 1024)).toBe('empty');
    expect(tooBig({ size: 200 * 1024 * 1024 + 1 }, 200 * 1024 * 1024)).toBe('tooLarge');
    expect(tooBig({ size: 200 * 1024 * 1024 }, 200 * 1024 * 1024)).toBeNull();
    expect(tooBig({ size: 10 }, undefined)).toBeNull();
  });

  it('restarts a failed upload from 0 %, counting the attempt and clearing the reason', () => {
    expect(started(failed)).toEqual({ ...failed, status: 'uploading', percent: 0, error: undefined, attempt: 2 });
  });

  it('offers a retry only after a failure or a stop', () => {
    expect(canRetry(failed)).toBe(true);
    expect(canRetry({ status: 'stopped' })).toBe(true);
    expect(canRetry({ status: 'uploading' })).toBe(false);
    expect(canRetry({ status: 'done' })).toBe(false);
  });

  it('shows sizes in KB below a megabyte and in MB from there', () => {
    expect(megabytes(200 * 1024 * 1024)).toBe('200.0 MB');
    expect(megabytes(1536 * 1024)).toBe('1.5 MB');
    expect(megabytes(512 * 1024)).toBe('512.0 KB');
    expect(megabytes(3051)).toBe('3.0 KB');
  });
});
