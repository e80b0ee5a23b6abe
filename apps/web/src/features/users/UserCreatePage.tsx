import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { ProfileForm } from './components/ProfileForm';
import { useCreateUser } from './queries';
import { userListUrl, userUrl } from './urls';

/** `/users/new`: 'Użytkownik dodany', then the new user's page. */
export function UserCreatePage() {
  const create = useCreateUser();
  const save = useSaveHandler(create.mutateAsync, {
    success: msg.userAdded,
    leaveTo: (created) => userUrl(created.id),
  });

  return (
    <>
      <PageHeader title="Nowy użytkownik" back={<BackLink to={userListUrl()} label="Użytkownicy" />} />
      <ProfileForm onSubmit={save} />
    </>
  );
}

export { UserCreatePage as Component };
