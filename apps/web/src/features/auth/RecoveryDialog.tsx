import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { msg, type RecoveryForm } from '@sportdesk/contract';
import { useDeferredForm } from '../../components/form/useDeferredForm';
import { OutlinedField } from '../../components/OutlinedField';
import { useNotify } from '../../components/useNotify';
import { authErrorMessage } from './authErrorMessage';
import { useRequestPasswordReset } from './queries';

const loadRecoveryForm = () => import('./schemas').then((m) => m.recoveryForm);

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Password recovery: e-mail only; the instructions arrive by e-mail. */
export function RecoveryDialog({ open, onClose }: Props) {
  const { field, handleSubmit, reset } = useDeferredForm<RecoveryForm, RecoveryForm>({
    schema: loadRecoveryForm,
    defaultValues: { email: '' },
  });
  const requestReset = useRequestPasswordReset();
  const notify = useNotify();

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) =>
    requestReset.mutate(values, {
      onSuccess: () => {
        notify.success(msg.recoverySent);
        close();
      },
      onError: (error) => notify.error(authErrorMessage(error, msg.recoveryFailed)),
    }),
  );

  return (
    <Dialog open={open} onClose={close} hideBackdrop maxWidth="xs" fullWidth aria-labelledby="recovery-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="recovery-title" sx={{ fontWeight: 700 }}>
          Odzyskiwanie hasła
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Podaj adres e-mail konta, a wyślemy instrukcję ustawienia nowego hasła.
          </DialogContentText>
          <OutlinedField {...field('email')} label="E-mail" type="email" autoComplete="email" autoFocus required />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Anuluj</Button>
          <Button type="submit" variant="contained" loading={requestReset.isPending}>
            Wyślij
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
