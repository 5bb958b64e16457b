import { http } from '@portal/shared/core';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { uploadFile } from './upload.api';

describe('uploadFile through the shared HTTP client', () => {
  const original = http.defaults.adapter;
  afterAll(() => {
    http.defaults.adapter = original;
  });

  it('sends the FormData untouched (fields before the file) and reports progress', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const adapter: AxiosAdapter = async (config) => {
      seen = config;
      config.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true } as never);
      return { data: { code: 0, data: { fileId: 'F1', fileName: '<b>a</b>.pdf' } }, status: 200, statusText: 'OK', headers: {}, config };
    };
    http.defaults.adapter = adapter;
    const progress: number[] = [];
    const file = new File(['%PDF-1.4'], '<b>a</b>.pdf', { type: 'application/pdf' });
    const stored = await uploadFile({ businessId: 'REGISTRATION', businessType: 'register' }, 'ISP20', file, (p) => progress.push(p));

    expect(stored.fileId).toBe('F1');
    expect(seen?.url).toBe('/isp/portal/plogin/upload');
    const form = seen?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    // The server reads the fields before it streams the file; a name with markup is not "sanitised".
    expect([...form.keys()]).toEqual(['businessId', 'businessType', 'fileBusinessType', 'file']);
    expect((form.get('file') as File).name).toBe('<b>a</b>.pdf');
    expect(form.get('fileBusinessType')).toBe('ISP20');
    expect(progress).toEqual([50]);
  });
});
