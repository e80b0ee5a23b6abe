import { useMemo } from 'react';
import { ActivityList } from '../activities/public';

const KINDS = {
  /** Zapisy: activities the user is signed up for (bought, added by an admin, on the reserve list). */
  signedUp: { filter: 'with_participant', label: 'Zapisy użytkownika', empty: 'Użytkownik nie jest zapisany na żadne zajęcia.' },
  /** Dodane zajęcia: activities the user created (organisers, coordinators). */
  added: { filter: 'with_creator', label: 'Zajęcia dodane przez użytkownika', empty: 'Użytkownik nie dodał żadnych zajęć.' },
} as const;

/** A user's activities of every date, newest first, with the activity list's filters and columns. */
export function UserActivitiesTab({ userId, kind }: { userId: number; kind: keyof typeof KINDS }) {
  const { filter, label, empty } = KINDS[kind];
  const fixedFilters = useMemo(() => ({ [filter]: userId, with_date_greater: 'all' }), [filter, userId]);
  return (
    <ActivityList
      fixedFilters={fixedFilters}
      hideAddButton
      bulkEdit={false}
      orderDir="desc"
      aria-label={label}
      emptyText={empty}
    />
  );
}
