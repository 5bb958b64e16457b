/**
 * The id of the host page's tag for antd's prebuilt styles, preloaded after the first paint: the
 * build writes the tag (tooling/src/antd-stylesheet.ts), PortalRoot looks for its href
 * (shared/src/react/antd-stylesheet.ts).
 */
export const ANTD_STYLESHEET_ID = 'antd-styles';

/**
 * The precedence PortalRoot gives the stylesheet (React's `precedence`, `data-precedence` in the
 * page). The host's boot puts the stylesheet in the page with it ahead of the first render
 * (host/src/boot/antd-stylesheet.ts), and React adopts a stylesheet it finds with its href.
 */
export const ANTD_STYLESHEET_PRECEDENCE = 'antd';
