import { Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { adminUserFields, benefitCheckForm, type AdminUser } from '@sportdesk/contract';
import { SwitchElement, TextFieldElement } from '../../../../components/form';
import { useBenefitCheck } from '../../card-checks';
import { CardCheckActions } from '../../components/CardCheckActions';
import { TabSection } from '../../components/TabSection';
import { UserTabForm } from '../../components/UserTabForm';
import { useCardCheckNotify } from '../../components/useCardCheckNotify';
import { useUserTabForm } from '../../useUserTabForm';

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

/** The card's text fields, in form order. */
const TEXT_FIELDS = [
  { name: 'benefit_id', label: 'Numer karty' },
  { name: 'benefit_login', label: 'Login Benefit' },
  { name: 'first_line', label: 'Pierwsza linia karty' },
  { name: 'second_line', label: 'Druga linia karty' },
] as const;

/** Karta Benefit: number, login, the two name lines, active flag; 'Sprawdź kartę' asks the provider. */
export function BenefitCardSection({ user }: { user: AdminUser }) {
  const check = useBenefitCheck();
  const notifyCheck = useCardCheckNotify();
  const { control, onSubmit, saving, setError, getValues } = useUserTabForm(user, zodResolver(schema), toForm);

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
      <UserTabForm label="Karta Benefit" onSubmit={onSubmit}>
        <Grid container spacing={2}>
          {TEXT_FIELDS.map(({ name, label }) => (
            <Grid key={name} size={{ xs: 12, md: 6 }}>
              <TextFieldElement control={control} name={name} label={label} />
            </Grid>
          ))}
          <Grid size={12}>
            <SwitchElement control={control} name="benefit_active" label="Karta aktywna" />
          </Grid>
        </Grid>
        <CardCheckActions status={check.data} checking={check.isPending} onCheck={onCheck} saving={saving} />
      </UserTabForm>
    </TabSection>
  );
}
