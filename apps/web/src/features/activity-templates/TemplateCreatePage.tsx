import { activityTemplateInput, msg, type ActivityTemplateValues } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { ActivityForm } from '../activities/public';
import { newTemplateValues } from './formValues';
import { useCreateTemplate } from './queries';
import { templateListUrl } from '../../lib/urls/activityTemplates';

/** `/activity_templates/new`: a successful create opens the list filtered by the new id (docs/spec/part-2.md §2). */
export function TemplateCreatePage() {
  const create = useCreateTemplate();
  const submit = useSaveHandler((values: ActivityTemplateValues) => create.mutateAsync(values), {
    success: msg.added,
    leaveTo: (created) => templateListUrl({ with_id: created.id }),
  });
  return (
    <>
      <PageHeader title="Nowy szablon zajęć" back={<BackLink to={templateListUrl()} label="Szablony zajęć" />} />
      <ActivityForm
        mode="template"
        schema={activityTemplateInput}
        defaultValues={newTemplateValues()}
        submitLabel="Dodaj"
        cancelTo={templateListUrl()}
        onSubmit={submit}
      />
    </>
  );
}

export { TemplateCreatePage as Component };
