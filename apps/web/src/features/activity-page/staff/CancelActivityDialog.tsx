import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
} from '@mui/material';
import type { z } from 'zod';
import {
  CANCEL_REASON_MAX,
  activityCancelInput,
  activityNoticeMsg,
  formatPln,
  msg,
  type ActivityCancelResult,
  type ActivityCancelValues,
  type CancelRefund,
} from '@sportdesk/contract';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { applyApiFieldErrors, TextFieldElement, useContractForm } from '../../../components/form';
import { useNotify } from '../../../components/useNotify';
import { useCancelActivity } from './queries';

const ACCOUNT_NAMES: Record<CancelRefund['account'], string> = {
  main: 'konto główne',
  bonus: 'konto bonusowe',
  deposit: 'konto kaucji',
};

/** "Zwrot 160,00 zł (4 osoby)" and one line per refund. */
export function RefundSummary({ result }: { result: ActivityCancelResult }) {
  return (
    <Stack spacing={1.5}>
      <Alert severity="success">
        {result.refunds.length
          ? `Zwrócono ${formatPln(result.refunded_total)} (${result.refunds.length} ${result.refunds.length === 1 ? 'zwrot' : result.refunds.length < 5 ? 'zwroty' : 'zwrotów'}).`
          : 'Nikt nie zapłacił z konta ani online — bez zwrotów.'}{' '}
        Wiadomość do uczestników: {result.notified}.
        {result.reserve_cleared > 0 && ` Lista rezerwowa wyczyszczona (${result.reserve_cleared}).`}
      </Alert>
      {result.pending_payments > 0 && (
        <Alert severity="info">
          Płatności online w toku: {result.pending_payments}. Zwrot nastąpi, gdy bramka potwierdzi płatność.
        </Alert>
      )}
      {result.refunds.length > 0 && (
        <List dense aria-label="Zwroty" disablePadding>
          {result.refunds.map((r) => (
            <ListItem key={r.transaction_id} disableGutters divider>
              <ListItemText primary={r.user_label} secondary={`${formatPln(r.amount)} na ${ACCOUNT_NAMES[r.account]}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * 'Odwołaj zajęcia': the confirmation with an optional reason, then what was refunded. Already cancelled: the
 * button stays, disabled, so the page says why nothing can happen.
 */
export function CancelActivityButton({ activityId, canceled }: { activityId: number; canceled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" disabled={canceled} onClick={() => setOpen(true)}>
        {canceled ? 'Zajęcia odwołane' : activityNoticeMsg.cancelAction}
      </Button>
      {open && <CancelActivityDialog activityId={activityId} onClose={() => setOpen(false)} />}
    </>
  );
}

function CancelActivityDialog({ activityId, onClose }: { activityId: number; onClose: () => void }) {
  const cancel = useCancelActivity(activityId);
  const notify = useNotify();
  const [result, setResult] = useState<ActivityCancelResult | null>(null);
  const { control, handleSubmit, setError } = useContractForm<ActivityCancelValues, z.output<typeof activityCancelInput>>({
    schema: activityCancelInput,
    defaultValues: { reason: '' },
  });
  const busy = cancel.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="cancel-activity-title" maxWidth="sm" fullWidth>
      <DialogTitle id="cancel-activity-title">{result ? activityNoticeMsg.canceled : activityNoticeMsg.cancelAction}</DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <RefundSummary result={result} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} autoFocus>
              Zamknij
            </Button>
          </DialogActions>
        </>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((input) =>
            cancel.mutate(input, {
              onSuccess: (done) => {
                setResult(done);
                notify[done.canceled ? 'success' : 'info'](done.message);
              },
              onError: (error) => {
                applyApiFieldErrors(error, setError);
                notify.error(isApiError(error, 'BUSINESS_RULE') ? error.message : msg.saveFailed);
              },
            }),
          )}
        >
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{activityNoticeMsg.cancelConfirm}</DialogContentText>
              <TextFieldElement
                control={control}
                name="reason"
                label="Powód (opcjonalnie)"
                helperText={`Uczestnicy przeczytają go w wiadomości. Do ${CANCEL_REASON_MAX} znaków.`}
                multiline
                minRows={2}
                autoFocus
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {msg.no}
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={busy}>
              {activityNoticeMsg.cancelAction}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
