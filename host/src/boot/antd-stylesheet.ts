import { ANTD_STYLESHEET_PRECEDENCE, antdStylesheetHref } from '@portal/shared/core';

/**
 * Puts antd's prebuilt stylesheet (preloaded once the first screen is painted) into the page as a
 * boot step of its own, with the href and precedence PortalRoot renders it with: React adopts a
 * stylesheet it finds so in the head instead of inserting another. Inserted by React, the 840 KB
 * file was parsed inside the first render's commit, 30 ms of a task of over 100 at Lighthouse's 4×
 * slower CPU. Its rules all sit under antd's class names, so the first screen still shown is not
 * touched. Answers whether it added the tag: not on a page without the stylesheet, nor twice.
 */
export function applyAntdStylesheet(doc: Document = document): boolean {
  const href = antdStylesheetHref(doc);
  if (!href) return false;
  const inPage = [...doc.querySelectorAll('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href);
  if (inPage) return false;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'stylesheet');
  link.setAttribute('href', href);
  link.setAttribute('data-precedence', ANTD_STYLESHEET_PRECEDENCE);
  doc.head.appendChild(link);
  return true;
}
