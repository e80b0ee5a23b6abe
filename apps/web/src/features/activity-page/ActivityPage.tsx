import { Stack, Tab, Tabs } from '@mui/material';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { activityCreateInput, activityInput, msg, type Activity, type ActivityValues } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import {
  ActivityForm,
  activityCopyUrl,
  activityEditUrl,
  activityFormValues,
  activityListUrl,
  activityUrl,
  formatDate,
  useActivity,
  useDeleteActivity,
  useQueueCreation,
  useUpdateActivity,
} from '../activities/public';
import { SummaryTab } from './summary/SummaryTab';
import { DeleteButton } from '../../components/DeleteButton';
import { CancelActivityButton } from './staff/CancelActivityDialog';
import { SendNoticeButton } from './staff/SendNoticeDialog';
import { DeliveryLog } from './staff/DeliveryLog';
import { activityNotificationsUrl } from './urls';

type TabId = 'summary' | 'edit' | 'copy' | 'notifications';
const creatorOption = (a: Activity) =>
  a.creator ? { id: a.creator.id, first_name: a.creator.first_name, last_name: a.creator.last_name, email: null } : null;

/** `/activities/{id}`, `/edit`, `/copy` and `/notifications`: tabs Podsumowanie, Formularz, Kopia, Powiadomienia. */
export function ActivityPage() {
  const id = Number(useParams().id);
  const { pathname } = useLocation();
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  const tab: TabId = pathname.endsWith('/edit')
    ? 'edit'
    : pathname.endsWith('/copy')
      ? 'copy'
      : pathname.endsWith('/notifications')
        ? 'notifications'
        : 'summary';
  return <ActivityScreen id={id} tab={tab} />;
}

function ActivityScreen({ id, tab }: { id: number; tab: TabId }) {
  const activity = useActivity(id);
  const navigate = useNavigate();
  const back = <BackLink to={activityListUrl()} label="Zajęcia" />;
  if (activity.isPending) return <PageLoader />;
  if (activity.isError)
    return (
      <>
        <PageHeader title="Zajęcia" back={back} />
        <LoadError error={activity.error} />
      </>
    );
  const a = activity.data;
  return (
    <>
      <PageHeader
        title={`Zajęcia #${a.id}${a.name ? ` — ${a.name}` : ''}`}
        subtitle={`${formatDate(a.date)}, ${a.start_at}–${a.stop_at} · ${a.sport?.name ?? ''} · ${a.localization?.name ?? ''}`}
        back={back}
        actions={
          <Stack direction="row" spacing={1}>
            <SendNoticeButton activityId={a.id} onSent={() => navigate(activityNotificationsUrl(a.id))} />
            <CancelActivityButton activityId={a.id} canceled={a.canceled} />
            <DeleteActivityButton id={a.id} />
          </Stack>
        }
      />
      <Tabs value={tab} aria-label="Zajęcia" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="summary" label="Podsumowanie" component={Link} to={activityUrl(a.id)} />
        <Tab value="edit" label="Formularz" component={Link} to={activityEditUrl(a.id)} />
        <Tab value="copy" label="Kopia" component={Link} to={activityCopyUrl(a.id)} />
        <Tab value="notifications" label="Powiadomienia" component={Link} to={activityNotificationsUrl(a.id)} />
      </Tabs>
      {tab === 'summary' && <SummaryTab activity={a} />}
      {tab === 'edit' && <EditTab key={`edit-${a.id}`} activity={a} />}
      {tab === 'copy' && <CopyTab key={`copy-${a.id}`} activity={a} />}
      {tab === 'notifications' && <DeliveryLog activityId={a.id} />}
    </>
  );
}

function EditTab({ activity }: { activity: Activity }) {
  const update = useUpdateActivity(activity.id);
  const save = useSaveHandler((values: ActivityValues) => update.mutateAsync(values), {
    success: msg.saved,
    leaveTo: () => activityUrl(activity.id),
  });
  return (
    <ActivityForm
      mode="edit"
      schema={activityInput}
      defaultValues={activityFormValues(activity, 'edit')}
      creator={creatorOption(activity)}
      cancelTo={activityUrl(activity.id)}
      onSubmit={save}
    />
  );
}

function CopyTab({ activity }: { activity: Activity }) {
  const submit = useQueueCreation();
  return (
    <ActivityForm
      mode="create"
      schema={activityCreateInput}
      defaultValues={activityFormValues(activity, 'copy')}
      creator={creatorOption(activity)}
      submitLabel="Dodaj kopię"
      cancelTo={activityUrl(activity.id)}
      onSubmit={submit}
    />
  );
}

function DeleteActivityButton({ id }: { id: number }) {
  const remove = useDeleteActivity(id);
  return <DeleteButton onDelete={() => remove.mutateAsync(undefined)} afterTo={activityListUrl()} busy={remove.isPending} />;
}

export { ActivityPage as Component };
