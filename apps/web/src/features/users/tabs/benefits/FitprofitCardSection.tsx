import { Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { adminUserFields, fitprofitCheckForm, type AdminUser } from '@sportdesk/contract';
import { SwitchElement, TextFieldElement } from '../../../../components/form';
import { useFitprofitCheck } from '../../card-checks';
import { CardCheckActions } from '../../components/CardCheckActions';
import { TabSection } from '../../components/TabSection';
import { UserTabForm } from '../../components/UserTabForm';
import { useCardCheckNotify } from '../../components/useCardCheckNotify';
import { useUserTabForm } from '../../useUserTabForm';

const schema = adminUserFields.pick({ fitprofit_id: true, fitprofit_active: true, medicover_active: true });
type Values = z.input<typeof schema>;

const toForm = (u: AdminUser): Values => ({
  fitprofit_id: u.fitprofit_id ?? '',
  fitprofit_active: u.fitprofit_active,
  medicover_active: u.medicover_active,
});

/** FitProfit card and the Medicover status; 'Sprawdź kartę' rejects the blocked card types. */
export function FitprofitCardSection({ user }: { user: AdminUser }) {
  const check = useFitprofitCheck();
  const notifyCheck = useCardCheckNotify();
  const { control, onSubmit, saving, setError, getValues } = useUserTabForm(user, zodResolver(schema), toForm);

  const onCheck = () => {
    const parsed = fitprofitCheckForm.safeParse(getValues());
    if (!parsed.success) return setError('fitprofit_id', { message: parsed.error.issues[0].message });
    check.mutate({ ...parsed.data, user_id: user.id }, notifyCheck);
  };

  return (
    <TabSection title="FitProfit i Medicover">
      <UserTabForm label="FitProfit i Medicover" onSubmit={onSubmit}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextFieldElement control={control} name="fitprofit_id" label="Numer karty FitProfit" />
          </Grid>
          <Grid size={12} sx={{ display: 'flex', columnGap: 3, flexWrap: 'wrap' }}>
            <SwitchElement control={control} name="fitprofit_active" label="FitProfit aktywny" />
            <SwitchElement control={control} name="medicover_active" label="Medicover aktywny" />
          </Grid>
        </Grid>
        <CardCheckActions status={check.data} checking={check.isPending} onCheck={onCheck} saving={saving} />
      </UserTabForm>
    </TabSection>
  );
}
