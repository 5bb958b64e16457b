export { VirtualGrid, type VirtualGridProps, type VirtualGridRef } from './VirtualGrid';
export type { GridColumn, GridRowAttributes } from './VirtualGridRow';
