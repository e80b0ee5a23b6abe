import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { AppSettingForm } from './AppSettingForm';
import { useCreateAppSetting } from './queries';
import { appSettingListUrl, appSettingUrl } from './urls';

/** `/settings/new`: 'Dodano', then the new setting's page. */
export function AppSettingCreatePage() {
  const create = useCreateAppSetting();
  const save = useSaveHandler(create.mutateAsync, {
    success: msg.added,
    leaveTo: (created) => appSettingUrl(created.id),
  });

  return (
    <>
      <PageHeader title="Nowe ustawienie" back={<BackLink to={appSettingListUrl()} label="Ustawienia" />} />
      <AppSettingForm defaultValues={{ name: '', value: '' }} onSubmit={save} />
    </>
  );
}

export { AppSettingCreatePage as Component };
