import { Chip } from '@mui/material';

/** 'Tak' / 'Nie' in a table cell; `highlight` colours the 'Tak' case. */
export function YesNo({ value, highlight = 'default' }: { value: boolean; highlight?: 'warning' | 'success' | 'default' }) {
  return (
    <Chip
      size="small"
      label={value ? 'Tak' : 'Nie'}
      color={value ? highlight : 'default'}
      variant={value ? 'filled' : 'outlined'}
    />
  );
}
