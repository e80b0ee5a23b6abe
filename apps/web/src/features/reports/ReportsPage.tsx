import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { GenerateReports } from './GenerateReports';
import { JobList } from './JobList';
import type { ReportsTab } from './urls';

/** `/reports`: 'Generuj nowy raport' and the job list ('Lista raportów', `?tab=jobs`). */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const tab: ReportsTab = params.get('tab') === 'jobs' ? 'jobs' : 'generate';
  return (
    <>
      <PageHeader title="Raporty" />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, next: ReportsTab) => setParams(next === 'jobs' ? { tab: 'jobs' } : {})}
          aria-label="Widoki raportów"
        >
          <Tab value="generate" label="Generuj nowy raport" id="tab-generate" aria-controls="panel-generate" />
          <Tab value="jobs" label="Lista raportów" id="tab-jobs" aria-controls="panel-jobs" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'generate' ? <GenerateReports /> : <JobList />}
      </Box>
    </>
  );
}

export { ReportsPage as Component };
