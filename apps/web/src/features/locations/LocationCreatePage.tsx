import { msg, type LocationInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { newLocationValues } from './defaults';
import { LocationForm } from './LocationForm';
import { useCreateLocation } from './queries';
import { locationListUrl, locationUrl } from './urls';

/** `/locations/new`: 'Dodano', then the new location's page (where photos can be added). */
export function LocationCreatePage() {
  const create = useCreateLocation();
  const save = useSaveHandler(create.mutateAsync, {
    success: msg.added,
    leaveTo: (created) => locationUrl(created.id),
  });
  return (
    <>
      <PageHeader title="Nowa lokalizacja" back={<BackLink to={locationListUrl()} label="Lokalizacje" />} />
      <LocationForm
        defaultValues={newLocationValues()}
        onSubmit={(values, _photos, setError) => save<LocationInput>(values, setError)}
      />
    </>
  );
}

export { LocationCreatePage as Component };
