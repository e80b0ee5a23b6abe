import type { ReactNode } from 'react';
import { Box } from '@mui/material';

interface Props {
  /** The full text: shown whole on hover (and read by screen readers) when the cell cuts it. */
  text: string;
  /** The widest the text may be, in px. */
  maxWidth: number;
  /** Shown instead of the text (a link around it); the cut and the hover text still follow `text`. */
  children?: ReactNode;
}

/**
 * A long single token in a table cell (an e-mail, an address, a code): one line cut with '…', the full text on hover,
 * so no word is broken and the column stays narrow (docs/decisions.md "What a new user reads: words, labels, dates,
 * numbers").
 */
export function TruncatedText({ text, maxWidth, children }: Props) {
  return (
    <Box
      component="span"
      title={text}
      sx={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {children ?? text}
    </Box>
  );
}
