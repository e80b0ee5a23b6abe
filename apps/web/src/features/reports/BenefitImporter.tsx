import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg, type ReportKind } from '@sportdesk/contract';
import { useNotify } from '../../components/useNotify';
import { api, isApiError } from '../../lib/api';
import { asyncJobKeys } from './queries';

/**
 * 'Benefit importer' in the Benefit group: the provider's CSV goes to the benefit entries' upload route
 * (`admin/benefit_entries/import`, field `csv_file`), which queues the import job shown in the job list.
 */
export function BenefitImporter({ kind }: { kind: ReportKind }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (csv: File) => {
      const form = new FormData();
      form.append('csv_file', csv, csv.name);
      return api.post('/admin/benefit_entries/import', { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: asyncJobKeys.lists() }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(msg.required);
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync(file);
      notify.success(msg.queued);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (e) {
      const message = isApiError(e) ? (e.fields?.csv_file ?? e.message) : msg.internal;
      setError(message);
      notify.error(message);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="report-importer"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="report-importer" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {kind.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kind.description}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            Wybierz plik CSV
            <input
              ref={input}
              type="file"
              name="csv_file"
              accept=".csv,text/csv"
              hidden
              aria-label="Plik CSV z wejściami Benefit"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
          </Button>
          <Typography
            variant="body2"
            sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}
            color={error ? 'error' : 'text.secondary'}
            role={error ? 'alert' : undefined}
          >
            {error ?? file?.name ?? 'Nie wybrano pliku'}
          </Typography>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            Generuj
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
