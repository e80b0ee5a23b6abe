import { useNavigate } from 'react-router';
import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { applyApiFieldErrors } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/useNotify';
import { AppSettingForm } from './AppSettingForm';
import { useCreateAppSetting } from './queries';
import { appSettingListUrl, appSettingUrl } from './urls';

/** `/settings/new`: 'Dodano', then the new setting's page. */
export function AppSettingCreatePage() {
  const create = useCreateAppSetting();
  const notify = useNotify();
  const navigate = useNavigate();

  return (
    <>
      <PageHeader title="Nowe ustawienie" back={<BackLink to={appSettingListUrl()} label="Ustawienia" />} />
      <AppSettingForm
        defaultValues={{ name: '', value: '' }}
        saving={create.isPending}
        onSubmit={(values, setError) =>
          create.mutate(values, {
            onSuccess: (created) => {
              notify.success(msg.added);
              navigate(appSettingUrl(created.id), { replace: true });
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

export { AppSettingCreatePage as Component };
