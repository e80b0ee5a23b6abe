import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useNavigate } from 'react-router';
import { ErrorCode, msg, type AdminUser } from '@sportdesk/contract';
import { isApiError } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/useNotify';
import { useDeleteUser } from '../queries';
import { userListUrl } from '../urls';

/** 'Usuń konto' → 'Na pewno chcesz usunąć konto?' → 'Usunięto' and the list, or 'Nie udało się usunąć konta'. */
export function DeleteUserButton({ user }: { user: AdminUser }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteUser(user.id);
  const notify = useNotify();
  const navigate = useNavigate();

  const onConfirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(msg.deleted);
        navigate(userListUrl(), { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(
          isApiError(error, ErrorCode.BUSINESS_RULE) ? `${msg.deleteAccountFailed}: ${error.message}` : msg.deleteAccountFailed,
        );
      },
    });

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)}>
        Usuń konto
      </Button>
      <ConfirmDialog
        open={confirming}
        text={msg.confirmDeleteAccount}
        busy={remove.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
