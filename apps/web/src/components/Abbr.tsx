import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * An abbreviation the screens keep ('FA', 'PNH') with what it stands for on hover: a dotted underline says there is
 * more (docs/decisions.md "What a new user reads: words, labels, dates, numbers").
 */
export function Abbr({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="abbr" title={title} sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 2, cursor: 'help' }}>
      {children}
    </Box>
  );
}
