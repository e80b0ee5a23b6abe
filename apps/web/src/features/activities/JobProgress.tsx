import { useEffect, useRef } from 'react';
import { plDate } from '@sportdesk/contract';
import { Alert, IconButton, LinearProgress } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useAsyncJob } from './queries';

interface Props {
  jobId: number;
  /** Called once when the job is done, with the ids it added. */
  onDone?: (addedIds: number[]) => void;
  onClose?: () => void;
}

/** Progress of a queued creation: how many activities were added and which days failed. */
export function JobProgress({ jobId, onDone, onClose }: Props) {
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
  const reported = useRef(false);
  const addedKey = added.join(',');
  useEffect(() => {
    if (!finished || reported.current) return;
    reported.current = true;
    onDone?.(addedKey ? addedKey.split(',').map(Number) : []);
  }, [finished, addedKey, onDone]);

  return (
    <Alert
      severity={status === 'failed' || errors.length ? 'warning' : finished ? 'success' : 'info'}
      sx={{ mb: 2 }}
      role="status"
      action={
        finished && onClose ? (
          <IconButton aria-label="Zamknij" color="inherit" size="small" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : undefined
      }
    >
      {finished
        ? `Dodano zajęć: ${added.length}${added.length ? ' — lista pokazuje dodane zajęcia' : ''}`
        : `Dodawanie zajęć… ${added.length}${info.total ? ` z ${info.total}` : ''}`}
      {errors.map((e) => (
        <div key={`${e.date}-${e.message}`}>
          {plDate(e.date)}: {e.message}
        </div>
      ))}
      {job.data?.error && <div>{job.data.error}</div>}
      {!finished && <LinearProgress sx={{ mt: 1 }} />}
    </Alert>
  );
}
