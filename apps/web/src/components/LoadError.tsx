import { Alert, Button } from '@mui/material';
import { loadErrorMessage } from '../lib/loadErrorMessage';

/** Inline notice of a failed load ('Coś poszło nie tak') with a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Spróbuj ponownie
          </Button>
        )
      }
    >
      {loadErrorMessage(error)}
    </Alert>
  );
}
