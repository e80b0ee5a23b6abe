import { Navigate, useParams } from 'react-router';
import { msg, type MainPageTileInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { applyApiFieldErrors } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useNotify } from '../../components/useNotify';
import { DeleteButton } from '../catalogue/DeleteButton';
import { ImageSlot } from '../catalogue/ImageSlot';
import { tileValues } from './defaults';
import { TileForm } from './TileForm';
import { useDeleteTile, useRemoveTilePicture, useTile, useUpdateTile, useUploadTilePicture } from './queries';
import { tileListUrl } from './urls';

/** `/main_page_tiles/{id}`: edit ('Zapisano'), picture, delete ('Na pewno chcesz usunąć?'). */
export function TileEditPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <TileEditor id={id} />;
}

function TileEditor({ id }: { id: number }) {
  const tile = useTile(id);
  const update = useUpdateTile(id);
  const upload = useUploadTilePicture(id);
  const removePicture = useRemoveTilePicture(id);
  const remove = useDeleteTile(id);
  const notify = useNotify();
  const back = <BackLink to={tileListUrl()} label="Kafelki" />;

  if (tile.isPending) return <PageLoader />;
  if (tile.isError) {
    return (
      <>
        <PageHeader title="Kafelek" back={back} />
        <LoadError error={tile.error} onRetry={() => tile.refetch()} />
      </>
    );
  }
  const current = tile.data;
  return (
    <>
      <PageHeader title={current.name} subtitle={`Kafelek #${current.id}`} back={back} />
      <TileForm
        key={current.id}
        tileId={current.id}
        defaultValues={tileValues(current)}
        saving={update.isPending}
        picture={
          <ImageSlot
            label="Obrazek kafelka"
            url={current.picture}
            busy={upload.isPending || removePicture.isPending}
            onUpload={(file) => upload.mutateAsync(file)}
            onRemove={() => removePicture.mutateAsync()}
          />
        }
        extraActions={<DeleteButton onDelete={() => remove.mutateAsync()} busy={remove.isPending} afterTo={tileListUrl()} />}
        onSubmit={(values, setError) =>
          update.mutate(values, {
            onSuccess: () => notify.success(msg.saved),
            onError: (error) => {
              applyApiFieldErrors<MainPageTileInput>(error, setError);
              notify.error(msg.saveFailed);
            },
          })
        }
      />
    </>
  );
}

export { TileEditPage as Component };
