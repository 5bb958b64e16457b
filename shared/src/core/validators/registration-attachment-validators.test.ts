import { translate } from '../i18n';
import {
  PERFORMANCE_CONTRACT_TYPE,
  REGISTRATION_FILES_BUSINESS_ID as REG,
  REQUIRED_APTITUDE_TYPES,
  registrationAttachmentMessage,
  validatePerformanceFormat,
  validateRegistrationAttachments,
} from './registration-attachment-validators';

const all = REQUIRED_APTITUDE_TYPES.map((code) => ({ businessId: REG, fileBusinessType: code }));
const record = { id: 'PERF-abcdef1', type: 'material', projectName: 'Boiler spares 2025', contact: 'Lê Văn C', phone: '+84 912000111' };

describe('the submit rule for qualification files and performance records (spec 02 §3, §5)', () => {
  it('the five required types are ISP20, ISP42-ISP45', () => {
    expect(REQUIRED_APTITUDE_TYPES).toEqual(['ISP20', 'ISP42', 'ISP43', 'ISP44', 'ISP45']);
  });

  it('each required type missing is named, in order', () => {
    for (const code of REQUIRED_APTITUDE_TYPES) {
      expect(validateRegistrationAttachments(all.filter((f) => f.fileBusinessType !== code), [])).toEqual({ key: 'validation.aptitudeRequired', code });
    }
    expect(validateRegistrationAttachments(all, [])).toBeNull();
  });

  it('a file of another record does not count as a qualification file', () => {
    const elsewhere = all.map((f) => (f.fileBusinessType === 'ISP20' ? { ...f, businessId: 'other' } : f));
    expect(validateRegistrationAttachments(elsewhere, [])?.key).toBe('validation.aptitudeRequired');
  });

  it('a blank or half-named record is refused before its contract is asked for, naming the field', () => {
    expect(validateRegistrationAttachments(all, [{ id: 'PERF-empty01', projectName: '  ' }])).toMatchObject({ key: 'validation.performanceField', row: 1, field: 'type' });
    expect(validatePerformanceFormat([{ id: 'PERF-empty01' }])).toMatchObject({ key: 'validation.performanceField', problem: 'validation.performanceTypeRequired' });
    expect(validatePerformanceFormat([record, { ...record, id: 'PERF-second1', contact: '' }])).toMatchObject({ row: 2, problem: 'validation.performanceContactRequired' });
    expect(validatePerformanceFormat([{ ...record, phone: '12' }])).toMatchObject({ field: 'phone', problem: 'validation.phoneCountryCode' });
    const message = registrationAttachmentMessage(validatePerformanceFormat([{ id: 'PERF-empty01' }])!, (k, v) => translate(k, 'en-US', v));
    expect(message).toBe('Performance record 1: Please enter the performance type');
  });

  it('a filled performance record needs its own contract', () => {
    expect(validateRegistrationAttachments(all, [record])).toEqual({ key: 'validation.performanceContractRequired', row: 1 });
    expect(validateRegistrationAttachments([...all, { businessId: 'PERF-other01', fileBusinessType: PERFORMANCE_CONTRACT_TYPE }], [record])?.key).toBe('validation.performanceContractRequired');
    expect(validateRegistrationAttachments([...all, { businessId: record.id, fileBusinessType: PERFORMANCE_CONTRACT_TYPE }], [record])).toBeNull();
  });

  it('the message is in each language', () => {
    const problem = validateRegistrationAttachments([], [])!;
    expect(registrationAttachmentMessage(problem, (k, v) => translate(k, 'zh-CN', v))).toBe('请上传营业执照扫描件');
    expect(registrationAttachmentMessage(problem, (k, v) => translate(k, 'en-US', v))).toBe('Please upload the business licence scan');
    expect(registrationAttachmentMessage(problem, (k, v) => translate(k, 'vi-VN', v))).toBe('Vui lòng tải lên bản scan giấy phép kinh doanh');
    const row = { key: 'validation.performanceContractRequired', row: 2 } as const;
    expect(registrationAttachmentMessage(row, (k, v) => translate(k, 'en-US', v))).toBe('Performance record 2: Please upload the scanned performance contract');
  });
});
