import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useNavigate } from 'react-router';
import { msg, type AppSetting } from '@sportdesk/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/useNotify';
import { useDeleteAppSetting } from './queries';
import { appSettingListUrl } from './urls';

/** 'Usuń' with a confirmation naming the setting; 'Usunięto', then back to the list. */
export function AppSettingDeleteButton({ setting }: { setting: AppSetting }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAppSetting(setting.id);
  const notify = useNotify();
  const navigate = useNavigate();

  const onConfirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(msg.deleted);
        navigate(appSettingListUrl(), { replace: true });
      },
      onError: () => {
        setConfirming(false);
        notify.error(msg.deleteFailed);
      },
    });

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)}>
        Usuń
      </Button>
      <ConfirmDialog
        open={confirming}
        text={`Na pewno chcesz usunąć ustawienie „${setting.name}”?`}
        busy={remove.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
