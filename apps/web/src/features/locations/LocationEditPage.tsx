import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { msg, type LocationInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { DeleteButton } from '../../components/DeleteButton';
import { locationValues } from './defaults';
import { LocationForm } from './LocationForm';
import { useDeleteLocation, useLocation, useUpdateLocation, useUploadLocationPhoto } from './queries';
import { locationListUrl } from './urls';

/** `/locations/{id}`: edit with nested objects and photos ('Zapisano'), delete ('Na pewno chcesz usunąć lokalizację?'). */
export function LocationEditPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <LocationEditor id={id} />;
}

function LocationEditor({ id }: { id: number }) {
  const location = useLocation(id);
  const update = useUpdateLocation(id);
  const upload = useUploadLocationPhoto(id);
  const remove = useDeleteLocation(id);
  const [savedCount, setSavedCount] = useState(0);
  const save = useSaveHandler(update.mutateAsync, { success: msg.saved });
  const back = <BackLink to={locationListUrl()} label="Lokalizacje" />;

  if (location.isPending) return <PageLoader />;
  if (location.isError) {
    return (
      <>
        <PageHeader title="Lokalizacja" back={back} />
        <LoadError error={location.error} onRetry={() => location.refetch()} />
      </>
    );
  }

  const current = location.data;
  return (
    <>
      <PageHeader
        title={current.name}
        subtitle={`Lokalizacja #${current.id}${current.city ? ` · ${current.city}` : ''}`}
        back={back}
      />
      <LocationForm
        // Remounts after a save so the form shows what the API stored; uploads keep unsaved edits.
        key={savedCount}
        defaultValues={locationValues(current)}
        saved={current}
        uploading={upload.isPending}
        onUploadPhoto={(file, objectId) => upload.mutateAsync({ file, objectId })}
        extraActions={
          <DeleteButton
            text={msg.confirmDeleteLocation}
            onDelete={() => remove.mutateAsync()}
            busy={remove.isPending}
            afterTo={locationListUrl()}
          />
        }
        onSubmit={async (values, removedPhotoIds, setError) => {
          const outcome = await save<LocationInput>({ input: values, removedPhotoIds }, setError);
          if (outcome) setSavedCount((n) => n + 1);
          return outcome;
        }}
      />
    </>
  );
}

export { LocationEditPage as Component };
