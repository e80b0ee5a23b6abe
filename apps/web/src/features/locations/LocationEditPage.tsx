import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { msg, type LocationInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { applyApiFieldErrors } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useNotify } from '../../components/useNotify';
import { DeleteButton } from '../catalogue/DeleteButton';
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
  const notify = useNotify();
  const [savedCount, setSavedCount] = useState(0);
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
        saving={update.isPending}
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
        onSubmit={(values, removedPhotoIds, setError) =>
          update.mutate(
            { input: values, removedPhotoIds },
            {
              onSuccess: () => {
                setSavedCount((n) => n + 1);
                notify.success(msg.saved);
              },
              onError: (error) => {
                applyApiFieldErrors<LocationInput>(error, setError);
                notify.error(msg.saveFailed);
              },
            },
          )
        }
      />
    </>
  );
}

export { LocationEditPage as Component };
