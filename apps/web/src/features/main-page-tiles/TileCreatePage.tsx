import { useNavigate } from 'react-router';
import { msg, type MainPageTileInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { applyApiFieldErrors } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/useNotify';
import { newTileValues } from './defaults';
import { TileForm } from './TileForm';
import { useCreateTile } from './queries';
import { tileListUrl, tileUrl } from './urls';

/** `/main_page_tiles/new`: 'Dyscyplina dodana' (the spec's toast on tile creation), then the tile's page for its picture. */
export function TileCreatePage() {
  const create = useCreateTile();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Nowy kafelek" back={<BackLink to={tileListUrl()} label="Kafelki" />} />
      <TileForm
        defaultValues={newTileValues()}
        saving={create.isPending}
        onSubmit={(values, setError) =>
          create.mutate(values, {
            onSuccess: (created) => {
              notify.success(msg.sportAdded);
              navigate(tileUrl(created.id), { replace: true });
            },
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

export { TileCreatePage as Component };
