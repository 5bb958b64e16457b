import { http } from '@portal/shared/core';
import type { AxiosAdapter } from 'axios';
import { importQuotationLines, ImportRefusal } from './quotation-excel.api';

describe('the Excel calls of the quotation', () => {
  describe('importQuotationLines', () => {
    const original = http.defaults.adapter;
    afterEach(() => {
      http.defaults.adapter = original;
    });

    it('sends sourceId and round before the file, and answers the saved draft', async () => {
      let keys: string[] = [];
      http.defaults.adapter = (async (config) => {
        keys = [...(config.data as FormData).keys()];
        return { data: { code: 0, data: { quotationId: 'Q1', lines: [] } }, status: 200, statusText: 'OK', headers: {}, config };
      }) as AxiosAdapter;
      const view = await importQuotationLines('S1', new File(['x'], 'a.xlsx'), 2);
      expect(keys).toEqual(['sourceId', 'quotationRound', 'file']);
      expect(view.quotationId).toBe('Q1');
    });

    it('rejects a refused file with its headline and every row and column', async () => {
      const errors = [{ row: 3, column: 'J', field: '含税单价', message: '请输入含税单价' }];
      http.defaults.adapter = (async (config) => ({ data: { code: 1, msg: '报价明细导入异常', data: { errors } }, status: 400, statusText: 'Bad Request', headers: {}, config })) as AxiosAdapter;
      const refused = await importQuotationLines('S1', new File(['x'], 'a.xlsx')).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ImportRefusal);
      expect((refused as ImportRefusal).message).toBe('报价明细导入异常');
      expect((refused as ImportRefusal).problems).toEqual(errors);
    });
  });
});
