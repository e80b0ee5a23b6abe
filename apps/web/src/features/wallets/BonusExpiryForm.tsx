import { Button, Stack } from '@mui/material';
import dayjs from 'dayjs';
import { bonusExpirationInput, msg, warsawToday, type AdminUser, type BonusExpirationInput } from '@sportdesk/contract';
import { DateFieldElement, usePageForm, useSaveHandler } from '../../components/form';
import { useSetBonusExpiration } from './queries';

type Values = { bonus_expiration_date: string | null };

/**
 * The bonus's last day in the Portfel tab: a date (today or later, the Europe/Warsaw calendar)
 * saved with 'Zapisz termin', or cleared with 'Bez terminu' so the bonus does not expire.
 */
export function BonusExpiryForm({ user }: { user: AdminUser }) {
  const setExpiration = useSetBonusExpiration(user.id);
  const save = useSaveHandler(setExpiration.mutateAsync, { success: msg.saved });
  const { control, onSubmit, submitValues, saving } = usePageForm<BonusExpirationInput, Values>({
    schema: bonusExpirationInput,
    defaultValues: { bonus_expiration_date: user.bonus_expiration_date },
    // The form's clean state is what was saved (also after 'Bez terminu', whose value the field did not hold).
    onSubmit: async (values, setError) => {
      const outcome = await save(values, setError);
      return outcome && { resetTo: values };
    },
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Termin ważności bonusu"
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{
        mt: 2,
        alignItems: { sm: 'flex-start' },
        '& > .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0, mt: { sm: 1 } },
      }}
    >
      <DateFieldElement
        control={control}
        name="bonus_expiration_date"
        label="Bonus ważny do"
        minDate={dayjs(warsawToday())}
        helperText="Ostatni dzień (czas polski), w którym można wydać bonus"
      />
      <Button type="submit" variant="contained" disabled={saving}>
        Zapisz termin
      </Button>
      <Button
        variant="outlined"
        disabled={saving || !user.bonus_expiration_date}
        onClick={() => submitValues({ bonus_expiration_date: null })}
      >
        Bez terminu
      </Button>
    </Stack>
  );
}
