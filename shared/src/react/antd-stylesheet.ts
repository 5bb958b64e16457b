import { ANTD_STYLESHEET_ID } from '../core/antd-stylesheet-id';

/**
 * Where the host page has antd's prebuilt component styles, or undefined when it has none: a dev
 * server, a unit test, or a host released before the stylesheet existed. Only with them may antd
 * skip generating its styles in the browser (zeroRuntime); without them it keeps generating them.
 */
export function antdStylesheetHref(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(ANTD_STYLESHEET_ID)?.getAttribute('href') ?? undefined;
}
