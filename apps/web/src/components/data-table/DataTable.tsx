import { Fragment, useState, type Key, type ReactNode } from 'react';
import {
  Box,
  CircularProgress,
  Collapse,
  IconButton,
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
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { visuallyHidden } from '../visuallyHidden';
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
  /** What an empty list shows: a text ('Brak wyników' by default) or a prompt to add the first record. */
  emptyText?: ReactNode;
  pagination?: DataTablePagination;
  sort?: DataTableSort;
  getRowId?: (row: T) => Key;
  'aria-label'?: string;
  /** When given, each row gets a first toggle cell that opens this detail below the row. */
  renderExpanded?: (row: T) => ReactNode;
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
  renderExpanded,
}: DataTableProps<T>) {
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const toggle = (key: Key) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const allColumns: readonly DataTableColumn<T>[] = renderExpanded
    ? [
        {
          id: '_expand',
          header: <span style={visuallyHidden}>Szczegóły</span>,
          width: 48,
          cell: (row) => {
            const key = getRowId(row);
            const open = expanded.has(key);
            return (
              <IconButton
                size="small"
                aria-expanded={open}
                aria-label={open ? 'Ukryj szczegóły' : 'Pokaż szczegóły'}
                onClick={() => toggle(key)}
              >
                {open ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
              </IconButton>
            );
          },
        },
        ...columns,
      ]
    : columns;
  const hasRows = Boolean(rows?.length);
  const state = errorText ? 'error' : hasRows ? 'rows' : loading ? 'loading' : 'empty';

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading && hasRows && <LinearProgress aria-label="Ładowanie" />}</Box>
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-label={ariaLabel} aria-busy={loading}>
          <DataTableHead columns={allColumns} sort={sort} />
          <TableBody>
            {state === 'loading' && (
              // The first load keeps the place of a full page of rows, so the pager and the footer below do not
              // jump down when the rows arrive (layout shift).
              <DataTableMessageRow colSpan={allColumns.length} height={(pagination?.limit ?? 10) * ROW_HEIGHT_PX}>
                <CircularProgress size={28} aria-label="Ładowanie" />
              </DataTableMessageRow>
            )}
            {state === 'empty' && <DataTableMessageRow colSpan={allColumns.length}>{emptyText}</DataTableMessageRow>}
            {state === 'error' && <DataTableMessageRow colSpan={allColumns.length}>{errorText}</DataTableMessageRow>}
            {state === 'rows' &&
              rows?.map((row) => {
                const key = getRowId(row);
                const open = expanded.has(key);
                return (
                  <Fragment key={key}>
                    <TableRow hover sx={renderExpanded ? { '& > td': { borderBottom: open ? 'unset' : undefined } } : undefined}>
                      {allColumns.map((column) => (
                        <TableCell key={column.id} align={column.align} sx={column.stickyRight ? stickyBodyCell : undefined}>
                          {column.cell(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                    {renderExpanded && open && (
                      <TableRow>
                        <TableCell colSpan={allColumns.length} sx={{ py: 0 }}>
                          <Collapse in={open} unmountOnExit>
                            <Box sx={{ py: 1.5 }}>{renderExpanded(row)}</Box>
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
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
