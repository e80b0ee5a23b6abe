import { lazy, Suspense } from 'react';
import { Grid, Skeleton, Stack, Typography } from '@mui/material';
import { STAT_NAMES, STATS_FOOTER_NOTE, hasAnyAdminRole } from '@sportdesk/contract';
import { useSignedInUser } from '../../lib/session/useSignedInUser';
import { PageHeader } from '../../components/PageHeader';
import { ActivitiesSection } from './ActivitiesSection';
import { AssignedEvents } from './AssignedEvents';
import { CardChecks } from './CardChecks';
import { NoShowPanel } from './NoShowPanel';
import { SectionTabs } from './SectionTabs';

/** The charts library is large: its chunk loads after the rest of the dashboard. */
const WeeklyChart = lazy(() => import('./WeeklyChart').then((m) => ({ default: m.WeeklyChart })));

/**
 * `/dashboard` (docs/spec/part-1.md §2 "Dashboard"): Zajęcia tabs, Powiadomienia, three weekly charts, the two
 * card checks, and the note that chart data is from the last 15 minutes. Each part shows to the
 * admins whose role its API needs.
 */
export function DashboardPage() {
  const user = useSignedInUser();
  const has = (role: string) => user.roles.includes(role);
  const counts = user.system_event_count;
  return (
    <>
      <PageHeader title="Pulpit" />
      <Stack spacing={3}>
        {has('admin_role_activities') && <ActivitiesSection counts={counts} />}
        {has('admin_role_system_events') && (
          <SectionTabs
            title="Powiadomienia"
            tabs={[
              { id: 'assigned', label: 'Przypisane do mnie', count: counts.myUnread, panel: <AssignedEvents userId={user.id} /> },
            ]}
          />
        )}
        {hasAnyAdminRole(user.roles) && (
          <Grid container spacing={2} component="section" aria-label="Wykresy tygodniowe">
            {STAT_NAMES.map((name) => (
              <Grid key={name} size={{ xs: 12, md: 4 }}>
                <Suspense fallback={<Skeleton variant="rounded" height={284} />}>
                  <WeeklyChart name={name} />
                </Suspense>
              </Grid>
            ))}
          </Grid>
        )}
        {hasAnyAdminRole(user.roles) && <NoShowPanel />}
        {has('admin_role_users') && <CardChecks />}
        {hasAnyAdminRole(user.roles) && (
          <Typography variant="caption" color="text.secondary" component="p">
            {STATS_FOOTER_NOTE}
          </Typography>
        )}
      </Stack>
    </>
  );
}

export { DashboardPage as Component };
