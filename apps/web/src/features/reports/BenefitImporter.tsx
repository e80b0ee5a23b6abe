import { Box, Stack, Typography } from '@mui/material';
import type { ReportKind } from '@sportdesk/contract';
import { BenefitImportForm } from '../benefit-entries/public';

/**
 * 'Benefit importer' in the Benefit group: the benefit entries' own importer form (provider CSV →
 * `admin/benefit_entries/import`), whose job then shows in the job list.
 */
export function BenefitImporter({ kind }: { kind: ReportKind }) {
  return (
    <Box component="section" aria-labelledby="report-importer" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack spacing={1}>
        <Box>
          <Typography id="report-importer" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {kind.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kind.description}
          </Typography>
        </Box>
        <BenefitImportForm submitLabel="Generuj" />
      </Stack>
    </Box>
  );
}
