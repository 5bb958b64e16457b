import { readableOnWhite } from '@portal/shared/core';
import { accentOf, cookieValue, dayIn, withFirstScreen } from './first-screen';
import { textIn } from './first-screen-texts';

const PAGE = '<!doctype html><html lang="zh-CN"><head><meta name="first-screen"/></head><body><div id="root"><div id="boot">…</div></div></body></html>';
const FIRST = { language: 'en-US' as const, style: '.fs{}', markup: '<div id="first-screen"></div>' };

describe('first screen helpers', () => {
  it('puts the screen before an empty root, its style in the head and its language on the page', () => {
    const html = withFirstScreen(PAGE, FIRST);
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<style>.fs{}</style></head>');
    expect(html).toContain('<div id="first-screen"></div><div id="root"></div>');
  });

  it('leaves a host page alone that cannot take the screen over', () => {
    const old = PAGE.replace('<meta name="first-screen"/>', '');
    expect(withFirstScreen(old, FIRST)).toBe(old);
  });

  it('reads one cookie among others, and nothing from a malformed one', () => {
    expect(cookieValue('a=1; isp-portal-lang=en-US; b=2', 'isp-portal-lang')).toBe('en-US');
    expect(cookieValue('isp-portal-zone=Asia%2FHo_Chi_Minh', 'isp-portal-zone')).toBe('Asia/Ho_Chi_Minh');
    expect(cookieValue('isp-portal-zone=%E0%A4%A', 'isp-portal-zone')).toBeUndefined();
    expect(cookieValue(undefined, 'isp-portal-lang')).toBeUndefined();
  });

  it('writes days in the zone given', () => {
    const at = '2026-11-24T20:00:00.000Z';
    const day = (timeZone: string) => dayIn(new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }));
    expect(day('Asia/Shanghai')(at)).toBe('2026-11-25');
    expect(day('UTC')(at)).toBe('2026-11-24');
    expect(day('UTC')(null)).toBe('');
  });

  it('draws links and the current tab in the readable shade of the picked colour, the default one for anything else', () => {
    expect(accentOf('#F5222D')).toBe(readableOnWhite('#F5222D'));
    expect(accentOf(undefined)).toBe(readableOnWhite('#409EFF'));
    expect(accentOf('red; } body { display: none')).toBe(readableOnWhite('#409EFF'));
    expect(accentOf('#FFF')).toBe(readableOnWhite('#409EFF'));
  });

  it('falls back to the default language, then to the key, as the page does', () => {
    const text = textIn([{ 'zh-CN': { a: '甲', b: '乙' }, 'en-US': { a: 'A' } }], 'en-US');
    expect(text('a')).toBe('A');
    expect(text('b')).toBe('乙');
    expect(text('c')).toBe('c');
  });
});
