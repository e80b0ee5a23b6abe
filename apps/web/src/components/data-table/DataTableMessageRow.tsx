import type { ReactNode } from 'react';
import { TableCell, TableRow } from '@mui/material';

/** One full-width row for the loading, empty and error states. */
export function DataTableMessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 6, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
