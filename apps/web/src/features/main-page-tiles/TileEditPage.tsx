import { Navigate, useParams } from 'react-router';
import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { DeleteButton } from '../../components/DeleteButton';
import { ImageSlot } from '../catalogue/public';
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
  const save = useSaveHandler(update.mutateAsync, { success: msg.saved });
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
        onSubmit={save}
      />
    </>
  );
}

export { TileEditPage as Component };
