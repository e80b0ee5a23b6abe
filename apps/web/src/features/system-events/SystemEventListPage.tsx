import { useMemo } from 'react';
import { PAGE_SIZES, SYSTEM_EVENT_ORDERS } from '@sportdesk/contract';
import { useSignedInUser } from '../../lib/session/useSignedInUser';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { systemEventColumns } from './columns';
import { STATUS_OPTIONS, TARGET_OPTIONS, TYPE_FILTER_OPTIONS } from './labels';
import { ListSwitches } from './ListSwitches';
import { useSystemEventList } from './queries';
import { SystemEventDialog } from './SystemEventDialog';
import { useEventDialog } from './useEventDialog';

const FILTER_KEYS = [
  'search',
  'with_event_type',
  'with_event_status',
  'with_assigned_id',
  'with_targetable_type',
  'with_targetable_id',
  'only_active',
  'unread_by_admin',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { name: 'search', label: 'Szukaj', width: 190 },
  { name: 'with_event_type', label: 'Typ', type: 'select', options: TYPE_FILTER_OPTIONS, width: 190 },
  { name: 'with_event_status', label: 'Status', type: 'select', options: STATUS_OPTIONS, width: 150 },
  { name: 'with_assigned_id', label: 'ID przypisanego', type: 'number', width: 140 },
  { name: 'with_targetable_type', label: 'Dotyczy', type: 'select', options: TARGET_OPTIONS, width: 150 },
  { name: 'with_targetable_id', label: 'ID obiektu', type: 'number', width: 110 },
];

/** `/system_events`: filters, 25 per page (25/50/100), newest first, 'Dodaj' and an edit icon per row opening the dialog. */
export function SystemEventListPage() {
  const me = useSignedInUser();
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.generic,
    limit: 25,
    orders: SYSTEM_EVENT_ORDERS,
    order: 'created_at',
    orderDir: 'desc',
  });
  const events = useSystemEventList(list.query);
  const dialog = useEventDialog();
  const { open: openEvent } = dialog;
  const columns = useMemo(() => systemEventColumns((row) => openEvent(row.id)), [openEvent]);

  return (
    <>
      <ListScreen
        title="Zdarzenia systemowe"
        onAdd={() => dialog.open('new')}
        firstLabel="Dodaj pierwsze zdarzenie"
        filterFields={FILTER_FIELDS}
        list={list}
        query={events}
        columns={columns}
        toolbar={
          <ListSwitches
            onlyActive={list.filters.only_active !== 'false'}
            unreadOnly={list.filters.unread_by_admin === 'true'}
            mine={list.filters.with_assigned_id === String(me.id)}
            myId={me.id}
            onChange={list.setFilters}
          />
        }
      />
      <SystemEventDialog eventId={dialog.eventId} onClose={dialog.close} />
    </>
  );
}

export { SystemEventListPage as Component };
