import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { newTileValues } from './defaults';
import { TileForm } from './TileForm';
import { useCreateTile } from './queries';
import { tileListUrl, tileUrl } from './urls';

/** `/main_page_tiles/new`: 'Dodano kafelek' (not the spec's copied 'Dyscyplina dodana', see decisions), then the tile's page for its picture. */
export function TileCreatePage() {
  const create = useCreateTile();
  const save = useSaveHandler(create.mutateAsync, {
    success: msg.tileAdded,
    leaveTo: (created) => tileUrl(created.id),
  });
  return (
    <>
      <PageHeader title="Nowy kafelek" back={<BackLink to={tileListUrl()} label="Kafelki" />} />
      <TileForm defaultValues={newTileValues()} onSubmit={save} />
    </>
  );
}

export { TileCreatePage as Component };
