import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { z } from 'zod';
import {
  NOTICE_CHANNELS,
  NOTICE_CHANNEL_LABELS,
  NOTICE_TEXT_MAX,
  activityNoticeInput,
  activityNoticeMsg,
  msg,
  type ActivityNoticeValues,
} from '@sportdesk/contract';
import { isApiError } from '../../../lib/api';
import { applyApiFieldErrors, SelectElement, SwitchElement, TextFieldElement, useContractForm } from '../../../components/form';
import { useNotify } from '../../../components/useNotify';
import { useSendNotice } from './queries';

const CHANNEL_OPTIONS = NOTICE_CHANNELS.map((c) => ({ value: c, label: NOTICE_CHANNEL_LABELS[c] }));

/** 'Wyślij wiadomość do uczestników': subject, text, channel, with or without the reserve list; `onSent` opens the log. */
export function SendNoticeButton({ activityId, onSent }: { activityId: number; onSent: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {activityNoticeMsg.sendAction}
      </Button>
      {open && (
        <SendNoticeDialog
          activityId={activityId}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            onSent();
          }}
        />
      )}
    </>
  );
}

function SendNoticeDialog({ activityId, onClose, onSent }: { activityId: number; onClose: () => void; onSent: () => void }) {
  const send = useSendNotice(activityId);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useContractForm<ActivityNoticeValues, z.output<typeof activityNoticeInput>>({
    schema: activityNoticeInput,
    defaultValues: { subject: '', text: '', channel: 'email', with_reserve: false },
  });
  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} aria-labelledby="send-notice-title" maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={handleSubmit((input) =>
          send.mutate(input, {
            onSuccess: (queued) => {
              notify.success(`${queued.message} (odbiorców: ${queued.recipients})`);
              onSent();
            },
            onError: (error) => {
              applyApiFieldErrors(error, setError);
              notify.error(isApiError(error, 'BUSINESS_RULE') ? error.message : msg.saveFailed);
            },
          }),
        )}
      >
        <DialogTitle id="send-notice-title">{activityNoticeMsg.sendAction}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextFieldElement control={control} name="subject" label="Temat" required autoFocus />
            <TextFieldElement
              control={control}
              name="text"
              label="Treść"
              required
              multiline
              minRows={4}
              helperText={`Do ${NOTICE_TEXT_MAX} znaków. SMS dostaje samą treść.`}
            />
            <SelectElement control={control} name="channel" label="Kanał" options={CHANNEL_OPTIONS} />
            <SwitchElement control={control} name="with_reserve" label="Również lista rezerwowa" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            Anuluj
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            Wyślij
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
