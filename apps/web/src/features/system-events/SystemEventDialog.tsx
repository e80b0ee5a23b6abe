import { Box, Dialog, DialogContent, DialogTitle, Divider, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { msg, type SystemEvent } from '@sportdesk/contract';
import { LoadError } from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { applyApiFieldErrors } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { formatDateTime } from '../users/public';
import { CommentForm } from './CommentForm';
import { CommentsTimeline } from './CommentsTimeline';
import { DeleteEventButton } from './DeleteEventButton';
import { useCreateSystemEvent, useSystemEvent, useUpdateSystemEvent } from './queries';
import { SystemEventForm } from './SystemEventForm';
import { TargetLink } from './TargetLink';

interface Props {
  /** `'new'` for the create dialog, an id to edit (opening it marks the event read). */
  eventId: number | 'new' | null;
  onClose: () => void;
}

/** The create/edit dialog; an existing event also shows its target, comments timeline and add-comment form. */
export function SystemEventDialog({ eventId, onClose }: Props) {
  const titleId = 'system-event-dialog-title';
  return (
    <Dialog open={eventId !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId} scroll="body">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {eventId === 'new' ? 'Nowe zdarzenie' : `Zdarzenie #${eventId}`}
        <IconButton aria-label="Zamknij" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {eventId === 'new' && <CreateEvent onDone={onClose} />}
        {typeof eventId === 'number' && <EditEvent id={eventId} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CreateEvent({ onDone }: { onDone: () => void }) {
  const create = useCreateSystemEvent();
  const notify = useNotify();
  return (
    <SystemEventForm
      saving={create.isPending}
      onCancel={onDone}
      onSubmit={(values, setError) =>
        create.mutate(values, {
          onSuccess: () => {
            notify.success(msg.added);
            onDone();
          },
          onError: (error) => {
            applyApiFieldErrors(error, setError);
            notify.error(msg.saveFailed);
          },
        })
      }
    />
  );
}

function EditEvent({ id, onDone }: { id: number; onDone: () => void }) {
  const event = useSystemEvent(id);
  if (event.isPending) return <PageLoader />;
  if (event.isError) return <LoadError error={event.error} onRetry={() => event.refetch()} />;
  return <EventEditor event={event.data} onDone={onDone} />;
}

function EventEditor({ event, onDone }: { event: SystemEvent; onDone: () => void }) {
  const update = useUpdateSystemEvent(event.id);
  const notify = useNotify();
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ color: 'text.secondary' }}>
        <Typography variant="body2">Utworzono: {formatDateTime(event.created_at)}</Typography>
        <Typography variant="body2" component="div">
          Dotyczy: <TargetLink event={event} />
        </Typography>
      </Stack>
      <SystemEventForm
        event={event}
        saving={update.isPending}
        onCancel={onDone}
        extraActions={<DeleteEventButton eventId={event.id} onDeleted={onDone} />}
        onSubmit={(values, setError) =>
          update.mutate(values, {
            onSuccess: () => {
              notify.success(msg.saved);
              onDone();
            },
            onError: (error) => {
              applyApiFieldErrors(error, setError);
              notify.error(msg.saveFailed);
            },
          })
        }
      />
      <Divider />
      <Box component="section" aria-labelledby="event-comments-title">
        <Typography id="event-comments-title" variant="subtitle1" component="h3" sx={{ fontWeight: 650, mb: 1 }}>
          Komentarze ({event.comments_count})
        </Typography>
        <Stack spacing={2}>
          <CommentsTimeline comments={event.comments} />
          <CommentForm eventId={event.id} />
        </Stack>
      </Box>
    </Stack>
  );
}
