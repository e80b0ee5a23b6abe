import { useMemo } from 'react';
import { ActivityList } from '../activities/public';

/** The activity list filtered to a group or a team (docs/spec/part-2.md §2): every date, newest first, no add button.
 * */
export function GroupActivities({ groupId, teamId, label }: { groupId?: number; teamId?: number; label: string }) {
  const fixedFilters = useMemo(
    () => ({
      ...(teamId !== undefined ? { with_competition_team: teamId } : { with_competition_group: groupId }),
      with_date_greater: 'all',
    }),
    [groupId, teamId],
  );
  return (
    <ActivityList
      fixedFilters={fixedFilters}
      hideAddButton
      hideFilters={teamId !== undefined}
      bulkEdit={false}
      orderDir="desc"
      paramPrefix={teamId !== undefined ? `team${teamId}_` : undefined}
      aria-label={label}
      emptyText={teamId !== undefined ? 'Drużyna nie ma przypisanych zajęć.' : 'Grupa nie ma przypisanych zajęć.'}
    />
  );
}

/** Wyniki: not described by the spec beyond being empty. */
export function EmptyResults() {
  return <p style={{ margin: '16px 0', color: 'rgba(0,0,0,0.6)' }}>Brak wyników.</p>;
}
