import { useNavigate } from 'react-router';
import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { applyApiFieldErrors } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/useNotify';
import { SportForm } from './SportForm';
import { useCreateSport } from './queries';
import { sportListUrl, sportUrl } from './urls';

/** `/sports/new`: 'Dyscyplina dodana', then the new sport's page (where its pictures can be uploaded). */
export function SportCreatePage() {
  const create = useCreateSport();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Nowa dyscyplina" back={<BackLink to={sportListUrl()} label="Dyscypliny" />} />
      <SportForm
        defaultValues={{ name: '', description: '', hidden: false }}
        saving={create.isPending}
        onSubmit={(values, setError) =>
          create.mutate(values, {
            onSuccess: (created) => {
              notify.success(msg.sportAdded);
              navigate(sportUrl(created.id), { replace: true });
            },
            onError: (error) => {
              applyApiFieldErrors(error, setError);
              notify.error(msg.saveFailed);
            },
          })
        }
      />
    </>
  );
}

export { SportCreatePage as Component };
