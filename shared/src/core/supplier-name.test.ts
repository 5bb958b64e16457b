import { supplierNameIn } from './supplier-name';

const user = { supplierId: 'SUP-0001', supplierName: '华能示范电力设备有限公司', supplierNameEn: 'Huaneng Demo Power Equipment Co., Ltd.', userName: 'supplier01' };

describe('supplierNameIn', () => {
  it('reads the English name in en-US and vi-VN and the registered name in zh-CN', () => {
    expect(supplierNameIn(user, 'zh-CN')).toBe('华能示范电力设备有限公司');
    expect(supplierNameIn(user, 'en-US')).toBe('Huaneng Demo Power Equipment Co., Ltd.');
    expect(supplierNameIn(user, 'vi-VN')).toBe('Huaneng Demo Power Equipment Co., Ltd.');
  });

  it('falls back to the registered name when there is no English one (or a session stored before it existed)', () => {
    expect(supplierNameIn({ ...user, supplierNameEn: null }, 'en-US')).toBe('华能示范电力设备有限公司');
    expect(supplierNameIn({ ...user, supplierNameEn: '  ' }, 'vi-VN')).toBe('华能示范电力设备有限公司');
    const { supplierNameEn: _, ...older } = user;
    expect(supplierNameIn(older, 'en-US')).toBe('华能示范电力设备有限公司');
    expect(supplierNameIn(null, 'en-US')).toBeUndefined();
  });
});
