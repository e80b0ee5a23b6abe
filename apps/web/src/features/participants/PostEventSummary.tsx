import { useEffect } from 'react';
import { Button, Card, CardContent, Grid, Typography } from '@mui/material';
import {
  activitySummaryInput,
  msg,
  type ActivitySummary,
  type ActivitySummaryInput,
  type ActivitySummaryValues,
} from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { LoadError } from '../../components/LoadError';
import {
  MoneyFieldElement,
  NumberFieldElement,
  SwitchElement,
  TextFieldElement,
  applyApiFieldErrors,
} from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { useActivitySummary, useEditSummary } from './queries';
import { useContractForm } from '../../components/form/useContractForm';

const COUNTS: { name: keyof ActivitySummaryInput; label: string }[] = [
  { name: 'all_participants_count', label: 'Wszyscy uczestnicy' },
  { name: 'online_paid_participants_count', label: 'Płatności online' },
  { name: 'cash_paid_participants_count', label: 'Gotówka' },
  { name: 'benefit_paid_participants_count', label: 'Benefit' },
  { name: 'ok_system_paid_participants_count', label: 'OK System' },
  { name: 'fitprofit_paid_participants_count', label: 'FitProfit' },
  { name: 'benefit_paid_participants_verified', label: 'Benefit zweryfikowane' },
  { name: 'fitprofit_paid_participants_verified', label: 'FitProfit zweryfikowane' },
];

const formValues = (s: ActivitySummary): ActivitySummaryInput => ({
  all_participants_count: s.all_participants_count,
  online_paid_participants_count: s.online_paid_participants_count,
  cash_paid_participants_count: s.cash_paid_participants_count,
  benefit_paid_participants_count: s.benefit_paid_participants_count,
  ok_system_paid_participants_count: s.ok_system_paid_participants_count,
  fitprofit_paid_participants_count: s.fitprofit_paid_participants_count,
  benefit_paid_participants_verified: s.benefit_paid_participants_verified,
  fitprofit_paid_participants_verified: s.fitprofit_paid_participants_verified,
  final_price: s.final_price,
  summary_note: s.summary_note ?? '',
  verified_by_admin: s.verified_by_admin,
});

/** Post-event summary (`edit_summary`): counts per payment method, verified card counts, final price, note, verified by admin. */
export function PostEventSummary({ activityId }: { activityId: number }) {
  const summary = useActivitySummary(activityId);
  const edit = useEditSummary(activityId);
  const notify = useNotify();
  const { control, handleSubmit, reset, setError } = useContractForm<ActivitySummaryInput, ActivitySummaryValues>({
    schema: activitySummaryInput,
  });
  useEffect(() => {
    if (summary.data) reset(formValues(summary.data));
  }, [summary.data, reset]);
  if (summary.isError) return <LoadError error={summary.error} onRetry={() => summary.refetch()} />;
  const submit = handleSubmit((values) =>
    edit.mutate(values, {
      onSuccess: () => notify.success(msg.saved),
      onError: (error) => {
        applyApiFieldErrors(error, setError);
        notify.error(isApiError(error) ? error.message : msg.saveFailed);
      },
    }),
  );
  return (
    <Card variant="outlined">
      <CardContent component="form" aria-label="Podsumowanie po zajęciach" onSubmit={submit} noValidate>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
          Podsumowanie po zajęciach
        </Typography>
        <Grid container spacing={2}>
          {COUNTS.map((c) => (
            <Grid key={c.name} size={{ xs: 6, md: 3 }}>
              <NumberFieldElement control={control} name={c.name} label={c.label} size="small" fullWidth />
            </Grid>
          ))}
          <Grid size={{ xs: 6, md: 3 }}>
            <MoneyFieldElement control={control} name="final_price" label="Cena końcowa (zł)" size="small" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextFieldElement control={control} name="summary_note" label="Notatka" size="small" fullWidth multiline />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <SwitchElement control={control} name="verified_by_admin" label="Zweryfikowane przez admina" />
          </Grid>
        </Grid>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={edit.isPending} disabled={summary.isPending}>
          Zapisz podsumowanie
        </Button>
      </CardContent>
    </Card>
  );
}
