import { msg, type ActivityCreateValues } from '@sportdesk/contract';
import { useSaveHandler } from '../../components/form';
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
