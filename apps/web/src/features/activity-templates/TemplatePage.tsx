import { useState } from 'react';
import { Alert, Button, Tab, Tabs } from '@mui/material';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import {
  activityTemplateInput,
  msg,
  templateMsg,
  warsawToday,
  type ActivityTemplate,
  type ActivityTemplateValues,
} from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useNotify } from '../../components/useNotify';
import { JobProgress, ActivityForm, ActivityList, formatDate } from '../activities/public';
import { weekDaysText } from './columns';
import { ChangeHistory } from '../audits/public';
import { templateFormValues } from './formValues';
import {
  useApproveTemplate,
  useDeleteTemplate,
  useGenerateTemplate,
  useRefreshAfterGeneration,
  templateHistory,
  useTemplate,
  useUpdateTemplate,
} from './queries';
import { templateListUrl, templateUrl } from '../../lib/urls/activityTemplates';
import { DeleteButton } from '../../components/DeleteButton';

type TabId = 'form' | 'activities' | 'history';

/** `/activity_templates/{id}`: the form, and the activities it generated ('Generuj teraz' adds the coming days'). */
export function TemplatePage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <TemplateScreen key={id} id={id} />;
}

function TemplateScreen({ id }: { id: number }) {
  const template = useTemplate(id);
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = requested === 'activities' || requested === 'history' ? requested : 'form';
  const [jobId, setJobId] = useState<number | null>(null);
  const refresh = useRefreshAfterGeneration(id);
  const back = <BackLink to={templateListUrl()} label="Szablony zajęć" />;
  if (template.isPending) return <PageLoader />;
  if (template.isError)
    return (
      <>
        <PageHeader title="Szablon zajęć" back={back} />
        <LoadError error={template.error} />
      </>
    );
  const t = template.data;
  const generating = t.approved_by_admin && !t.archived && !(t.expired_at && t.expired_at < warsawToday());
  return (
    <>
      <PageHeader
        title={`Szablon #${t.id}${t.name ? ` — ${t.name}` : ''}`}
        subtitle={`${weekDaysText(t.week_days) || 'Brak dni'}, ${t.start_at}–${t.stop_at} · ${t.sport?.name ?? ''} · ${t.localization?.name ?? ''}`}
        back={back}
        actions={
          <>
            {!t.approved_by_admin && <ApproveButton id={t.id} />}
            {generating && <GenerateButton id={t.id} onQueued={setJobId} />}
            <DeleteTemplateButton id={t.id} />
          </>
        }
      />
      {!t.approved_by_admin && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Szablon czeka na zatwierdzenie przez administratora; do tego czasu nie generuje zajęć.
        </Alert>
      )}
      {jobId !== null && <JobProgress key={jobId} jobId={jobId} onDone={() => void refresh()} onClose={() => setJobId(null)} />}
      <Tabs value={tab} aria-label="Szablon zajęć" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="form" label="Formularz" component={Link} to={templateUrl(t.id)} />
        <Tab
          value="activities"
          label={`Wygenerowane zajęcia (${t.generated_count})`}
          component={Link}
          to={`${templateUrl(t.id)}?tab=activities`}
        />
        <Tab value="history" label="Historia zmian" component={Link} to={`${templateUrl(t.id)}?tab=history`} />
      </Tabs>
      {tab === 'form' && <EditTab key={t.updated_at} template={t} />}
      {tab === 'history' && <ChangeHistory source={templateHistory(t.id)} />}
      {tab === 'activities' && (
        <>
          {t.generated_until && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Wygenerowano zajęcia do {formatDate(t.generated_until)}.
            </Alert>
          )}
          <ActivityList
            fixedFilters={{ with_template: t.id, with_date_greater: 'all', with_price_less: 100000 }}
            hideAddButton
            bulkEdit={false}
            hideFilters
            aria-label="Wygenerowane zajęcia"
            emptyText="Szablon nie wygenerował jeszcze zajęć"
          />
        </>
      )}
    </>
  );
}

function EditTab({ template }: { template: ActivityTemplate }) {
  const update = useUpdateTemplate(template.id);
  const save = useSaveHandler((values: ActivityTemplateValues) => update.mutateAsync(values), {
    success: msg.saved,
  });
  const creator = template.creator
    ? { id: template.creator.id, first_name: template.creator.first_name, last_name: template.creator.last_name, email: null }
    : null;
  return (
    <ActivityForm
      mode="template"
      schema={activityTemplateInput}
      defaultValues={templateFormValues(template)}
      creator={creator}
      cancelTo={templateListUrl()}
      onSubmit={save}
      confirmSave
    />
  );
}

function ApproveButton({ id }: { id: number }) {
  const approve = useApproveTemplate(id);
  const notify = useNotify();
  return (
    <Button
      variant="outlined"
      color="success"
      startIcon={<TaskAltOutlinedIcon />}
      disabled={approve.isPending}
      onClick={() =>
        approve.mutate(undefined, {
          onSuccess: () => notify.success(templateMsg.approved),
          onError: () => notify.error(msg.saveFailed),
        })
      }
    >
      Zatwierdź
    </Button>
  );
}

function GenerateButton({ id, onQueued }: { id: number; onQueued: (jobId: number) => void }) {
  const generate = useGenerateTemplate(id);
  const notify = useNotify();
  return (
    <Button
      variant="contained"
      startIcon={<EventRepeatOutlinedIcon />}
      disabled={generate.isPending}
      onClick={() =>
        generate.mutate(undefined, {
          onSuccess: (reply) => {
            notify.success(reply.message);
            onQueued(reply.async_job_id);
          },
          onError: (error) => notify.error(error instanceof Error ? error.message : msg.saveFailed),
        })
      }
    >
      Generuj teraz
    </Button>
  );
}

function DeleteTemplateButton({ id }: { id: number }) {
  const remove = useDeleteTemplate(id);
  return <DeleteButton onDelete={() => remove.mutateAsync(undefined)} afterTo={templateListUrl()} busy={remove.isPending} />;
}

export { TemplatePage as Component };
