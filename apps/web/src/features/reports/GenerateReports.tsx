import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { REPORT_GROUPS, REPORT_GROUP_LABELS, REPORT_KINDS } from '@sportdesk/contract';
import { ReportForm } from './ReportForm';
import { BenefitImporter } from './BenefitImporter';

/** 'Generuj nowy raport': the three collapsible groups, each report with its period and 'Generuj'. */
export function GenerateReports() {
  return (
    <Stack spacing={1.5}>
      {REPORT_GROUPS.map((group) => (
        <Accordion key={group} defaultExpanded disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`group-${group}`} id={`group-${group}-header`}>
            <Typography component="h2" variant="h6">
              {REPORT_GROUP_LABELS[group]}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`group-${group}`} sx={{ pt: 0 }}>
            {REPORT_KINDS.filter((k) => k.group === group).map((kind) =>
              kind.input === 'file' ? (
                <BenefitImporter key={kind.jobClass} kind={kind} />
              ) : (
                <ReportForm key={kind.jobClass} kind={kind} />
              ),
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}
