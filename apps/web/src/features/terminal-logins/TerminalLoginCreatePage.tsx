import { useSearchParams } from 'react-router';
import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { type UserOption, useUserList } from '../users/public';
import { useCreateTerminalLogin } from './queries';
import { TerminalLoginForm, type TerminalLoginValues } from './TerminalLoginForm';
import { terminalLoginListUrl, terminalLoginUrl } from './urls';

/** `/terminal_logins/new` ('Logowanie do terminala'): `?with_user_id=` chooses the user up front. */
export function TerminalLoginCreatePage() {
  const [params] = useSearchParams();
  const withUserId = Number(params.get('with_user_id')) || undefined;
  const preset = useUserList({ with_id: withUserId, limit: 1 }, withUserId !== undefined);
  const back = <BackLink to={terminalLoginListUrl()} label="Loginy terminali" />;
  if (withUserId && preset.isPending) return <PageLoader />;
  const row = preset.data?.rows[0];
  const initial = withUserId && row ? { id: row.id, label: row.label } : null;
  return (
    <>
      <PageHeader title="Logowanie do terminala" back={back} />
      <CreateForm initialUser={initial} />
    </>
  );
}

function CreateForm({ initialUser }: { initialUser: UserOption | null }) {
  const create = useCreateTerminalLogin();
  const save = useSaveHandler(create.mutateAsync, {
    success: msg.added,
    leaveTo: (created) => terminalLoginUrl(created.id),
  });
  return (
    <TerminalLoginForm
      mode="create"
      initialUser={initialUser}
      defaultValues={{
        login: '',
        password: '',
        terminal_type: 'benefit',
        user_id: initialUser?.id ?? null,
        localization_id: null,
      }}
      // The create schema has required the password already.
      onSubmit={(values: TerminalLoginValues, setError) => save({ ...values, password: values.password ?? '' }, setError)}
    />
  );
}

export { TerminalLoginCreatePage as Component };
