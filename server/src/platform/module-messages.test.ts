import { moduleCatalogue } from './module-messages';

const catalogue = moduleCatalogue(() => ({
  missing: { 'zh-CN': '还有{{count}}条未报价', 'en-US': '{{count}} items are missing', 'vi-VN': 'Còn {{count}} mục' },
  missing_one: { 'zh-CN': '还有{{count}}条未报价', 'en-US': '1 item is missing', 'vi-VN': 'Còn {{count}} mục' },
  plain: { 'zh-CN': '共{{n}}条', 'en-US': '{{n}} in all', 'vi-VN': '{{n}} tất cả' },
}));

test('a count picks the plural form of the language where the catalogue has one', () => {
  expect(catalogue.message('missing', 'en-US', { count: 1 })).toBe('1 item is missing');
  expect(catalogue.message('missing', 'en-US', { count: 3 })).toBe('3 items are missing');
  expect(catalogue.message('missing', 'zh-CN', { count: 1 })).toBe('还有1条未报价');
  expect(catalogue.message('missing', 'vi-VN', { count: 1 })).toBe('Còn 1 mục');
});

test('without a count, or without a plural form, the text is the key’s own', () => {
  expect(catalogue.message('missing', 'en-US')).toBe(' items are missing');
  expect(catalogue.message('plain', 'en-US', { count: 1, n: 1 })).toBe('1 in all');
  expect(catalogue.refusal(400, 'missing', { count: 1 }).messageIn('en-US')).toBe('1 item is missing');
});
