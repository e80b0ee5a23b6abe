import { useId, useState } from 'react';
import { Alert, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { BENEFIT_IMPORT_COLUMNS, JOB_STATUS_LABELS, benefitMsg, type BenefitImportJob } from '@sportdesk/contract';
import { useNotify } from '../../components/useNotify';
import { isApiError } from '../../lib/api';
import { useBenefitImportJob, useImportBenefitFile } from './queries';

/**
 * The provider-file importer (Reports::ImportBenefitReportService): a CSV file, the submit button, then the queued
 * job's state and result. Used on the benefit entries list ('Importuj') and in the reports screen's Benefit group,
 * where every report's button says 'Generuj'.
 */
export function BenefitImportForm({ submitLabel = 'Importuj' }: { submitLabel?: string }) {
  const inputId = useId();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const upload = useImportBenefitFile();
  const job = useBenefitImportJob(jobId);

  const submit = async () => {
    if (!file) {
      setError(benefitMsg.importFileMissing);
      return;
    }
    setError(null);
    try {
      const queued = await upload.mutateAsync(file);
      setJobId(queued.id);
      setFile(null);
      notify.success(benefitMsg.importQueued);
    } catch (e) {
      setError(isApiError(e) ? (e.fields?.csv_file ?? e.message) : benefitMsg.importFileMissing);
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-label="Import pliku Benefit">
      <Typography variant="body2" color="text.secondary">
        Plik CSV (UTF-8) z kolumnami: {BENEFIT_IMPORT_COLUMNS.join(', ')}.
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
          Wybierz plik CSV
          <input
            id={inputId}
            type="file"
            name="csv_file"
            accept=".csv,text/csv"
            aria-label="Plik CSV"
            hidden
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="benefit-import-file">
          {file ? file.name : 'Nie wybrano pliku'}
        </Typography>
        <Button variant="contained" onClick={() => void submit()} disabled={upload.isPending}>
          {submitLabel}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" variant="outlined">
          {error}
        </Alert>
      )}
      {jobId != null && <ImportJobState job={job.data} jobId={jobId} />}
    </Stack>
  );
}

function ImportJobState({ job, jobId }: { job: BenefitImportJob | undefined; jobId: number }) {
  const status = job?.job_status ?? 'queued';
  const info = job?.info_box ?? {};
  if (status === 'failed')
    return (
      <Alert severity="error" variant="outlined" role="status">
        Import #{jobId} nie powiódł się: {job?.error ?? 'Błąd'}
      </Alert>
    );
  if (status !== 'done')
    return (
      <Alert severity="info" variant="outlined" role="status">
        {benefitMsg.importQueued} — import #{jobId}: {JOB_STATUS_LABELS[status]}
      </Alert>
    );
  const refused = info.refused_lines ?? [];
  return (
    <Alert severity={info.refused ? 'warning' : 'success'} variant="outlined" role="status">
      <Box>
        Import #{jobId} zakończony ({info.file_name}): wierszy {info.lines ?? 0}, dodano {info.added ?? 0}, zaktualizowano{' '}
        {info.updated ?? 0}, bez zmian {info.unchanged ?? 0}, przypisano {info.matched ?? 0}, nieprzypisane {info.unassigned ?? 0}
        , odrzucono {info.refused ?? 0}.
      </Box>
      {refused.length > 0 && (
        <List dense disablePadding aria-label="Odrzucone wiersze" sx={{ maxHeight: 200, overflowY: 'auto', mt: 1 }}>
          {refused.map((r) => (
            <ListItem key={`${r.line}-${r.reason}`} disableGutters sx={{ py: 0 }}>
              Wiersz {r.line}: {r.reason}
            </ListItem>
          ))}
        </List>
      )}
    </Alert>
  );
}
