import { Alert, Box, Button, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { PLAYER_TOP_UP_MAX, PLAYER_TOP_UP_MIN } from '@sportdesk/contract';
import { isApiError } from '../../../lib/api';
import { applyApiFieldErrors } from '../../../components/form/applyApiFieldErrors';
import { useDeferredForm } from '../../../components/form/useDeferredForm';
import { useTopUp } from './queries';

const loadSchema = () => import('../formSchemas').then((m) => m.playerTopUpInput);

/** 'Doładuj konto główne': the amount goes to the payment gateway (the local sandbox by default), which sends the player back here. */
export function TopUpForm() {
  const form = useDeferredForm({ schema: loadSchema, defaultValues: { value: '' } });
  const topUp = useTopUp();
  const amount = form.field('value');

  const submit = form.handleSubmit((_, typed) =>
    topUp.mutate(typed, {
      onSuccess: (started) => window.location.assign(started.redirect_url),
      onError: (error) => applyApiFieldErrors(error, form.setError),
    }),
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="top-up-heading" sx={{ p: 2 }}>
      <Typography id="top-up-heading" variant="h6" component="h2" gutterBottom>
        Doładuj konto główne
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            {...amount}
            label="Kwota"
            helperText={
              amount.helperText ?? `Od ${PLAYER_TOP_UP_MIN} do ${PLAYER_TOP_UP_MAX} zł, płatność przez bramkę płatności`
            }
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
        {topUp.isError && !amount.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {isApiError(topUp.error) ? topUp.error.message : 'Nie udało się doładować'}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}
