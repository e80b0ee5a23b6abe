import type { ReactNode } from 'react';
import { Box, IconButton } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link } from 'react-router';
import { visuallyHidden } from '../visuallyHidden';
import type { DataTableColumn } from './types';
import { LazyTooltip } from '../LazyTooltip';

export interface ActionsColumnOptions {
  /** Column id (default `actions`). */
  id?: string;
  /** The header screen readers hear (default 'Akcje'); it is hidden on screen. */
  header?: string;
  width?: number;
}

/** The row-actions column: right-aligned, always in view (sticky), its header read out but hidden on screen. */
export function actionsColumn<T>(
  cell: (row: T) => ReactNode,
  { id = 'actions', header = 'Akcje', width }: ActionsColumnOptions = {},
): DataTableColumn<T> {
  return { id, header: <Box sx={visuallyHidden}>{header}</Box>, align: 'right', width, cell, stickyRight: true };
}

type EditIconButtonProps = {
  /** The button's accessible name, e.g. `Edytuj ${row.name}`. */
  label: string;
  /** The tooltip (default 'Edytuj'). */
  title?: string;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/** The small pencil button of a row: a link with `to`, a button with `onClick`. */
export function EditIconButton({ label, title = 'Edytuj', to, onClick }: EditIconButtonProps) {
  const icon = <EditOutlinedIcon fontSize="small" />;
  return (
    <LazyTooltip title={title}>
      {to !== undefined ? (
        <IconButton component={Link} to={to} aria-label={label} size="small">
          {icon}
        </IconButton>
      ) : (
        <IconButton onClick={onClick} aria-label={label} size="small">
          {icon}
        </IconButton>
      )}
    </LazyTooltip>
  );
}

/** An actions column (72 px unless `options` say otherwise) with one edit link, read as `Edytuj <labelOf(row)>`. */
export function editActionColumn<T>(
  urlOf: (row: T) => string,
  labelOf: (row: T) => string,
  options: ActionsColumnOptions = {},
): DataTableColumn<T> {
  return actionsColumn((row) => <EditIconButton to={urlOf(row)} label={`Edytuj ${labelOf(row)}`} />, { width: 72, ...options });
}
