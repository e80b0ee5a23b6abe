import { Card, CardContent, Grid, Stack } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { plDateTime, msg, benefitEntryInput, type BenefitEntryInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { FormActions } from '../../components/FormActions';
import { DateFieldElement, SwitchElement, TextFieldElement, usePageForm, useSaveHandler } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useActivity } from '../activities/public';
import { AssignmentFields, type AssignmentValues, type Ref } from './fields';
import { useCreateBenefitEntry } from './queries';
import { benefitEntryListUrl, benefitEntryUrl } from './urls';

const SAVE_FAILED = 'Nie zapisano';

/** `/benefit_entries/new`: a manual (paper or system) entry; `?activity_id=&user_id=` preset the participation. */
export function BenefitEntryCreatePage() {
  const [params] = useSearchParams();
  const activityId = Number(params.get('activity_id')) || null;
  const userId = Number(params.get('user_id')) || null;
  return (
    <>
      <PageHeader title="Nowe wejście Benefit" back={<BackLink to={benefitEntryListUrl()} label="Wejścia Benefit" />} />
      {activityId ? <WithActivity activityId={activityId} userId={userId} /> : <CreateForm activity={null} userId={null} />}
    </>
  );
}

/** From the activity's tab (or a participant): the activity is loaded for its name in the picker. */
function WithActivity({ activityId, userId }: { activityId: number; userId: number | null }) {
  const activity = useActivity(activityId);
  if (activity.isPending) return <PageLoader />;
  const a = activity.data;
  return (
    <CreateForm
      activity={a ? { id: a.id, label: `${a.name ?? 'Zajęcia'} (${plDateTime(a.date, a.start_at)}) #${a.id}` } : null}
      userId={userId}
    />
  );
}

function CreateForm({ activity, userId }: { activity: Ref | null; userId: number | null }) {
  const activityId = activity?.id ?? null;
  const create = useCreateBenefitEntry();
  const save = useSaveHandler(create.mutateAsync, {
    success: msg.added,
    failure: SAVE_FAILED,
    leaveTo: (created) => benefitEntryUrl(created.id),
  });
  const form = usePageForm<BenefitEntryInput, z.output<typeof benefitEntryInput>>({
    schema: benefitEntryInput,
    defaultValues: {
      // null (not undefined) so the contract answers 'Pole Wymagane' for an empty choice.
      activity_id: activityId ?? (null as unknown as number),
      user_id: userId ?? (null as unknown as number),
      organizer_id: null,
      date_played: '',
      report_type: 'paper',
      confirmed: false,
      rejected: false,
      notes: '',
    },
    onSubmit: (values, setError) => save(values, setError),
  });
  const { control, onSubmit, saving, setValue } = form;
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack component="form" noValidate aria-label="Nowe wejście Benefit" onSubmit={onSubmit} sx={{ maxWidth: 760 }}>
          <Grid container spacing={2.5}>
            <AssignmentFields
              control={control as unknown as Control<AssignmentValues>}
              locked={false}
              required
              initialActivity={activity}
              initialUser={null}
              initialOrganizer={null}
              onActivityChange={() => setValue('user_id', '')}
            />
            <Grid size={{ xs: 12, md: 6 }}>
              <DateFieldElement control={control} name="date_played" label="Data wejścia" required />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack direction="row" spacing={3}>
                <SwitchElement control={control} name="confirmed" label="Zatwierdzony" />
                <SwitchElement control={control} name="rejected" label="Odrzucony" />
              </Stack>
            </Grid>
            <Grid size={12}>
              <TextFieldElement control={control} name="notes" label="Notatki" multiline minRows={2} />
            </Grid>
          </Grid>
          <FormActions cancelTo={benefitEntryListUrl()} saving={saving} submitLabel="Dodaj" />
        </Stack>
      </CardContent>
    </Card>
  );
}

export { BenefitEntryCreatePage as Component };
