export { DataTable, type DataTableProps } from './DataTable';
export { actionsColumn, editActionColumn, EditIconButton, type ActionsColumnOptions } from './actionColumns';
export { queryTableProps, type ListQueryResult } from './queryTableProps';
export type { DataTableColumn, DataTablePagination, DataTableSort, SortDirection } from './types';
export { SortSelect } from './SortSelect';
export { TruncatedText } from './TruncatedText';
