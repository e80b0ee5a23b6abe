import { useNavigate } from 'react-router';
import { msg, type LocationInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { applyApiFieldErrors } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/useNotify';
import { newLocationValues } from './defaults';
import { LocationForm } from './LocationForm';
import { useCreateLocation } from './queries';
import { locationListUrl, locationUrl } from './urls';

/** `/locations/new`: 'Dodano', then the new location's page (where photos can be added). */
export function LocationCreatePage() {
  const create = useCreateLocation();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Nowa lokalizacja" back={<BackLink to={locationListUrl()} label="Lokalizacje" />} />
      <LocationForm
        defaultValues={newLocationValues()}
        saving={create.isPending}
        onSubmit={(values, _photos, setError) =>
          create.mutate(values, {
            onSuccess: (created) => {
              notify.success(msg.added);
              navigate(locationUrl(created.id), { replace: true });
            },
            onError: (error) => {
              applyApiFieldErrors<LocationInput>(error, setError);
              notify.error(msg.saveFailed);
            },
          })
        }
      />
    </>
  );
}

export { LocationCreatePage as Component };
