import type { LabelDisplayedRowsArgs } from '@mui/material';

/** `1-25 z 340` (docs/spec/part-1.md §9: "from-to z count"). */
export const labelDisplayedRows = ({ from, to, count }: LabelDisplayedRowsArgs) => `${from}-${to} z ${count}`;

/** `1-25 z ponad 10 000`: the list stopped counting at `cap`. */
export const labelDisplayedRowsOfMore =
  (cap: number) =>
  ({ from, to }: LabelDisplayedRowsArgs) =>
    `${from}-${to} z ponad ${cap.toLocaleString('pl-PL')}`;

export const LABEL_ROWS_PER_PAGE = 'Wierszy na stronę:';
