import { Navigate, useParams } from 'react-router';
import { msg, type TerminalLogin } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useTerminalLogin, useUpdateTerminalLogin } from './queries';
import { TerminalLoginForm } from './TerminalLoginForm';
import { terminalLoginUrl } from './urls';

/** `/terminal_logins/{id}/edit` ('Edycja loginu'): login, location, user and an optional new password ('Zapisano'). */
export function TerminalLoginEditPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <TerminalLoginEditor id={id} />;
}

function TerminalLoginEditor({ id }: { id: number }) {
  const login = useTerminalLogin(id);
  const back = <BackLink to={terminalLoginUrl(id)} label="Login" />;
  if (login.isPending) return <PageLoader />;
  if (login.isError)
    return (
      <>
        <PageHeader title="Edycja loginu" back={back} />
        <LoadError error={login.error} onRetry={() => login.refetch()} />
      </>
    );
  return (
    <>
      <PageHeader title="Edycja loginu" subtitle={`Login terminala #${id}`} back={back} />
      <EditForm current={login.data} />
    </>
  );
}

function EditForm({ current }: { current: TerminalLogin }) {
  const update = useUpdateTerminalLogin(current.id);
  const save = useSaveHandler(update.mutateAsync, { success: msg.saved, leaveTo: (saved) => terminalLoginUrl(saved.id) });
  return (
    <TerminalLoginForm
      mode="edit"
      initialUser={current.user}
      cancelTo={terminalLoginUrl(current.id)}
      defaultValues={{
        login: current.login,
        password: '',
        terminal_type: current.terminal_type,
        user_id: current.user_id,
        localization_id: current.localization_id,
      }}
      onSubmit={(values, setError) => save(values, setError)}
    />
  );
}

export { TerminalLoginEditPage as Component };
