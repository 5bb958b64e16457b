import { changedFields } from './diff';

const base = {
  supplierInfoAll: { supplierName: '示范公司', employeeCount: '10' },
  supplierAddress: { city: '北京' },
  supplierBank: { bankName: '中国银行', accountNumber: '1' },
  supplierUsers: [{ contactName: '张三', isMainUser: true }],
};

describe('the fields a change request changes', () => {
  it('names each changed field with its old and new value, and nothing that stayed', () => {
    const after = { ...base, supplierBank: { bankName: '中国工商银行', accountNumber: '1' } };
    expect(changedFields(base, after)).toEqual([{ section: 'supplierBank', field: 'bankName', oldValue: '中国银行', newValue: '中国工商银行' }]);
  });

  it('counts an emptied field, a new field and a new contact, contacts by position from 1', () => {
    const after = {
      ...base,
      supplierInfoAll: { supplierName: '示范公司', employeeCount: '', website: 'https://demo.cn' },
      supplierUsers: [...base.supplierUsers, { contactName: '李四', isMainUser: false }],
    };
    expect(changedFields(base, after)).toEqual([
      { section: 'supplierInfoAll', field: 'employeeCount', oldValue: '10', newValue: '' },
      { section: 'supplierInfoAll', field: 'website', oldValue: null, newValue: 'https://demo.cn' },
      { section: 'supplierUsers', field: '2.contactName', oldValue: null, newValue: '李四' },
      { section: 'supplierUsers', field: '2.isMainUser', oldValue: null, newValue: false },
    ]);
  });

  it('treats missing, null and empty as the same', () => {
    expect(changedFields({ ...base, supplierAddress: { city: '北京', postalCode: '' } }, { ...base, supplierAddress: { city: '北京' } })).toEqual([]);
  });

  it('lists changed main businesses as one field, and leaves them out when the request carries none', () => {
    const before = { ...base, supplierMainBusiness: [{ mainbusinessCode: 'TP.01.01.01', mainbusinessName: 'Moving blades' }] };
    const widened = { ...before, supplierMainBusiness: [...before.supplierMainBusiness, { mainbusinessCode: 'GS.01.01.01', mainbusinessName: 'Valves' }] };
    expect(changedFields(before, widened)).toEqual([{ section: 'supplierMainBusiness', field: 'mainBusiness', oldValue: 'TP.01.01.01 Moving blades', newValue: 'TP.01.01.01 Moving blades; GS.01.01.01 Valves' }]);
    expect(changedFields(before, base)).toEqual([]);
  });

  it('lists each file sent with the request under its attachment type', () => {
    const after = { ...base, files: [{ fileId: 'F1', fileName: '营业执照 2026.pdf', fileBusinessType: 'ISP20' }] };
    expect(changedFields(base, after)).toEqual([{ section: 'files', field: 'ISP20', oldValue: null, newValue: '营业执照 2026.pdf' }]);
  });
});
