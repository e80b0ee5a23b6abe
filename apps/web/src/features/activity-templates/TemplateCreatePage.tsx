import { msg, type ActivityTemplateInput } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { TemplateForm } from './form/TemplateForm';
import { newTemplateValues, type TemplateFormValues } from './form/defaults';
import { useCreateTemplate } from './queries';
import { templateListUrl } from '../../lib/urls/activityTemplates';

/** `/activity_templates/new`: a successful create opens the list filtered by the new id (spec §2). */
export function TemplateCreatePage() {
  const create = useCreateTemplate();
  const submit = useSaveHandler((values: TemplateFormValues) => create.mutateAsync(values as ActivityTemplateInput), {
    success: msg.added,
    leaveTo: (created) => templateListUrl({ with_id: created.id }),
  });
  return (
    <>
      <PageHeader title="Nowy szablon zajęć" back={<BackLink to={templateListUrl()} label="Szablony zajęć" />} />
      <TemplateForm defaultValues={newTemplateValues()} submitLabel="Dodaj" cancelTo={templateListUrl()} onSubmit={submit} />
    </>
  );
}

export { TemplateCreatePage as Component };
