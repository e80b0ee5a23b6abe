import { Navigate, useParams } from 'react-router';
import { knownAppSetting, appSettingValueInput, msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { AppSettingDeleteButton } from './AppSettingDeleteButton';
import { AppSettingForm } from './AppSettingForm';
import { useAppSetting, useUpdateAppSetting } from './queries';
import { appSettingListUrl } from './urls';

/** `/settings/{id}`: edit ('Zapisano') and delete. */
export function AppSettingEditPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <AppSettingEditor id={id} />;
}

function AppSettingEditor({ id }: { id: number }) {
  const setting = useAppSetting(id);
  const update = useUpdateAppSetting(id);
  const save = useSaveHandler(update.mutateAsync, { success: msg.saved });
  const back = <BackLink to={appSettingListUrl()} label="Ustawienia" />;

  if (setting.isPending) return <PageLoader />;
  if (setting.isError) {
    return (
      <>
        <PageHeader title="Ustawienie" back={back} />
        <LoadError error={setting.error} onRetry={() => setting.refetch()} />
      </>
    );
  }

  const current = setting.data;
  return (
    <>
      <PageHeader
        title={knownAppSetting(current.name)?.label ?? current.name}
        subtitle={`Ustawienie #${current.id}`}
        back={back}
      />
      <AppSettingForm
        key={current.updated_at}
        defaultValues={{ name: current.name, value: appSettingValueInput(current.name, current.value) }}
        extraActions={<AppSettingDeleteButton setting={current} />}
        onSubmit={save}
      />
    </>
  );
}

export { AppSettingEditPage as Component };
