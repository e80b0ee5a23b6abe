import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@sportdesk/contract';
import { api, isApiError } from '../../../lib/api';
import { sessionKeys } from '../../../lib/session/queries';
import { applyApiFieldErrors } from '../../../components/form/applyApiFieldErrors';
import { useDeferredForm } from '../../../components/form/useDeferredForm';

const loadSchema = () => import('../formSchemas').then((m) => m.confirmPhoneBody);

const errorText = (error: unknown) => (isApiError(error) ? error.message : msg.saveFailed);

/**
 * The phone confirmation on the account page: 'Wyślij kod' sends the SMS code (`users/confirm_phone_token_sender`,
 * once a minute), the code confirms the number (`users/confirm_phone_token`).
 */
export function PhoneConfirmation() {
  const queryClient = useQueryClient();
  const form = useDeferredForm<{ token: string }, { token: string }>({ schema: loadSchema, defaultValues: { token: '' } });
  const send = useMutation({
    mutationFn: () => api.get<{ message: string }>('/users/confirm_phone_token_sender'),
  });
  const confirm = useMutation({
    mutationFn: (token: string) => api.post<{ message: string }>('/users/confirm_phone_token', { body: { token } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.current() }),
    onError: (error) => applyApiFieldErrors(error, form.setError),
  });
  const submit = form.handleSubmit(({ token }) => confirm.mutate(token));
  const code = form.field('token');

  return (
    <Box component="section" aria-labelledby="potwierdzenie-telefonu" sx={{ mt: 4 }}>
      <Typography id="potwierdzenie-telefonu" variant="h6" component="h2" gutterBottom>
        Potwierdź numer telefonu
      </Typography>
      <Stack spacing={2}>
        {send.isSuccess && <Alert severity="success">{msg.phoneTokenSent}</Alert>}
        {send.isError && <Alert severity="error">{errorText(send.error)}</Alert>}
        {confirm.isError && !code.error && <Alert severity="error">{errorText(confirm.error)}</Alert>}
        <Button variant="outlined" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isSuccess ? 'Wyślij kod ponownie' : 'Wyślij kod SMS'}
        </Button>
        <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Kod z SMS"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...code}
            sx={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={confirm.isPending}
            sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 56 }}
          >
            Potwierdź
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
