/*
 * The look of ListTable and Pager: antd 6's small table and pager, drawn from antd's CSS variables
 * (each with antd's default as a fallback), so a theme colour and the dark theme reach them too.
 *
 * Kept as a string that React 19 hoists into <head> once (a <style> with `href` and `precedence`),
 * not as a .css file like the apps' own: @portal/shared declares only its i18n files as having side
 * effects (package.json), so webpack would drop a bare CSS import from here, and the unit tests'
 * Jest config has no transform for CSS. The host's nonce guard gives this <style> the page nonce.
 */
const LIST_TABLE_CSS = `
.list-table { position: relative; max-width: 100%; color: var(--ant-color-text, rgba(0, 0, 0, 0.88)); font-size: var(--ant-font-size, 14px); line-height: var(--ant-line-height, 1.5714); }
.list-table-scroll { overflow-x: auto; max-width: 100%; }
.list-table table { width: 100%; border-collapse: separate; border-spacing: 0; text-align: start; }
.list-table th, .list-table td { padding: 8px; border-bottom: 1px solid var(--ant-color-border-secondary, #f0f0f0); overflow-wrap: break-word; }
.list-table th { position: relative; text-align: start; font-weight: var(--ant-font-weight-strong, 600); color: var(--ant-color-text-heading, rgba(0, 0, 0, 0.88)); background: var(--ant-color-fill-alter, rgba(0, 0, 0, 0.02)); }
.list-table th:first-child { border-start-start-radius: var(--ant-border-radius, 6px); }
.list-table th:last-child { border-start-end-radius: var(--ant-border-radius, 6px); }
.list-table th:not(:last-child)::before { content: ''; position: absolute; inset-inline-end: 0; top: 50%; width: 1px; height: 1.6em; transform: translateY(-50%); background: var(--ant-color-split, rgba(5, 5, 5, 0.06)); }
.list-table-row td { transition: background var(--ant-motion-duration-mid, 0.2s); }
.list-table-row:hover td { background: var(--ant-color-fill-alter, rgba(0, 0, 0, 0.02)); }
.list-table-placeholder td { text-align: center; color: var(--ant-color-text-quaternary, rgba(0, 0, 0, 0.25)); }
.list-table-placeholder .ant-empty { margin-block: 16px; }
.list-table-first-load { height: 96px; }
.list-table-loading tbody { opacity: 0.5; }
.list-table-spinner { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; }

.list-pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 8px; margin-top: 16px; font-size: var(--ant-font-size, 14px); color: var(--ant-color-text, rgba(0, 0, 0, 0.88)); }
.list-pager-pages { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; margin: 0; padding: 0; list-style: none; }
.list-pager button { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; height: 24px; padding: 0 6px; border: 1px solid transparent; border-radius: var(--ant-border-radius-sm, 4px); background: transparent; color: inherit; font: inherit; line-height: 22px; cursor: pointer; transition: background var(--ant-motion-duration-mid, 0.2s), color var(--ant-motion-duration-mid, 0.2s); }
.list-pager button:hover:not(:disabled) { background: var(--ant-color-bg-text-hover, rgba(0, 0, 0, 0.06)); }
.list-pager button:focus-visible, .list-pager select:focus-visible { outline: 3px solid var(--ant-color-primary-border, #91caff); outline-offset: 1px; }
.list-pager button:disabled { color: var(--ant-color-text-disabled, rgba(0, 0, 0, 0.25)); cursor: not-allowed; }
.list-pager button[aria-current='page'] { border-color: var(--ant-color-primary, #1677ff); color: var(--ant-color-primary, #1677ff); font-weight: var(--ant-font-weight-strong, 600); background: var(--ant-color-bg-container, #fff); }
.list-pager-step { font-size: var(--ant-font-size-sm, 12px); }
.list-pager-jump { color: var(--ant-color-text-quaternary, rgba(0, 0, 0, 0.25)) !important; letter-spacing: 2px; }
.list-pager-jump .list-pager-jump-icon { display: none; color: var(--ant-color-primary, #1677ff); font-size: var(--ant-font-size-sm, 12px); }
.list-pager-jump:hover .list-pager-jump-icon, .list-pager-jump:focus-visible .list-pager-jump-icon { display: inline-flex; }
.list-pager-jump:hover .list-pager-ellipsis, .list-pager-jump:focus-visible .list-pager-ellipsis { display: none; }
.list-pager-size select { height: 24px; padding: 0 4px; border: 1px solid var(--ant-color-border, #d9d9d9); border-radius: var(--ant-border-radius-sm, 4px); background: var(--ant-color-bg-container, #fff); color: inherit; font: inherit; cursor: pointer; }
.list-pager-size select:hover { border-color: var(--ant-color-primary-hover, #4096ff); }
.list-pager-size-label { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
`;

/** Puts the list table's rules into the page once, however many tables and pagers it draws. */
export function ListTableStyle() {
  return (
    <style href="portal-list-table" precedence="medium">
      {LIST_TABLE_CSS}
    </style>
  );
}
