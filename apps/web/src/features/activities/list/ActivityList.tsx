import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import { Link, useSearchParams } from 'react-router';
import { ACTIVITY_LIST_DEFAULTS, ACTIVITY_ORDERS, ACTIVITY_ORDER_LABELS } from '@sportdesk/contract';
import { EmptyListPrompt, hasFilters } from '../../../components/EmptyListPrompt';
import { DataTable, queryTableProps, type SortDirection, SortSelect } from '../../../components/data-table';
import { FilterBar } from '../../../components/filter-bar';
import { useListState } from '../../../components/useListState';
import { useSportOptions } from '../../catalogue/public';
import { useActivityList, useAsyncJob } from '../queries';
import { JobProgress } from '../JobProgress';
import { activityNewUrl } from '../urls';
import { activityColumns } from './columns';
import { fromFilterFields, filterFields, shownFilters } from './filters';
import { activityListRequest, activityListState, type FilterKey, type FixedFilters } from './listRequest';

/** The bulk edit form (react-hook-form, the contract's schema) loads when 'Edytuj zaznaczone' is first clicked. */
const BulkEditDialog = lazy(() => import('./BulkEditDialog').then((m) => ({ default: m.BulkEditDialog })));

export interface ActivityListProps {
  /** Filters the context sets (a group, a team, a dashboard tab); they are not shown in the filter row. */
  fixedFilters?: FixedFilters;
  /** Inside group and team contexts the list has no add button (docs/spec/part-2.md §2). */
  hideAddButton?: boolean;
  /** Hides the filter row (dashboard tabs). */
  hideFilters?: boolean;
  /** Bulk select and bulk edit (on by default). */
  bulkEdit?: boolean;
  'aria-label'?: string;
  /** What the table says when nothing matches (default „Brak wyników”). */
  emptyText?: string;
  /** Date order of the list (ascending by default; a user's history reads newest first). */
  orderDir?: SortDirection;
  /** Query-string prefix of this list's state when it shares a page with another list (the team lists of a group). */
  paramPrefix?: string;
}

/**
 * The activity list of docs/spec/part-2.md §2, reusable: `/activities`, group and team pages and the dashboard tabs.
 * Filters, page, page size and order live in the URL. The docs/spec/part-2.md §9 defaults (from today, price 0–500) are
 * sent explicitly and shown in their fields, so what is filtered is what is shown; `?job=` follows a
 * queued creation and then lists what it added.
 */
export function ActivityList({
  fixedFilters = {},
  hideAddButton = false,
  hideFilters = false,
  bulkEdit = true,
  'aria-label': ariaLabel = 'Zajęcia',
  emptyText,
  orderDir = ACTIVITY_LIST_DEFAULTS.order_dir,
  paramPrefix,
}: ActivityListProps) {
  const list = useListState(activityListState(orderDir, paramPrefix));
  const query = useMemo(() => activityListRequest(list.query, fixedFilters), [list.query, fixedFilters]);
  const activities = useActivityList(query);
  const sports = useSportOptions();
  const fields = useMemo(
    () => filterFields(sports.data ?? []).filter((f) => !(f.name in fixedFilters)),
    [sports.data, fixedFilters],
  );

  const [params, setParams] = useSearchParams();
  const queuedJob = hideFilters ? null : Number(params.get('job')) || null;
  const { setFilters } = list;
  const showAdded = useCallback(
    (ids: number[]) => {
      if (ids.length) setFilters({ with_activities_id: ids.join(','), with_date_greater: 'all', with_price_less: '100000' });
    },
    [setFilters],
  );
  const closeJob = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('job');
      return next;
    });

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  // Mounted from the first opening on, so it keeps its values and closes with its transition as before.
  const [bulkMounted, setBulkMounted] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  useAsyncJob(jobId);
  const toggle = useCallback(
    (id: number) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    (ids: number[], on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const rows = activities.data?.rows ?? [];
  const columns = activityColumns(rows, bulkEdit ? { selected, toggle, toggleAll } : null);

  return (
    <>
      {queuedJob !== null && <JobProgress key={queuedJob} jobId={queuedJob} onDone={showAdded} onClose={closeJob} />}
      {!hideFilters && (
        <FilterBar
          fields={fields}
          values={shownFilters(list.filters)}
          onSubmit={(values) => list.setFilters(fromFilterFields(values as Partial<Record<FilterKey, string>>))}
          onClear={list.clearFilters}
        />
      )}
      {(bulkEdit || !hideAddButton) && (
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center', minHeight: 36 }}>
          {bulkEdit && (
            <>
              <Button
                variant="outlined"
                startIcon={<EditNoteOutlinedIcon />}
                disabled={selected.size === 0}
                onClick={() => {
                  setBulkMounted(true);
                  setBulkOpen(true);
                }}
              >
                Edytuj zaznaczone
              </Button>
              {selected.size > 0 && (
                <>
                  <Typography variant="body2" color="text.secondary">
                    Zaznaczono: {selected.size}
                  </Typography>
                  <Button size="small" onClick={() => setSelected(new Set())}>
                    Odznacz
                  </Button>
                </>
              )}
            </>
          )}
          <Stack sx={{ flexGrow: 1 }} />
          {bulkEdit && (
            <SortSelect
              sort={list.table.sort}
              orders={ACTIVITY_ORDERS}
              labels={ACTIVITY_ORDER_LABELS}
              defaultOrder={ACTIVITY_LIST_DEFAULTS.order}
            />
          )}
          {!hideAddButton && (
            <Button component={Link} to={activityNewUrl()} variant="contained" startIcon={<AddIcon />}>
              Dodaj
            </Button>
          )}
        </Stack>
      )}
      <DataTable
        aria-label={ariaLabel}
        emptyText={
          !hideAddButton && !hasFilters(list.filters) ? (
            <EmptyListPrompt text="Brak nadchodzących zajęć." label="Dodaj pierwsze zajęcia" to={activityNewUrl()} />
          ) : (
            emptyText
          )
        }
        columns={columns}
        {...queryTableProps(activities)}
        {...list.table}
      />
      {bulkEdit && bulkMounted && (
        <Suspense fallback={null}>
          <BulkEditDialog
            open={bulkOpen}
            ids={[...selected]}
            onClose={() => setBulkOpen(false)}
            onQueued={(id) => {
              setJobId(id);
              setBulkOpen(false);
              setSelected(new Set());
            }}
          />
        </Suspense>
      )}
    </>
  );
}
