import { amountText, criteriaOf, logColour, quantityText } from './contract-values';

const day = (text: string) => ({ format: () => text });

describe('contract values', () => {
  it('shows VND with no decimals and thousands separators, other currencies with two', () => {
    expect(amountText('1234567.40', 'VND')).toBe('1,234,567 ₫');
    expect(amountText('5000000', 'vnd')).toBe('5,000,000 ₫');
    expect(amountText('125000.5', 'CNY')).toBe('¥125,000.50');
    expect(amountText(null, 'CNY')).toBe('');
    expect(amountText('10', null)).toBe('¥10.00');
  });

  it('groups quantities and drops trailing zeros', () => {
    expect(quantityText('2000.000')).toBe('2,000');
    expect(quantityText('800.5')).toBe('800.5');
    expect(quantityText(null)).toBe('');
  });

  it('turns the search form into criteria: trimmed text, no empties, the day range split', () => {
    expect(criteriaOf({ contractNum: ' HT-1 ', contractName: '  ', status: undefined, signDate: [day('2026-11-01'), day('2026-11-30')] }, { key: 'signDate', from: 'signDateFrom', to: 'signDateTo' })).toEqual({
      contractNum: 'HT-1',
      signDateFrom: '2026-11-01',
      signDateTo: '2026-11-30',
    });
    expect(criteriaOf({ noteCode: 'FH', shipTime: null }, { key: 'shipTime', from: 'shipTimeFrom', to: 'shipTimeTo' })).toEqual({ noteCode: 'FH' });
  });

  it('colours the log by what happened', () => {
    expect(logColour('accepted')).toBe('#52c41a');
    expect(logColour('rejected')).toBe('#ff4d4f');
    expect(logColour('created')).toBe('#8c8c8c');
  });
});
