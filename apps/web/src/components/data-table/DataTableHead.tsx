import { TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { DataTableColumn, DataTableSort } from './types';

interface Props<T> {
  columns: readonly DataTableColumn<T>[];
  sort?: DataTableSort;
}

/** Header row; a sortable column toggles asc/desc, another column starts at asc. */
export function DataTableHead<T>({ columns, sort }: Props<T>) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const active = sort?.order === column.id;
          return (
            <TableCell
              key={column.id}
              align={column.align}
              sx={column.stickyRight ? { width: column.width, position: 'sticky', right: 0, zIndex: 2 } : { width: column.width }}
              sortDirection={active ? sort.dir : false}
            >
              {column.sortable && sort ? (
                <TableSortLabel
                  active={active}
                  direction={active ? sort.dir : 'asc'}
                  onClick={() => sort.onChange(column.id, active && sort.dir === 'asc' ? 'desc' : 'asc')}
                >
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
