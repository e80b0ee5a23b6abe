import { useState } from 'react';
import { Button } from '@mui/material';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { msg, type AdminUser } from '@sportdesk/contract';
import { isApiError } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/useNotify';
import { useConfirmAccount } from '../queries';

/**
 * 'Potwierdź konto' on the user page, only for an account with an e-mail that was never confirmed (a player who
 * never got the message): confirmed by staff, audited by the API.
 */
export function ConfirmAccountButton({ user }: { user: AdminUser }) {
  const [confirming, setConfirming] = useState(false);
  const confirm = useConfirmAccount(user.id);
  const notify = useNotify();
  if (!user.email || user.confirmed_at) return null;

  const onConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: () => notify.success(msg.accountConfirmed),
      onError: (error) => notify.error(isApiError(error) ? error.message : msg.saveFailed),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Button variant="outlined" startIcon={<MarkEmailReadOutlinedIcon />} onClick={() => setConfirming(true)}>
        Potwierdź konto
      </Button>
      <ConfirmDialog
        open={confirming}
        destructive={false}
        title="Potwierdź konto"
        text={`Potwierdzić konto ${user.email} bez linku z e-maila? Gracz będzie mógł się zalogować.`}
        busy={confirm.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
