import { activityCreateInput, msg, type ActivityCreateValues } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { ActivityForm } from './form/ActivityForm';
import { newActivityValues } from './form/defaults';
import { useCreateActivities } from './queries';
import { activityListUrl } from './urls';

/**
 * Queues the creation of one activity per matching day ('Zlecono dodawanie zajęć') and leaves the
 * form for the list, which follows the job and then shows the added activities.
 */
export function useQueueCreation() {
  const create = useCreateActivities();
  return useSaveHandler((values: ActivityCreateValues) => create.mutateAsync(values), {
    success: msg.activitiesQueued,
    leaveTo: (reply) => activityListUrl({ job: reply.async_job_id }),
  });
}

/** `/activities/new`. */
export function ActivityCreatePage() {
  const submit = useQueueCreation();
  return (
    <>
      <PageHeader title="Nowe zajęcia" back={<BackLink to={activityListUrl()} label="Zajęcia" />} />
      <ActivityForm
        mode="create"
        schema={activityCreateInput}
        defaultValues={newActivityValues()}
        submitLabel="Dodaj"
        cancelTo={activityListUrl()}
        onSubmit={submit}
      />
    </>
  );
}

export { ActivityCreatePage as Component };
