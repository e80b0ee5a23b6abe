import { Chip } from '@mui/material';

/** Card activity shown as active or inactive (docs/spec/part-1.md §4). */
export function ActiveChip({
  active,
  activeLabel = 'Aktywna',
  inactiveLabel = 'Nieaktywna',
}: {
  active: boolean;
  activeLabel?: string;
  inactiveLabel?: string;
}) {
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={active ? activeLabel : inactiveLabel}
    />
  );
}
