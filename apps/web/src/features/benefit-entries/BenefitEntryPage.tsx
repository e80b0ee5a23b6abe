import { Alert, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { msg, benefitEntryUpdateInput, type BenefitEntry, type BenefitEntryUpdateInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { FormActions } from '../../components/FormActions';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { SwitchElement, TextFieldElement, usePageForm, useSaveHandler } from '../../components/form';
import { formatDate, formatDateTime } from '../users/public';
import { BenefitEntryState } from './columns';
import { AssignmentFields, type AssignmentValues } from './fields';
import { useBenefitEntry, useUpdateBenefitEntry } from './queries';
import { benefitEntryListUrl } from './urls';

const SAVE_FAILED = 'Nie zapisano';

/** `/benefit_entries/{id}`: the provider's data (read-only) and the editable assignment, type, flags and notes. */
export function BenefitEntryPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <BenefitEntryView id={id} />;
}

function BenefitEntryView({ id }: { id: number }) {
  const entry = useBenefitEntry(id);
  const back = <BackLink to={benefitEntryListUrl()} label="Wejścia Benefit" />;
  if (entry.isPending) return <PageLoader />;
  if (entry.isError)
    return (
      <>
        <PageHeader title="Wejście Benefit" back={back} />
        <LoadError error={entry.error} onRetry={() => entry.refetch()} />
      </>
    );
  const e = entry.data;
  return (
    <>
      <PageHeader title={`Wejście Benefit #${e.id}`} subtitle={`${formatDate(e.date_played)} · ${e.uuid}`} back={back} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ProviderData entry={e} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <EntryForm key={`${e.id}-${e.updated_at}`} entry={e} />
        </Grid>
      </Grid>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 150, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Typography>
    </Stack>
  );
}

function ProviderData({ entry: e }: { entry: BenefitEntry }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
          Dane dostawcy
        </Typography>
        <Fact label="UUID">{e.uuid}</Fact>
        <Fact label="Data wejścia">{formatDate(e.date_played)}</Fact>
        <Fact label="Obiekt">{e.facility_name}</Fact>
        <Fact label="ID obiektu">{e.facility_id}</Fact>
        <Fact label="Nr seryjny (SN)">{e.sn}</Fact>
        <Fact label="Typ terminala">{e.terminal_type}</Fact>
        <Fact label="Nr karty gracza">{e.player_card_no}</Fact>
        <Fact label="Login organizatora">{e.organizer_login}</Fact>
        <Fact label="Utworzono">{formatDateTime(e.created_at)}</Fact>
        <Fact label="Stan">
          <BenefitEntryState entry={e} />
        </Fact>
      </CardContent>
    </Card>
  );
}

function EntryForm({ entry: e }: { entry: BenefitEntry }) {
  const update = useUpdateBenefitEntry(e.id);
  const save = useSaveHandler(update.mutateAsync, { success: msg.saved, failure: SAVE_FAILED });
  const form = usePageForm<BenefitEntryUpdateInput, z.output<typeof benefitEntryUpdateInput>>({
    schema: benefitEntryUpdateInput,
    defaultValues: {
      confirmed: e.confirmed,
      activity_id: e.activity_id,
      user_id: e.user_id ?? '',
      organizer_id: e.organizer_id,
      rejected: e.rejected,
      report_type: e.report_type,
      notes: e.notes ?? '',
    },
    onSubmit: (values, setError) => save(values, setError),
  });
  const { control, onSubmit, saving } = form;
  // Confirmed locks the assignment, type and rejected flag (docs/spec/part-2.md §4) until it is unticked.
  const locked = Boolean(useWatch({ control, name: 'confirmed' }));
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack component="form" noValidate aria-label="Wejście Benefit" onSubmit={onSubmit} spacing={2}>
          {locked && (
            <Alert severity="info" variant="outlined">
              Wpis jest zatwierdzony: zajęcia, gracz, organizator, typ i odrzucenie są zablokowane. Odznacz „Zatwierdzony”, aby je
              zmienić.
            </Alert>
          )}
          <Grid container spacing={2.5}>
            <AssignmentFields
              control={control as unknown as Control<AssignmentValues>}
              locked={locked}
              required={false}
              initialActivity={e.activity}
              initialUser={e.user}
              initialOrganizer={e.organizer}
              onActivityChange={() => undefined}
            />
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack direction="row" spacing={3}>
                <SwitchElement control={control} name="confirmed" label="Zatwierdzony" />
                <SwitchElement control={control} name="rejected" label="Odrzucony" disabled={locked} />
              </Stack>
            </Grid>
            <Grid size={12}>
              <TextFieldElement control={control} name="notes" label="Notatki" multiline minRows={2} />
            </Grid>
          </Grid>
          <FormActions cancelTo={benefitEntryListUrl()} saving={saving} />
        </Stack>
      </CardContent>
    </Card>
  );
}

export { BenefitEntryPage as Component };
