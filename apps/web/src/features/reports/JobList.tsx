import { Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { ASYNC_JOB_ORDERS, JOB_STATUS_LABELS, PAGE_SIZES, msg, type AsyncJob, type JobStatus } from '@sportdesk/contract';
import { DataTable, queryTableProps, type DataTableColumn } from '../../components/data-table';
import { FilterBar, type FilterField } from '../../components/filter-bar';
import { useListState } from '../../components/useListState';
import { useNotify } from '../../components/useNotify';
import { isApiError } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { activityJobInfo, formatCount, isReportJob, rowsDone } from './jobInfo';
import { JobDetails } from './JobDetails';
import { useAsyncJobList, useRetryJob } from './queries';
import { useLiveJobs } from './useLiveJobs';

const FILTER_KEYS = ['with_id', 'with_job_name'] as const;
const FILTER_FIELDS: readonly FilterField<(typeof FILTER_KEYS)[number]>[] = [
  { name: 'with_id', label: 'ID', type: 'number', width: 120 },
  { name: 'with_job_name', label: 'Nazwa', width: 240 },
];

const STATUS_COLORS: Record<JobStatus, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
};

function InfoCell({ job, live }: { job: AsyncJob; live?: number }) {
  const rows = rowsDone(job, live);
  if (job.job_status === 'failed')
    return (
      <Typography variant="body2" color="error">
        {job.error ?? 'Błąd'}
      </Typography>
    );
  const activity = activityJobInfo(job);
  if (activity)
    return (
      <>{`${activity.verb}: ${activity.ids.length}${activity.total !== undefined ? ` z ${activity.total}` : ''}${activity.errors.length ? ` · błędy: ${activity.errors.length}` : ''}`}</>
    );
  if (job.job_status === 'running')
    return <>{rows !== undefined ? `Przetworzono ${formatCount(rows)} wierszy` : 'Trwa generowanie…'}</>;
  if (job.job_status === 'done' && isReportJob(job) && rows !== undefined)
    return <>{`Wierszy: ${formatCount(rows)}${job.info_box.file_removed_at ? ' · plik usunięty' : ''}`}</>;
  return <>—</>;
}

/** The job list (second view of /reports): ID, Nazwa, Status, Plik, Informacje; rows expand to the details. */
export function JobList() {
  const notify = useNotify();
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.generic,
    limit: 25,
    orders: ASYNC_JOB_ORDERS,
    order: 'id',
    orderDir: 'desc',
  });
  const jobs = useAsyncJobList({ ...list.query, tab: undefined });
  const live = useLiveJobs();
  const retry = useRetryJob();

  const download = async (job: AsyncJob) => {
    try {
      await downloadFile(job.file!, `raport-${job.id}.csv`);
    } catch (error) {
      notify.error(isApiError(error) ? error.message : msg.internal);
    }
  };
  const rerun = async (job: AsyncJob) => {
    try {
      await retry.mutateAsync(job.id);
      notify.success(msg.jobRequeued);
    } catch (error) {
      notify.error(isApiError(error) ? error.message : msg.internal);
    }
  };

  const columns: DataTableColumn<AsyncJob>[] = [
    { id: 'id', header: 'ID', sortable: true, width: 80, cell: (job) => job.id },
    {
      id: 'job_name',
      header: 'Nazwa',
      sortable: true,
      cell: (job) => (
        <Stack spacing={0}>
          <span>{job.job_name}</span>
          {isReportJob(job) ? (
            <Typography variant="caption" color="text.secondary">{`${job.params.date_from} – ${job.params.date_to}`}</Typography>
          ) : (
            typeof job.params.file_name === 'string' && (
              <Typography variant="caption" color="text.secondary">
                {job.params.file_name}
              </Typography>
            )
          )}
        </Stack>
      ),
    },
    {
      id: 'job_status',
      header: 'Status',
      sortable: true,
      width: 130,
      cell: (job) => <Chip size="small" label={JOB_STATUS_LABELS[job.job_status]} color={STATUS_COLORS[job.job_status]} />,
    },
    {
      id: 'file',
      header: 'Plik',
      width: 130,
      cell: (job) =>
        job.file ? (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => void download(job)}
            aria-label={`Pobierz plik zadania ${job.id}`}
          >
            Pobierz
          </Button>
        ) : (
          '—'
        ),
    },
    { id: 'info', header: 'Informacje', cell: (job) => <InfoCell job={job} live={live.get(job.id)} /> },
  ];

  return (
    <>
      <FilterBar fields={FILTER_FIELDS} values={list.filters} onSubmit={list.setFilters} onClear={list.clearFilters} />
      <DataTable
        aria-label="Lista raportów"
        columns={columns}
        {...queryTableProps(jobs)}
        {...list.table}
        renderExpanded={(job) => (
          <JobDetails
            job={job}
            liveRows={live.get(job.id)}
            onRetry={isReportJob(job) ? () => void rerun(job) : undefined}
            retrying={retry.isPending}
          />
        )}
      />
      {jobs.data && jobs.data.total === 0 && !list.filters.with_id && !list.filters.with_job_name && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Wygeneruj raport na karcie <MuiLink href="/reports">Generuj nowy raport</MuiLink>.
        </Typography>
      )}
    </>
  );
}
