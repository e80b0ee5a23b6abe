import type { LabelDisplayedRowsArgs } from '@mui/material';

/** `1-25 z 340` (spec part 1 §9: "from-to z count"). */
export const labelDisplayedRows = ({ from, to, count }: LabelDisplayedRowsArgs) => `${from}-${to} z ${count}`;

export const LABEL_ROWS_PER_PAGE = 'Wierszy na stronę:';
