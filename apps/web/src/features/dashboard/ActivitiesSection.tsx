import { DASHBOARD_ACTIVITY_TABS, warsawToday, type SystemEventCount } from '@sportdesk/contract';
import { DashboardActivityList } from './DashboardActivityList';
import { SectionTabs } from './SectionTabs';

const EMPTY: Record<(typeof DASHBOARD_ACTIVITY_TABS)[number]['id'], string> = {
  verify_activities: 'Brak zajęć organizatorów do weryfikacji.',
  verify_lists: 'Brak list obecności do weryfikacji z ostatnich 6 dni.',
  today: 'Brak zajęć na dziś.',
};

/** Section Zajęcia: three tabs with the docs/spec/part-1.md §9 list defaults and the counters of users/current as
 * badges. */
export function ActivitiesSection({ counts }: { counts: SystemEventCount }) {
  const today = warsawToday();
  return (
    <SectionTabs
      title="Zajęcia"
      tabs={DASHBOARD_ACTIVITY_TABS.map((tab) => {
        const count = tab.counter ? counts[tab.counter] : undefined;
        return {
          id: tab.id,
          label: tab.label,
          count,
          panel: <DashboardActivityList filters={tab.filters(today)} count={count} label={tab.label} emptyText={EMPTY[tab.id]} />,
        };
      })}
    />
  );
}
