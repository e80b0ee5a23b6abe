import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { SportForm } from './SportForm';
import { useCreateSport } from './queries';
import { sportListUrl, sportUrl } from './urls';

/** `/sports/new`: 'Dyscyplina dodana', then the new sport's page (where its pictures can be uploaded). */
export function SportCreatePage() {
  const create = useCreateSport();
  const save = useSaveHandler(create.mutateAsync, {
    success: msg.sportAdded,
    leaveTo: (created) => sportUrl(created.id),
  });
  return (
    <>
      <PageHeader title="Nowa dyscyplina" back={<BackLink to={sportListUrl()} label="Dyscypliny" />} />
      <SportForm defaultValues={{ name: '', description: '', hidden: false }} onSubmit={save} />
    </>
  );
}

export { SportCreatePage as Component };
