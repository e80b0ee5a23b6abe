import type { Key } from 'react';
import {
  Box,
  CircularProgress,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TablePagination,
  TableRow,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { msg } from '@sportdesk/contract';
import { DataTableHead } from './DataTableHead';
import { DataTableMessageRow } from './DataTableMessageRow';
import { LABEL_ROWS_PER_PAGE, labelDisplayedRows, labelDisplayedRowsOfMore } from './paginationLabels';
import type { DataTableColumn, DataTablePagination, DataTableSort } from './types';

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  total: number;
  /** The API stopped counting at `total`: the pager says „z ponad …” and lets the user go on. */
  totalCapped?: boolean;
  loading?: boolean;
  /** Text shown instead of rows when the load failed. */
  errorText?: string;
  emptyText?: string;
  pagination?: DataTablePagination;
  sort?: DataTableSort;
  getRowId?: (row: T) => Key;
  'aria-label'?: string;
}

/** A row of the small table with one line of text: 6 px padding above and below, 20 px of text, 1 px border. */
export const ROW_HEIGHT_PX = 33;

const defaultRowId = (row: unknown): Key => (row as { id: Key }).id;

/** A sticky cell covers what scrolls under it, and still shows the row's hover. */
const stickyBodyCell: SxProps<Theme> = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  backgroundColor: 'background.paper',
  'tr:hover > &': { backgroundImage: (theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})` },
};

/** The list table every screen uses: sortable headers, loading/empty/error states and a pager. */
export function DataTable<T>({
  columns,
  rows,
  total,
  totalCapped = false,
  loading = false,
  errorText,
  emptyText = msg.noResults,
  pagination,
  sort,
  getRowId = defaultRowId,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const hasRows = Boolean(rows?.length);
  const state = errorText ? 'error' : hasRows ? 'rows' : loading ? 'loading' : 'empty';

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading && hasRows && <LinearProgress aria-label="Ładowanie" />}</Box>
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-label={ariaLabel} aria-busy={loading}>
          <DataTableHead columns={columns} sort={sort} />
          <TableBody>
            {state === 'loading' && (
              // The first load keeps the place of a full page of rows, so the pager and the footer below do not
              // jump down when the rows arrive (layout shift, issue 21).
              <DataTableMessageRow colSpan={columns.length} height={(pagination?.limit ?? 10) * ROW_HEIGHT_PX}>
                <CircularProgress size={28} aria-label="Ładowanie" />
              </DataTableMessageRow>
            )}
            {state === 'empty' && <DataTableMessageRow colSpan={columns.length}>{emptyText}</DataTableMessageRow>}
            {state === 'error' && <DataTableMessageRow colSpan={columns.length}>{errorText}</DataTableMessageRow>}
            {state === 'rows' &&
              rows?.map((row) => (
                <TableRow hover key={getRowId(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align} sx={column.stickyRight ? stickyBodyCell : undefined}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination && (
        <TablePagination
          component="div"
          count={totalCapped ? -1 : total}
          page={pagination.page}
          rowsPerPage={pagination.limit}
          rowsPerPageOptions={[...pagination.pageSizes]}
          onPageChange={(_, page) => pagination.onChange({ page, limit: pagination.limit })}
          onRowsPerPageChange={(event) => pagination.onChange({ page: 0, limit: Number(event.target.value) })}
          labelDisplayedRows={totalCapped ? labelDisplayedRowsOfMore(total) : labelDisplayedRows}
          labelRowsPerPage={LABEL_ROWS_PER_PAGE}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 } }}
        />
      )}
    </Paper>
  );
}
