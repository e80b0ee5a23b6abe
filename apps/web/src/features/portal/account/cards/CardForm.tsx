import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { msg, playerAccountMsg, type PlayerCards } from '@sportdesk/contract';
import { isApiError } from '../../../../lib/api';
import { applyApiFieldErrors } from '../../../../components/form/applyApiFieldErrors';
import { useDeferredForm } from '../../../../components/form/useDeferredForm';
import { useSaveCard } from './queries';

type Kind = 'benefit' | 'fitprofit';

/** Each card's fields (the admin check's: Benefit needs all three, FitProfit/Medicover its number) and statuses. */
const CARDS = {
  benefit: {
    title: 'Karta Benefit',
    schema: () => import('../../formSchemas').then((m) => m.benefitCheckForm),
    fields: [
      { key: 'benefit_id', label: 'Numer karty Benefit' },
      { key: 'first_line', label: 'Pierwsza linia na karcie' },
      { key: 'second_line', label: 'Druga linia na karcie' },
    ],
    statuses: (c: PlayerCards) => [{ label: 'Karta Benefit', active: c.benefit_active }],
  },
  fitprofit: {
    title: 'Karta FitProfit / Medicover',
    schema: () => import('../../formSchemas').then((m) => m.fitprofitCheckForm),
    fields: [{ key: 'fitprofit_id', label: 'Numer karty FitProfit / Medicover' }],
    statuses: (c: PlayerCards) => [
      { label: 'Karta FitProfit', active: c.fitprofit_active },
      { label: 'Medicover', active: c.medicover_active },
    ],
  },
} as const;

/** Active or not, as the last check stored it. */
function CardStatus({ label, active }: { label: string; active: boolean }) {
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={`${label}: ${active ? 'aktywna' : 'nieaktywna'}`}
    />
  );
}

/**
 * One sport card: its number fields, its statuses and 'Zapisz kartę'; read-only without the cards-edit role.
 * After a save it says what the provider answered, or that the check could not run.
 */
export function CardForm({ kind, cards }: { kind: Kind; cards: PlayerCards }) {
  const card = CARDS[kind];
  const form = useDeferredForm<Record<string, string>, Record<string, string>>({
    schema: card.schema,
    defaultValues: Object.fromEntries(
      card.fields.map((f) => [f.key, (cards[f.key as keyof PlayerCards] as string | null) ?? '']),
    ),
  });
  const save = useSaveCard(kind);

  // The contract's output: the numbers trimmed.
  const submit = form.handleSubmit((input) => {
    save.reset();
    save.mutate(input, { onError: (error) => applyApiFieldErrors(error, form.setError) });
  });
  const failure = save.isError && !(isApiError(save.error) && save.error.fields) ? save.error : undefined;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${kind}-tytul`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${kind}-tytul`} component="h2" variant="h6" gutterBottom>
        {card.title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} data-testid={`${kind}-status`}>
        {card.statuses(cards).map((s) => (
          <CardStatus key={s.label} {...s} />
        ))}
      </Stack>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {card.fields.map((f) => (
            <TextField
              key={f.key}
              id={`${kind}-${f.key}`}
              {...form.field(f.key)}
              label={f.label}
              required={cards.can_edit}
              slotProps={{ input: { readOnly: !cards.can_edit } }}
              fullWidth
            />
          ))}
          <Box role="status">
            {save.data && (
              <Alert severity={save.data.check_error ? 'warning' : 'success'}>
                {playerAccountMsg.cardSaved}. {save.data.check_error ?? save.data.check?.text}
              </Alert>
            )}
          </Box>
          {failure !== undefined && <Alert severity="error">{isApiError(failure) ? failure.message : msg.saveFailed}</Alert>}
          {cards.can_edit && (
            <Box>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                Zapisz kartę
              </Button>
            </Box>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
