/**
 * The id of the host page's tag for antd's prebuilt styles, preloaded after the first paint: the
 * build writes the tag (tooling/src/antd-stylesheet.ts), PortalRoot looks for its href
 * (shared/src/react/antd-stylesheet.ts).
 */
export const ANTD_STYLESHEET_ID = 'antd-styles';
