import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { activityCreateInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { PageHeader } from '../../components/PageHeader';
import { ActivityForm } from './form/ActivityForm';
import { newActivityValues } from './form/defaults';
import { withPrefill } from './form/prefill';
import { useQueueCreation } from './useQueueCreation';
import { activityListUrl } from './urls';

/** `/activities/new`, optionally started from the address (`form/prefill.ts`). */
export function ActivityCreatePage() {
  const submit = useQueueCreation();
  const [search] = useSearchParams();
  const [defaultValues] = useState(() => withPrefill(newActivityValues(), search));
  return (
    <>
      <PageHeader title="Nowe zajęcia" back={<BackLink to={activityListUrl()} label="Zajęcia" />} />
      <ActivityForm
        mode="create"
        schema={activityCreateInput}
        defaultValues={defaultValues}
        submitLabel="Dodaj"
        cancelTo={activityListUrl()}
        onSubmit={submit}
      />
    </>
  );
}

export { ActivityCreatePage as Component };
