import { Button, Stack } from '@mui/material';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { eventCommentInput, msg, type EventCommentInput } from '@sportdesk/contract';
import { applyApiFieldErrors, TextFieldElement } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { useAddEventComment } from './queries';
import { useContractForm } from '../../components/form/useContractForm';

/** The add-comment form under the timeline; the comment is required ('Pole Wymagane'). */
export function CommentForm({ eventId }: { eventId: number }) {
  const add = useAddEventComment(eventId);
  const notify = useNotify();
  const { control, handleSubmit, reset, setError } = useContractForm<EventCommentInput>({
    schema: eventCommentInput,
    defaultValues: { comment: '' },
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Dodaj komentarz"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={handleSubmit((values) =>
        add.mutate(values, {
          onSuccess: () => {
            reset({ comment: '' });
            notify.success(msg.added);
          },
          onError: (error) => {
            applyApiFieldErrors(error, setError);
            notify.error(msg.saveFailed);
          },
        }),
      )}
    >
      <TextFieldElement
        control={control}
        name="comment"
        label="Komentarz"
        required
        multiline
        minRows={1}
        maxRows={6}
        fullWidth
        size="small"
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<SendOutlinedIcon />}
        loading={add.isPending}
        loadingPosition="start"
        sx={{ flexShrink: 0 }}
      >
        Dodaj komentarz
      </Button>
    </Stack>
  );
}
