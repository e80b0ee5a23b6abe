import { useCallback, useMemo } from 'react';
import { Stack } from '@mui/material';
import {
  ACTIVITY_TEMPLATE_LIST_DEFAULTS,
  ACTIVITY_TEMPLATE_ORDERS,
  ACTIVITY_TEMPLATE_ORDER_LABELS,
  PAGE_SIZES,
} from '@sportdesk/contract';
import { SortSelect } from '../../components/data-table';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { useLocationList, useSportOptions } from '../catalogue/public';
import { TEMPLATE_COLUMNS } from './columns';
import { ADVANCED_FILTER_FIELDS, FILTER_KEYS, mainFilterFields, type FilterKey } from './filters';
import { useTemplateList } from './queries';
import { templateNewUrl } from '../../lib/urls/activityTemplates';

/**
 * `/activity_templates` (docs/spec/part-2.md §2): 25 a page, created_at ascending; the main filters, 'Zaawansowane
 * filtry', Filtruj / Wyczyść / Dodaj and a sort selector; state in the query string, the page back at its top on
 * filtering.
 */
export function TemplateListPage() {
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.generic,
    limit: ACTIVITY_TEMPLATE_LIST_DEFAULTS.limit,
    orders: ACTIVITY_TEMPLATE_ORDERS,
    order: ACTIVITY_TEMPLATE_LIST_DEFAULTS.order,
  });
  const templates = useTemplateList(list.query);
  const sports = useSportOptions();
  const locations = useLocationList();
  const fields = useMemo(
    () =>
      mainFilterFields(
        sports.data ?? [],
        (locations.data ?? []).map((l) => ({ value: l.id, label: [l.name, l.city].filter(Boolean).join(', ') })),
      ),
    [sports.data, locations.data],
  );
  const { setFilters, clearFilters } = list;
  const toTop = () => window.scrollTo({ top: 0 });
  const onFilter = useCallback(
    (values: Partial<Record<FilterKey, string | undefined>>) => {
      setFilters(values);
      toTop();
    },
    [setFilters],
  );
  const onClear = useCallback(() => {
    clearFilters();
    toTop();
  }, [clearFilters]);

  return (
    <ListScreen
      title="Szablony zajęć"
      addTo={templateNewUrl()}
      firstLabel="Dodaj pierwszy szablon"
      filterFields={fields}
      advancedFilterFields={ADVANCED_FILTER_FIELDS}
      list={{ ...list, setFilters: onFilter, clearFilters: onClear }}
      query={templates}
      columns={TEMPLATE_COLUMNS}
      toolbar={
        <Stack direction="row" sx={{ mb: 1.5, justifyContent: 'flex-end' }}>
          <SortSelect
            sort={list.table.sort}
            orders={ACTIVITY_TEMPLATE_ORDERS}
            labels={ACTIVITY_TEMPLATE_ORDER_LABELS}
            defaultOrder={ACTIVITY_TEMPLATE_LIST_DEFAULTS.order}
          />
        </Stack>
      }
    />
  );
}

export { TemplateListPage as Component };
