import { Button, Grid, Stack } from '@mui/material';
import CreditScoreOutlinedIcon from '@mui/icons-material/CreditScoreOutlined';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { adminUserFields, fitprofitCheckForm, type AdminUser } from '@sportdesk/contract';
import { FormActions } from '../../../../components/FormActions';
import { SwitchElement, TextFieldElement } from '../../../../components/form';
import { useFitprofitCheck } from '../../card-checks';
import { CardCheckResult } from '../../components/CardCheckResult';
import { TabSection } from '../../components/TabSection';
import { useCardCheckNotify } from '../../components/useCardCheckNotify';
import { useSaveUser } from '../../useSaveUser';

const schema = adminUserFields.pick({ fitprofit_id: true, fitprofit_active: true, medicover_active: true });
type Values = z.input<typeof schema>;

const toForm = (u: AdminUser): Values => ({
  fitprofit_id: u.fitprofit_id ?? '',
  fitprofit_active: u.fitprofit_active,
  medicover_active: u.medicover_active,
});

/** FitProfit card and the Medicover status; 'Sprawdź kartę' rejects the blocked card types. */
export function FitprofitCardSection({ user }: { user: AdminUser }) {
  const { save, saving } = useSaveUser(user.id);
  const check = useFitprofitCheck();
  const notifyCheck = useCardCheckNotify();
  const { control, handleSubmit, setError, getValues, reset } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: toForm(user),
  });

  const onCheck = () => {
    const parsed = fitprofitCheckForm.safeParse(getValues());
    if (!parsed.success) return setError('fitprofit_id', { message: parsed.error.issues[0].message });
    check.mutate({ ...parsed.data, user_id: user.id }, notifyCheck);
  };

  return (
    <TabSection title="FitProfit i Medicover">
      <Stack
        component="form"
        noValidate
        aria-label="FitProfit i Medicover"
        onSubmit={handleSubmit((v) => save(v, setError, (saved) => reset(toForm(saved))))}
      >
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextFieldElement control={control} name="fitprofit_id" label="Numer karty FitProfit" />
          </Grid>
          <Grid size={12} sx={{ display: 'flex', columnGap: 3, flexWrap: 'wrap' }}>
            <SwitchElement control={control} name="fitprofit_active" label="FitProfit aktywny" />
            <SwitchElement control={control} name="medicover_active" label="Medicover aktywny" />
          </Grid>
        </Grid>
        <CardCheckResult status={check.data} />
        <FormActions
          saving={saving}
          start={
            <Button
              variant="outlined"
              startIcon={<CreditScoreOutlinedIcon />}
              onClick={onCheck}
              loading={check.isPending}
              loadingPosition="start"
            >
              Sprawdź kartę
            </Button>
          }
        />
      </Stack>
    </TabSection>
  );
}
