/** @jest-environment jsdom */
import { sanitizeHtml } from './sanitize-html';

test('keeps formatting and tables', () => {
  expect(sanitizeHtml('<h3>标题</h3><p>正文<strong>重点</strong></p><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>')).toBe(
    '<h3>标题</h3><p>正文<strong>重点</strong></p><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>',
  );
});

test('drops scripts, handlers and javascript: links', () => {
  const out = sanitizeHtml('<p onclick="steal()">hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">');
  expect(out).not.toMatch(/script|onclick|onerror|javascript/i);
  expect(out).toContain('<p>hi</p>');
});

test('links open in a new tab without opener', () => {
  expect(sanitizeHtml('<a href="https://example.cn">site</a>')).toBe('<a href="https://example.cn" target="_blank" rel="noopener noreferrer">site</a>');
});
