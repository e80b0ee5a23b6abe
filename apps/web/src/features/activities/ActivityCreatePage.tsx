import { useState } from 'react';
import { msg, type ActivityCreateInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { applyApiFieldErrors } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/useNotify';
import { ActivityForm } from './form/ActivityForm';
import { newActivityValues } from './form/defaults';
import type { ActivityFormValues } from './form/types';
import { JobProgress } from './JobProgress';
import { useCreateActivities } from './queries';
import { activityListUrl } from './urls';
import type { UseFormSetError } from 'react-hook-form';

/** Queues the creation of one activity per matching day ('Zlecono dodawanie zajęć') and follows the job. */
export function useQueueCreation() {
  const create = useCreateActivities();
  const notify = useNotify();
  const [jobId, setJobId] = useState<number | null>(null);
  const submit = (values: ActivityFormValues, setError: UseFormSetError<ActivityFormValues>) => {
    const { date: _date, ...input } = values;
    create.mutate(input as ActivityCreateInput, {
      onSuccess: (reply) => {
        notify.success(msg.activitiesQueued);
        setJobId(reply.async_job_id);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        applyApiFieldErrors(error, setError);
        notify.error(msg.saveFailed);
      },
    });
  };
  return { submit, jobId, saving: create.isPending };
}

/** `/activities/new`. */
export function ActivityCreatePage() {
  const { submit, jobId, saving } = useQueueCreation();
  return (
    <>
      <PageHeader title="Nowe zajęcia" back={<BackLink to={activityListUrl()} label="Zajęcia" />} />
      {jobId !== null && <JobProgress jobId={jobId} />}
      <ActivityForm
        mode="create"
        defaultValues={newActivityValues()}
        saving={saving}
        submitLabel="Dodaj"
        cancelTo={activityListUrl()}
        onSubmit={submit}
      />
    </>
  );
}

export { ActivityCreatePage as Component };
