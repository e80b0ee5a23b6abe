import { Alert, Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { Link } from 'react-router';
import { plDate, JOB_STATUS_LABELS, type AsyncJob } from '@sportdesk/contract';
import { formatDateTime, userUrl } from '../users/public';
import { activityUrl } from '../activities/public';
import { activityJobInfo, formatCount, isReportJob, rowsDone } from './jobInfo';

const INFO_LABELS: Record<string, string> = {
  rows_done: 'Wierszy w pliku',
  file_name: 'Nazwa pliku',
  file_size: 'Rozmiar pliku (B)',
  file_removed_at: 'Plik usunięty',
};

const Term = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </>
);

const valueText = (key: string, value: unknown) =>
  key.endsWith('_at') && typeof value === 'string'
    ? formatDateTime(value)
    : typeof value === 'number'
      ? formatCount(value)
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);

function ParamsText({ job }: { job: AsyncJob }) {
  if (isReportJob(job)) return <>{`${plDate(String(job.params.date_from))} – ${plDate(String(job.params.date_to))}`}</>;
  const entries = Object.entries(job.params);
  if (!entries.length) return <>—</>;
  return <>{entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ')}</>;
}

/** The expanded row: Data, Dodał, Zajęcia or Dodatkowe informacje, Klasa, Parametry, Pełny status. */
export function JobDetails({
  job,
  liveRows,
  onRetry,
  retrying,
}: {
  job: AsyncJob;
  liveRows?: number;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const activity = activityJobInfo(job);
  // `import_progress`: the Benefit import's checkpoint between slices (api benefit-entries/import.ts), not a result.
  const extra = Object.entries(job.info_box).filter(
    ([k]) => !['added_ids', 'updated_ids', 'errors', 'import_progress'].includes(k),
  );
  const rows = rowsDone(job, liveRows);
  return (
    <Stack spacing={1.5}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.75, m: 0 }}>
        <Term label="Data">{formatDateTime(job.created_at)}</Term>
        <Term label="Dodał">
          {job.user ? (
            <MuiLink component={Link} to={userUrl(job.user.id)}>
              {job.user.label}
            </MuiLink>
          ) : (
            'System'
          )}
        </Term>
        {activity ? (
          <Term label="Zajęcia">
            {activity.ids.length ? (
              <>
                {`${activity.verb}: `}
                {activity.ids.map((id, i) => (
                  <span key={id}>
                    {i > 0 && ', '}
                    <MuiLink component={Link} to={activityUrl(id)}>
                      {id}
                    </MuiLink>
                  </span>
                ))}
              </>
            ) : (
              'Brak'
            )}
            {activity.total !== undefined && ` (${activity.ids.length} z ${activity.total})`}
          </Term>
        ) : (
          <Term label="Dodatkowe informacje">
            {extra.length
              ? extra.map(([k, v]) => (
                  <span key={k} style={{ display: 'block' }}>
                    {`${INFO_LABELS[k] ?? k}: ${valueText(k, v)}`}
                  </span>
                ))
              : job.job_status === 'running' && rows !== undefined
                ? `Przetworzono ${formatCount(rows)} wierszy`
                : '—'}
          </Term>
        )}
        <Term label="Klasa">{job.job_class}</Term>
        <Term label="Parametry">
          <ParamsText job={job} />
        </Term>
        <Term label="Pełny status">
          {`${JOB_STATUS_LABELS[job.job_status]} · próby: ${job.attempts} · ostatnia zmiana ${formatDateTime(job.updated_at)}`}
        </Term>
      </Box>
      {activity && activity.errors.length > 0 && (
        <Alert severity="warning" variant="outlined">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Błędy
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {activity.errors.map((e, i) => (
              <li key={i}>
                {e.id ? (
                  <MuiLink component={Link} to={activityUrl(e.id)}>
                    {`Zajęcia ${e.id}`}
                  </MuiLink>
                ) : (
                  e.date
                )}
                {`: ${e.message}`}
                {e.fields && ` (${Object.values(e.fields).join('; ')})`}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {job.job_status === 'failed' && (
        <Alert
          severity="error"
          variant="outlined"
          action={
            onRetry ? (
              <Button color="inherit" size="small" startIcon={<ReplayIcon />} onClick={onRetry} disabled={retrying}>
                Uruchom ponownie
              </Button>
            ) : undefined
          }
        >
          {job.error ?? 'Błąd'}
        </Alert>
      )}
    </Stack>
  );
}
