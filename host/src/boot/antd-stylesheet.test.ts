import { ANTD_STYLESHEET_ID, ANTD_STYLESHEET_PRECEDENCE } from '@portal/shared/core';
import { applyAntdStylesheet } from './antd-stylesheet';

const stylesheets = () => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => [link.getAttribute('href'), link.getAttribute('data-precedence')]);

describe('applyAntdStylesheet', () => {
  beforeEach(() => {
    document.head.innerHTML = `<link id="${ANTD_STYLESHEET_ID}" rel="preload" as="style" href="/antd.1.css">`;
  });

  it('adds the stylesheet with the href and precedence React renders it with, once', () => {
    expect(applyAntdStylesheet()).toBe(true);
    expect(applyAntdStylesheet()).toBe(false);
    expect(stylesheets()).toEqual([['/antd.1.css', ANTD_STYLESHEET_PRECEDENCE]]);
    // The preload keeps its id: PortalRoot reads the href from it.
    expect(document.getElementById(ANTD_STYLESHEET_ID)?.getAttribute('rel')).toBe('preload');
  });

  it('leaves a page without the stylesheet alone', () => {
    document.head.innerHTML = '';
    expect(applyAntdStylesheet()).toBe(false);
    expect(stylesheets()).toEqual([]);
  });

  it('adds nothing where React has put it in already', () => {
    document.head.insertAdjacentHTML('beforeend', `<link rel="stylesheet" href="/antd.1.css" data-precedence="${ANTD_STYLESHEET_PRECEDENCE}">`);
    expect(applyAntdStylesheet()).toBe(false);
    expect(stylesheets()).toHaveLength(1);
  });
});
