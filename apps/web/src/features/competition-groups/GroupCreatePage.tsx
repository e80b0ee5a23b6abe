import { useNavigate } from 'react-router';
import { msg } from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { BackLink } from '../../components/BackLink';
import { applyApiFieldErrors } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/useNotify';
import { GroupForm, NEW_GROUP } from './GroupForm';
import { useCreateGroup } from './queries';
import { groupListUrl, groupUrl } from './urls';

/** `/competition-groups/new`: 'Dodano', then the new group's page. */
export function GroupCreatePage() {
  const create = useCreateGroup();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Nowa grupa" back={<BackLink to={groupListUrl()} label="Grupy" />} />
      <GroupForm
        defaultValues={NEW_GROUP}
        withCreator
        saving={create.isPending}
        onSubmit={(values, setError) =>
          create.mutate(values, {
            onSuccess: (created) => {
              notify.success(msg.added);
              navigate(groupUrl(created.id), { replace: true });
            },
            onError: (error) => {
              applyApiFieldErrors(error, setError);
              notify.error(isApiError(error, 'BUSINESS_RULE') ? error.message : msg.saveFailed);
            },
          })
        }
      />
    </>
  );
}

export { GroupCreatePage as Component };
