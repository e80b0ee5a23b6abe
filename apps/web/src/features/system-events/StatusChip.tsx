import { Chip, type ChipProps } from '@mui/material';
import { SYSTEM_EVENT_STATUS_LABELS, type SystemEventStatus } from '@sportdesk/contract';

const COLORS: Record<SystemEventStatus, ChipProps['color']> = {
  opened: 'info',
  inprogress: 'warning',
  done: 'success',
  archived: 'default',
};

export function StatusChip({ status }: { status: SystemEventStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={SYSTEM_EVENT_STATUS_LABELS[status]} />;
}
