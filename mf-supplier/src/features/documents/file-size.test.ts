import { fileSizeText } from './file-size';

test('sizes in B, KB, MB with one decimal above bytes', () => {
  expect(fileSizeText(0)).toBe('0 B');
  expect(fileSizeText(512)).toBe('512 B');
  expect(fileSizeText(1024)).toBe('1.0 KB');
  expect(fileSizeText(12_595)).toBe('12.3 KB');
  expect(fileSizeText(4.5 * 1024 * 1024)).toBe('4.5 MB');
  expect(fileSizeText(2_000 * 1024 * 1024 * 1024)).toBe('2,000.0 GB');
});

test('nothing for missing or invalid sizes', () => {
  expect(fileSizeText(null)).toBe('');
  expect(fileSizeText(undefined)).toBe('');
  expect(fileSizeText(-1)).toBe('');
  expect(fileSizeText(Number.NaN)).toBe('');
});
