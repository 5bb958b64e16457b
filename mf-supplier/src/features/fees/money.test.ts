import { feeAmount } from './money';

test('VND has no decimals and groups thousands', () => {
  expect(feeAmount('5000000.00', 'VND')).toBe('5,000,000 ₫');
  expect(feeAmount('1234567.6', 'vnd')).toBe('1,234,568 ₫');
});

test('other currencies keep their decimals', () => {
  expect(feeAmount('2000', 'CNY')).toBe('¥2,000.00');
  expect(feeAmount('1500.5', 'USD')).toBe('$1,500.50');
  expect(feeAmount('10', '')).toBe('¥10.00');
});
