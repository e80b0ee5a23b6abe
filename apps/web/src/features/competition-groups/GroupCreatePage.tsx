import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { PageHeader } from '../../components/PageHeader';
import { GroupForm, NEW_GROUP } from './GroupForm';
import { useCreateGroup } from './queries';
import { useSaveHandler } from '../../components/form';
import { groupListUrl, groupUrl } from './urls';

/** `/competition-groups/new`: 'Dodano', then the new group's page. */
export function GroupCreatePage() {
  const create = useCreateGroup();
  const save = useSaveHandler(create.mutateAsync, {
    success: msg.added,
    ruleMessages: true,
    leaveTo: (created) => groupUrl(created.id),
  });
  return (
    <>
      <PageHeader title="Nowa grupa" back={<BackLink to={groupListUrl()} label="Grupy" />} />
      <GroupForm defaultValues={NEW_GROUP} withCreator onSubmit={save} />
    </>
  );
}

export { GroupCreatePage as Component };
