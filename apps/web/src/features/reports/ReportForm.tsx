import { Box, Button, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { msg, reportPeriodForm, type ReportKind, type ReportPeriodParams } from '@sportdesk/contract';
import { API_DATE_FORMAT, DateFieldElement, applyApiFieldErrors, useSubmitOnce } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { isApiError } from '../../lib/api';
import { useCreateReport } from './queries';
import { useContractForm } from '../../components/form/useContractForm';

/** The previous calendar month: what a settlement usually covers. */
const previousMonth = (): ReportPeriodParams => {
  const start = dayjs().subtract(1, 'month').startOf('month');
  return { date_from: start.format(API_DATE_FORMAT), date_to: start.endOf('month').format(API_DATE_FORMAT) };
};

/** One report of the 'Generuj nowy raport' tab: its period (past dates allowed) and 'Generuj'. */
export function ReportForm({ kind }: { kind: ReportKind }) {
  const notify = useNotify();
  const create = useCreateReport();
  const { control, handleSubmit, setError } = useContractForm<ReportPeriodParams>({
    schema: reportPeriodForm,
    defaultValues: previousMonth(),
  });
  const once = useSubmitOnce();
  const submit = once(
    handleSubmit(async (params) => {
      try {
        await create.mutateAsync({ job_class: kind.jobClass, params });
        notify.success(msg.queued);
      } catch (error) {
        if (!applyApiFieldErrors(error, setError)) notify.error(isApiError(error) ? error.message : msg.internal);
      }
    }),
  );
  const id = kind.jobClass.replace('Reports::', '');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`report-${id}`}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={`report-${id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {kind.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kind.description}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} alignItems="flex-start" flexWrap="wrap" useFlexGap>
          <DateFieldElement control={control} name="date_from" label="Data od" required sx={{ width: 170 }} />
          <DateFieldElement control={control} name="date_to" label="Data do" required sx={{ width: 170 }} />
          <Button type="submit" variant="contained" disabled={create.isPending} sx={{ mt: 0.25 }}>
            Generuj
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
