import { Alert } from '@mui/material';
import type { CardStatus } from '@sportdesk/contract';
import { formatDateTime } from '../format';

/** The provider's answer as text (docs/spec/part-1.md §3 "Card check"), green when the card may be used. */
export function CardCheckResult({ status }: { status: CardStatus | undefined }) {
  if (!status) return null;
  return (
    <Alert severity={status.active ? 'success' : 'warning'} sx={{ mt: 2 }} role="status">
      {status.text} · sprawdzono {formatDateTime(status.checked_at)}
    </Alert>
  );
}
