/**
 * The id of the host page's preload tag for antd's prebuilt styles: the build writes the tag
 * (tooling/src/antd-stylesheet.ts), PortalRoot looks for it (shared/src/react/antd-stylesheet.ts).
 */
export const ANTD_STYLESHEET_ID = 'antd-styles';
