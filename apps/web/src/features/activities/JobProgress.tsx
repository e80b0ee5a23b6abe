import { Alert, Button, LinearProgress } from '@mui/material';
import { Link } from 'react-router';
import { useAsyncJob } from './queries';
import { activityListUrl } from './urls';

/** Progress of a queued creation: how many activities were added, which days failed, a link to them. */
export function JobProgress({ jobId }: { jobId: number }) {
  const job = useAsyncJob(jobId);
  const info = (job.data?.info_box ?? {}) as {
    added_ids?: number[];
    errors?: { date?: string; message: string }[];
    total?: number;
  };
  const added = info.added_ids ?? [];
  const errors = info.errors ?? [];
  const status = job.data?.job_status;
  const finished = status === 'done' || status === 'failed';
  return (
    <Alert
      severity={status === 'failed' || errors.length ? 'warning' : finished ? 'success' : 'info'}
      sx={{ mb: 2 }}
      action={
        finished && added.length > 0 ? (
          <Button
            component={Link}
            to={activityListUrl({ with_activities_id: added.join(','), with_date_greater: 'all' })}
            color="inherit"
            size="small"
          >
            Pokaż dodane zajęcia
          </Button>
        ) : undefined
      }
    >
      {finished ? `Dodano zajęć: ${added.length}` : `Dodawanie zajęć… ${added.length}${info.total ? ` z ${info.total}` : ''}`}
      {errors.map((e) => (
        <div key={`${e.date}-${e.message}`}>
          {e.date}: {e.message}
        </div>
      ))}
      {job.data?.error && <div>{job.data.error}</div>}
      {!finished && <LinearProgress sx={{ mt: 1 }} />}
    </Alert>
  );
}
