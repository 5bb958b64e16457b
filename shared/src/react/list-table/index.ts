export { ListTable, type ListColumn, type ListTableProps } from './ListTable';
export { Pager, PAGE_SIZES, type PagerProps } from './Pager';
