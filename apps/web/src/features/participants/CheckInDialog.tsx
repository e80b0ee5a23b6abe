import { lazy, Suspense, useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { checkInBody, checkInMsg, msg, type CheckInResult, type CheckInValues } from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { applyApiFieldErrors, TextFieldElement, useContractForm } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { useCheckIn } from './queries';
import { participantName } from './participantName';

// The barcode library comes with the dialog, never with the activity page.
const CameraScanner = lazy(() => import('./CameraScanner'));

/** 'Skanuj' on the activity page: the camera reads the player's QR, or the code is typed (docs/decisions.md "QR check-in"). */
export function CheckInButton({ activityId, disabled }: { activityId: number; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<QrCodeScannerIcon />} onClick={() => setOpen(true)} disabled={disabled}>
        {checkInMsg.scanAction}
      </Button>
      {open && <CheckInDialog activityId={activityId} onClose={() => setOpen(false)} />}
    </>
  );
}

function CheckInDialog({ activityId, onClose }: { activityId: number; onClose: () => void }) {
  const checkIn = useCheckIn(activityId);
  const notify = useNotify();
  const [last, setLast] = useState<{ severity: 'success' | 'info' | 'error'; text: string } | null>(null);
  const { control, handleSubmit, setError, reset } = useContractForm<CheckInValues>({
    schema: checkInBody,
    defaultValues: { code: '' },
  });

  const send = (code: string, typed: boolean) =>
    checkIn.mutate(
      { code },
      {
        onSuccess: (r: CheckInResult) => {
          const who = participantName(r.participant);
          const card = r.card ? ` · ${r.card.text}` : '';
          setLast({ severity: r.already_present ? 'info' : 'success', text: `${who}: ${r.message}${card}` });
          if (r.already_present) notify.info(checkInMsg.alreadyPresent);
          else notify.success(checkInMsg.present);
          reset({ code: '' });
        },
        onError: (error) => {
          const text = isApiError(error) ? error.message : msg.saveFailed;
          setLast({ severity: 'error', text });
          if (typed) applyApiFieldErrors(error, setError);
          notify.error(text);
        },
      },
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby="check-in-title" maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit((v) => send(v.code, true))}>
        <DialogTitle id="check-in-title">{checkInMsg.scanAction}: kod wejścia</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Suspense fallback={<CircularProgress size={24} aria-label="Włączanie kamery" />}>
              <CameraScanner onCode={(code) => send(code, false)} />
            </Suspense>
            <TextFieldElement
              control={control}
              name="code"
              label={checkInMsg.codeTitle}
              autoFocus
              autoComplete="off"
              helperText="Zeskanuj kod QR gracza albo wpisz lub wklej kod spod niego"
            />
            {last && (
              <Alert severity={last.severity} role="status">
                {last.text}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Zamknij</Button>
          <Button type="submit" variant="contained" loading={checkIn.isPending}>
            Zapisz obecność
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
