export { DataTable, type DataTableProps } from './DataTable';
export type { DataTableColumn, DataTablePagination, DataTableSort, SortDirection } from './types';
