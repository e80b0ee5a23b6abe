import { useNavigate } from 'react-router';
import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { applyApiFieldErrors } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/useNotify';
import { ProfileForm } from './components/ProfileForm';
import { useCreateUser } from './queries';
import { userListUrl, userUrl } from './urls';

/** `/users/new`: 'Użytkownik dodany', then the new user's page. */
export function UserCreatePage() {
  const create = useCreateUser();
  const notify = useNotify();
  const navigate = useNavigate();

  return (
    <>
      <PageHeader title="Nowy użytkownik" back={<BackLink to={userListUrl()} label="Użytkownicy" />} />
      <ProfileForm
        saving={create.isPending}
        onSubmit={(values, setError) =>
          create.mutate(values, {
            onSuccess: (created) => {
              notify.success(msg.userAdded);
              navigate(userUrl(created.id), { replace: true });
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

export { UserCreatePage as Component };
