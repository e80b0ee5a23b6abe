import { activityCreateInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { PageHeader } from '../../components/PageHeader';
import { ActivityForm } from './form/ActivityForm';
import { newActivityValues } from './form/defaults';
import { useQueueCreation } from './useQueueCreation';
import { activityListUrl } from './urls';

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
