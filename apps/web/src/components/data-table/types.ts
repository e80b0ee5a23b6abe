import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface DataTableColumn<T> {
  /** Column id; for a sortable column also the API's `order` value. */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Stays in view at the table's right edge when the table is wider than the screen (row actions). */
  stickyRight?: boolean;
}

export interface DataTablePagination {
  page: number;
  limit: number;
  /** Rows-per-page options, e.g. `PAGE_SIZES.generic`. */
  pageSizes: readonly number[];
  /** A page-size change always arrives with `page: 0`. */
  onChange: (next: { page: number; limit: number }) => void;
}

export interface DataTableSort {
  order?: string;
  dir: SortDirection;
  onChange: (order: string, dir: SortDirection) => void;
}
