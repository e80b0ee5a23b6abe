import type { ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Link } from 'react-router';

interface Props {
  /** Where 'Anuluj' goes. */
  cancelTo?: string;
  /** 'Anuluj' as an action instead of a link (forms inside dialogs). */
  onCancel?: () => void;
  saving?: boolean;
  submitLabel?: string;
  /** Left-hand actions, e.g. a delete button. */
  start?: ReactNode;
}

/** The button row under a form: optional start actions, then 'Anuluj' and 'Zapisz'. */
export function FormActions({ cancelTo, onCancel, saving = false, submitLabel = 'Zapisz', start }: Props) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 1 }}>
      {start}
      <Box sx={{ flexGrow: 1 }} />
      {onCancel ? (
        <Button onClick={onCancel} disabled={saving}>
          Anuluj
        </Button>
      ) : (
        cancelTo && (
          <Button component={Link} to={cancelTo} disabled={saving}>
            Anuluj
          </Button>
        )
      )}
      <Button type="submit" variant="contained" startIcon={<SaveOutlinedIcon />} loading={saving} loadingPosition="start">
        {submitLabel}
      </Button>
    </Stack>
  );
}
