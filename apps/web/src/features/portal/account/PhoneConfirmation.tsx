import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmPhoneBody, msg } from '@sportdesk/contract';
import { api, isApiError } from '../../../lib/api';
import { sessionKeys } from '../../../lib/session/queries';
import { schemaErrors } from '../../../lib/fieldErrors';

const errorText = (error: unknown) => (isApiError(error) ? error.message : msg.saveFailed);

/**
 * The phone confirmation on the account page: 'Wyślij kod' sends the SMS code (`users/confirm_phone_token_sender`,
 * once a minute), the code confirms the number (`users/confirm_phone_token`).
 */
export function PhoneConfirmation() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const send = useMutation({
    mutationFn: () => api.get<{ message: string }>('/users/confirm_phone_token_sender'),
  });
  const confirm = useMutation({
    mutationFn: (token: string) => api.post<{ message: string }>('/users/confirm_phone_token', { body: { token } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.current() }),
    onError: (error) => setCodeError(isApiError(error) ? error.fields?.token : undefined),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = schemaErrors(confirmPhoneBody, { token: code });
    setCodeError(invalid?.token);
    if (!invalid) confirm.mutate(code.trim());
  };

  return (
    <Box component="section" aria-labelledby="potwierdzenie-telefonu" sx={{ mt: 4 }}>
      <Typography id="potwierdzenie-telefonu" variant="h6" component="h2" gutterBottom>
        Potwierdź numer telefonu
      </Typography>
      <Stack spacing={2}>
        {send.isSuccess && <Alert severity="success">{msg.phoneTokenSent}</Alert>}
        {send.isError && <Alert severity="error">{errorText(send.error)}</Alert>}
        {confirm.isError && !codeError && <Alert severity="error">{errorText(confirm.error)}</Alert>}
        <Button variant="outlined" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isSuccess ? 'Wyślij kod ponownie' : 'Wyślij kod SMS'}
        </Button>
        <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Kod z SMS"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={Boolean(codeError)}
            helperText={codeError}
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
