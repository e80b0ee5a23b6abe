import { Button, Grid, Stack } from '@mui/material';
import CreditScoreOutlinedIcon from '@mui/icons-material/CreditScoreOutlined';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { adminUserFields, benefitCheckForm, type AdminUser } from '@sportdesk/contract';
import { FormActions } from '../../../../components/FormActions';
import { SwitchElement, TextFieldElement } from '../../../../components/form';
import { useBenefitCheck } from '../../card-checks';
import { CardCheckResult } from '../../components/CardCheckResult';
import { TabSection } from '../../components/TabSection';
import { useCardCheckNotify } from '../../components/useCardCheckNotify';
import { useSaveUser } from '../../useSaveUser';

const schema = adminUserFields.pick({
  benefit_id: true,
  benefit_login: true,
  first_line: true,
  second_line: true,
  benefit_active: true,
});
type Values = z.input<typeof schema>;

const toForm = (u: AdminUser): Values => ({
  benefit_id: u.benefit_id ?? '',
  benefit_login: u.benefit_login ?? '',
  first_line: u.first_line ?? '',
  second_line: u.second_line ?? '',
  benefit_active: u.benefit_active,
});

/** Karta Benefit: number, login, the two name lines, active flag; 'Sprawdź kartę' asks the provider. */
export function BenefitCardSection({ user }: { user: AdminUser }) {
  const { save, saving } = useSaveUser(user.id);
  const check = useBenefitCheck();
  const notifyCheck = useCardCheckNotify();
  const { control, handleSubmit, setError, getValues, reset } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: toForm(user),
  });

  const onCheck = () => {
    const parsed = benefitCheckForm.safeParse(getValues());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(issue.path[0] as keyof Values, { message: issue.message });
      return;
    }
    check.mutate({ ...parsed.data, user_id: user.id }, notifyCheck);
  };

  return (
    <TabSection title="Karta Benefit">
      <Stack
        component="form"
        noValidate
        aria-label="Karta Benefit"
        onSubmit={handleSubmit((v) => save(v, setError, (saved) => reset(toForm(saved))))}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextFieldElement control={control} name="benefit_id" label="Numer karty" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextFieldElement control={control} name="benefit_login" label="Login Benefit" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextFieldElement control={control} name="first_line" label="Pierwsza linia karty" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextFieldElement control={control} name="second_line" label="Druga linia karty" />
          </Grid>
          <Grid size={12}>
            <SwitchElement control={control} name="benefit_active" label="Karta aktywna" />
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
