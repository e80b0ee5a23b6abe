import { Grid } from '@mui/material';
import { benefitCheckForm, fitprofitCheckForm, type BenefitCheckForm, type FitprofitCheckForm } from '@sportdesk/contract';
import { TextFieldElement } from '../../components/form';
import { useBenefitCheck, useFitprofitCheck, useCardCheckNotify } from '../users/public';
import { CardCheckCard } from './CardCheckCard';
import { useContractForm } from '../../components/form/useContractForm';

/** Benefit: card number and both name lines, all required (docs/spec/part-1.md §5). */
function BenefitCheck() {
  const check = useBenefitCheck();
  const notify = useCardCheckNotify();
  const { control, handleSubmit } = useContractForm<BenefitCheckForm>({
    schema: benefitCheckForm,
    defaultValues: { benefit_id: '', first_line: '', second_line: '' },
  });
  return (
    <CardCheckCard
      title="Karta Benefit"
      checking={check.isPending}
      result={check.data}
      onSubmit={handleSubmit((v) => check.mutate(v, notify))}
    >
      <TextFieldElement control={control} name="benefit_id" label="Numer karty Benefit" required fullWidth size="small" />
      <TextFieldElement control={control} name="first_line" label="Pierwsza linia karty" required fullWidth size="small" />
      <TextFieldElement control={control} name="second_line" label="Druga linia karty" required fullWidth size="small" />
    </CardCheckCard>
  );
}

/** FitProfit: card number required. */
function FitprofitCheck() {
  const check = useFitprofitCheck();
  const notify = useCardCheckNotify();
  const { control, handleSubmit } = useContractForm<FitprofitCheckForm>({
    schema: fitprofitCheckForm,
    defaultValues: { fitprofit_id: '' },
  });
  return (
    <CardCheckCard
      title="Karta FitProfit"
      checking={check.isPending}
      result={check.data}
      onSubmit={handleSubmit((v) => check.mutate(v, notify))}
    >
      <TextFieldElement control={control} name="fitprofit_id" label="Numer karty FitProfit" required fullWidth size="small" />
    </CardCheckCard>
  );
}

/** The two card-check forms side by side (`admin/benefit_statuses/{id}`, `admin/fitprofit_statuses/{id}`). */
export function CardChecks() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <BenefitCheck />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FitprofitCheck />
      </Grid>
    </Grid>
  );
}
