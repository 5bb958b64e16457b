/*
 * What the virtual grid adds to the list table's look (list-table-style.tsx, whose rules it also
 * takes: the grid carries the `list-table` class): one box that scrolls both ways, a header that
 * sticks to its top and frozen columns that stick to its left. Sticky cells are painted opaque —
 * antd's translucent header and hover fills laid over the container's colour — or the cells
 * scrolled under them would show through. Kept as a hoisted <style> for the reasons given there.
 */
const FILL = 'var(--ant-color-fill-alter, rgba(0, 0, 0, 0.02))';
const BACKGROUND = 'var(--ant-color-bg-container, #fff)';

const VIRTUAL_GRID_CSS = `
/* A sideways swipe that reaches the box's edge stops there, not turning into the browser's "back". */
.virtual-grid-scroll { overflow: auto; max-width: 100%; overscroll-behavior-x: contain; }
.list-table.virtual-grid table { table-layout: fixed; min-width: 100%; }
.list-table.virtual-grid th, .list-table.virtual-grid td { background-color: ${BACKGROUND}; }
/* The header row sticks as a whole (not cell by cell), so it is where it is seen: in view over the last line. */
.list-table.virtual-grid thead { position: sticky; top: 0; z-index: 2; }
.list-table.virtual-grid th { background-image: linear-gradient(${FILL}, ${FILL}); }
/* A cell is a stacking context of its own, so what antd lifts inside it (a select's value has a
   z-index) stays under the frozen cells when it scrolls beneath them. */
.list-table.virtual-grid td { isolation: isolate; }
.list-table.virtual-grid .virtual-grid-fixed { position: sticky; z-index: 1; }
.virtual-grid-row:hover td { background-image: linear-gradient(${FILL}, ${FILL}); }
.virtual-grid-clip { display: block; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.list-table.virtual-grid .virtual-grid-spacer td { padding: 0; border: 0; }
/* Scrolled sideways, a shadow on the frozen columns' edge says there is more under them, as antd's. */
.virtual-grid-fixed-last::after { content: ''; position: absolute; top: 0; bottom: -1px; inset-inline-end: 0; width: 30px; transform: translateX(100%); pointer-events: none; transition: box-shadow var(--ant-motion-duration-slow, 0.3s); }
.virtual-grid-sideways .virtual-grid-fixed-last::after { box-shadow: inset 10px 0 8px -8px var(--ant-color-split, rgba(5, 5, 5, 0.06)); }
`;

/** Puts the grid's rules into the page once, however many grids it draws. */
export function VirtualGridStyle() {
  return (
    <style href="portal-virtual-grid" precedence="medium">
      {VIRTUAL_GRID_CSS}
    </style>
  );
}
