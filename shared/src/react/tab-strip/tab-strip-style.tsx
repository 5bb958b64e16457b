/*
 * The look of TabStrip: antd 6's line tabs, drawn from antd's CSS variables (each with antd's
 * default as a fallback), so a theme colour reaches them. A string React 19 hoists into <head>
 * once, as list-table-style.tsx explains; the host's nonce guard gives it the page nonce.
 */
const TAB_STRIP_CSS = `
.tab-strip { display: flex; flex-wrap: wrap; gap: 0 32px; margin: 0 0 16px; padding: 0; box-shadow: inset 0 -1px var(--ant-color-border-secondary, #f0f0f0); }
.tab-strip-tab { flex: none; padding: 12px 0; border: 0; background: none; font: inherit; font-size: var(--ant-font-size, 14px); line-height: var(--ant-line-height, 1.5714); color: var(--ant-color-text, rgba(0, 0, 0, 0.88)); white-space: nowrap; cursor: pointer; transition: color var(--ant-motion-duration-slow, 0.3s); }
.tab-strip-tab:hover { color: var(--ant-color-primary-hover, #4096ff); }
.tab-strip-tab[aria-selected='true'] { color: var(--ant-color-primary, #1677ff); box-shadow: inset 0 -2px var(--ant-color-primary, #1677ff); }
.tab-strip-tab:focus-visible { outline: 3px solid var(--ant-color-primary-border, #91caff); outline-offset: -3px; border-radius: var(--ant-border-radius-sm, 4px); }
`;

/** Puts the tab strip's rules into the page once, however many strips it draws. */
export function TabStripStyle() {
  return (
    <style href="portal-tab-strip" precedence="medium">
      {TAB_STRIP_CSS}
    </style>
  );
}
