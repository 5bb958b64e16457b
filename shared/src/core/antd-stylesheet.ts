/**
 * The id of the host page's tag for antd's prebuilt styles, preloaded after the first paint: the
 * build writes the tag (tooling/src/antd-stylesheet.ts), PortalRoot and the host's boot read its
 * href (antdStylesheetHref below).
 */
export const ANTD_STYLESHEET_ID = 'antd-styles';

/**
 * The precedence PortalRoot gives the stylesheet (React's `precedence`, `data-precedence` in the
 * page). The host's boot puts the stylesheet in the page with it ahead of the first render
 * (host/src/boot/antd-stylesheet.ts), and React adopts a stylesheet it finds with its href.
 */
export const ANTD_STYLESHEET_PRECEDENCE = 'antd';

/**
 * Where the host page has antd's prebuilt component styles, or undefined when it has none: a dev
 * server, a unit test, or a host released before the stylesheet existed. Only with them may antd
 * skip generating its styles in the browser (zeroRuntime); without them it keeps generating them.
 */
export function antdStylesheetHref(doc: Document | undefined = globalThis.document): string | undefined {
  return doc?.getElementById(ANTD_STYLESHEET_ID)?.getAttribute('href') ?? undefined;
}
