import { useState } from 'react';
import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { msg, type Participant } from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/useNotify';
import { useRemoveParticipant } from './queries';

/** 'Na pewno chcesz usunąć?' with the costs flag: refund the wallet charge or not. */
export function RemoveParticipantDialog({
  activityId,
  participant,
  onClose,
}: {
  activityId: number;
  participant: Participant | null;
  onClose: () => void;
}) {
  const remove = useRemoveParticipant(activityId);
  const notify = useNotify();
  const [costs, setCosts] = useState(true);
  const name = participant ? [participant.user.first_name, participant.user.last_name].filter(Boolean).join(' ') : '';
  return (
    <ConfirmDialog
      open={participant !== null}
      busy={remove.isPending}
      onClose={onClose}
      text={
        <Stack spacing={1}>
          <Typography>{msg.confirmDelete}</Typography>
          <Typography variant="body2" color="text.secondary">
            {name}
          </Typography>
          {participant?.costs && (
            <FormControlLabel
              control={<Checkbox checked={costs} onChange={(e) => setCosts(e.target.checked)} />}
              label={`Zwróć opłatę (${participant.price.toFixed(2)} zł)`}
            />
          )}
        </Stack>
      }
      onConfirm={() =>
        participant &&
        remove.mutate(
          { id: participant.id, costs: participant.costs && costs },
          {
            onSuccess: () => {
              notify.success(msg.deleted);
              onClose();
            },
            onError: (error) => {
              onClose();
              notify.error(isApiError(error) ? error.message : msg.deleteFailed);
            },
          },
        )
      }
    />
  );
}
