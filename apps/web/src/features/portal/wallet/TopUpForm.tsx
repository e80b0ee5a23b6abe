import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { PLAYER_TOP_UP_MAX, PLAYER_TOP_UP_MIN, playerTopUpInput } from '@sportdesk/contract';
import { isApiError } from '../../../lib/api';
import { apiFieldErrors, schemaErrors } from '../../../lib/fieldErrors';
import { useTopUp } from './queries';

/** 'Doładuj konto główne': the amount goes to the payment gateway (the local sandbox by default), which sends the player back here. */
export function TopUpForm() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const topUp = useTopUp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = schemaErrors(playerTopUpInput, { value });
    setError(invalid?.value);
    if (invalid) return;
    topUp.mutate(
      { value },
      {
        onSuccess: (started) => window.location.assign(started.redirect_url),
        onError: (e) => setError(apiFieldErrors(e).value),
      },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="top-up-heading" sx={{ p: 2 }}>
      <Typography id="top-up-heading" variant="h6" component="h2" gutterBottom>
        Doładuj konto główne
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Kwota"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? `Od ${PLAYER_TOP_UP_MIN} do ${PLAYER_TOP_UP_MAX} zł, płatność przez bramkę płatności`}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { endAdornment: <InputAdornment position="end">zł</InputAdornment> },
            }}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={topUp.isPending} sx={{ mt: { sm: 0.5 } }}>
            Doładuj
          </Button>
        </Stack>
        {topUp.isError && !error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {isApiError(topUp.error) ? topUp.error.message : 'Nie udało się doładować'}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}
