import { loadImage } from '@napi-rs/canvas';
import { REQUIRED_APTITUDE_TYPES } from '@portal/shared/core';
import { registrationDocuments, type Holder } from './registration-files';

const holder: Holder = { userId: 'U-0006', userName: 'register02', contactName: 'Tran Thi Bich', idNumber: '031190004567', companyEn: 'Pacific Power Equipment Vietnam Co., Ltd.', creditCode: '0109876543' };

describe("the waiting registration's seeded documents", () => {
  it('are one file of each required qualification type', async () => {
    const docs = await registrationDocuments(holder);
    expect(docs.map((d) => d.type)).toEqual([...REQUIRED_APTITUDE_TYPES]);
    expect(new Set(docs.map((d) => d.fileName)).size).toBe(docs.length);
  });

  it('are whole PDFs and pictures that open, of the type their names say', async () => {
    for (const doc of await registrationDocuments(holder)) {
      const extension = doc.fileName.split('.').pop();
      if (extension === 'pdf') {
        expect(doc.contentType).toBe('application/pdf');
        expect(doc.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(doc.bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      } else {
        expect(doc.contentType).toBe(extension === 'png' ? 'image/png' : 'image/jpeg');
        const picture = await loadImage(doc.bytes);
        expect([picture.width, picture.height]).toEqual([428, 270]);
      }
    }
  });

  it('are the same bytes on every run, so a second seed finds nothing to change', async () => {
    const first = await registrationDocuments(holder);
    const second = await registrationDocuments(holder);
    second.forEach((doc, i) => expect(doc.bytes.equals(first[i].bytes)).toBe(true));
  });
});
