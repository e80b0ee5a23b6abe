import type { ReactNode } from 'react';
import { TableCell, TableRow } from '@mui/material';

/** One full-width row for the loading, empty and error states; `height` reserves the space of the rows to come. */
export function DataTableMessageRow({ colSpan, height, children }: { colSpan: number; height?: number; children: ReactNode }) {
  return (
    <TableRow sx={height ? { height } : undefined}>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 6, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
