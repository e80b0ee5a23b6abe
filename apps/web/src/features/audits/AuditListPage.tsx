import { AUDITABLE_TYPES, AUDITABLE_TYPE_LABELS, AUDIT_ACTIONS, AUDIT_ACTION_LABELS, PAGE_SIZES } from '@sportdesk/contract';
import { FilterBar, type FilterField } from '../../components/filter-bar';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../components/useListState';
import { AuditTable } from './AuditTable';

const FILTER_KEYS = ['with_auditable_type', 'with_auditable_id', 'with_user_id', 'with_action', 'with_audited_changes'] as const;
const FILTER_FIELDS: readonly FilterField<(typeof FILTER_KEYS)[number]>[] = [
  {
    name: 'with_auditable_type',
    label: 'Rodzaj rekordu',
    type: 'select',
    width: 180,
    options: AUDITABLE_TYPES.map((t) => ({ value: t, label: AUDITABLE_TYPE_LABELS[t] })),
  },
  { name: 'with_auditable_id', label: 'ID rekordu', type: 'number', width: 130 },
  { name: 'with_user_id', label: 'ID autora zmiany', type: 'number', width: 170 },
  {
    name: 'with_action',
    label: 'Akcja',
    type: 'select',
    width: 160,
    options: AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] })),
  },
  { name: 'with_audited_changes', label: 'Szukaj w zmianach', width: 220 },
];

/** `/audits` ('Historia zmian'): filters by record, author, action and the changes' text; 10 per page, state in the URL. */
export function AuditListPage() {
  const list = useListState({ filterKeys: FILTER_KEYS, pageSizes: PAGE_SIZES.small, limit: 10 });
  return (
    <>
      <PageHeader title="Historia zmian" />
      <FilterBar fields={FILTER_FIELDS} values={list.filters} onSubmit={list.setFilters} onClear={list.clearFilters} />
      <AuditTable filters={list.filters} pagination={{ page: list.page, limit: list.limit, onChange: list.setPaging }} />
    </>
  );
}

export { AuditListPage as Component };
