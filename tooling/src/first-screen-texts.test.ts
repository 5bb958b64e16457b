import { pickTexts } from './first-screen-texts';

describe('the texts an app lends the first screen', () => {
  it('picks the listed keys, nested as in the locale files, in every language that has them', () => {
    const locales = { 'zh-CN': { home: { more: '更多>>', other: 'x' }, title: '平台' }, 'en-US': { home: { more: 'More>>' } } };
    expect(pickTexts(locales, ['home.more', 'title'])).toEqual({ 'zh-CN': { 'home.more': '更多>>', title: '平台' }, 'en-US': { 'home.more': 'More>>' } });
  });

  it('refuses a key no locale holds, so a renamed text fails the build, not the page', () => {
    expect(() => pickTexts({ 'zh-CN': { title: '平台' } }, ['title', 'home.gone'])).toThrow('home.gone');
  });
});
