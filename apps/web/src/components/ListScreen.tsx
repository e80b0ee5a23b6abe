import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router';
import { DataTable, queryTableProps, type DataTableColumn, type ListQueryResult } from './data-table';
import { FilterBar, type FilterField } from './filter-bar';
import { EmptyListPrompt, hasFilters } from './EmptyListPrompt';
import { PageHeader } from './PageHeader';
import type { ListState } from './useListState';

export interface ListScreenProps<T, F extends string> {
  /** The h1, and the table's accessible name unless `aria-label` says otherwise. */
  title: string;
  /** Where the header's 'Dodaj' button leads. */
  addTo?: string;
  /** What the header's 'Dodaj' button does when it opens a dialog rather than a page. */
  onAdd?: () => void;
  /**
   * The empty list's way to the first record ('Dodaj pierwszą lokalizację'), shown with `addTo`/`onAdd` when the list
   * is empty without filters; with filters an empty list says 'Brak wyników'.
   */
  firstLabel?: string;
  /** More header buttons, before 'Dodaj'. */
  actions?: ReactNode;
  filterFields: readonly FilterField<F>[];
  /** Filters in a collapsible 'Zaawansowane filtry'. */
  advancedFilterFields?: readonly FilterField<F>[];
  /** The screen's `useListState(...)`: filters, page, page size and order in the URL. */
  list: Pick<ListState<F>, 'filters' | 'setFilters' | 'clearFilters' | 'table'>;
  /** The list query that `list.query` drives. */
  query: ListQueryResult<T>;
  columns: readonly DataTableColumn<T>[];
  'aria-label'?: string;
  /** Shown between the filters and the table (switches, a selection bar). */
  toolbar?: ReactNode;
}

/** A list screen: header with 'Dodaj', the filter row and the paged, sortable table, all state in the URL. */
export function ListScreen<T, F extends string>({
  title,
  addTo,
  onAdd,
  firstLabel,
  actions,
  filterFields,
  advancedFilterFields,
  list,
  query,
  columns,
  'aria-label': ariaLabel = title,
  toolbar,
}: ListScreenProps<T, F>) {
  const add =
    addTo !== undefined ? (
      <Button component={Link} to={addTo} variant="contained" startIcon={<AddIcon />}>
        Dodaj
      </Button>
    ) : onAdd ? (
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        Dodaj
      </Button>
    ) : null;

  const firstPrompt =
    firstLabel && (addTo !== undefined || onAdd) && !hasFilters(list.filters) ? (
      <EmptyListPrompt label={firstLabel} to={addTo} onClick={onAdd} />
    ) : undefined;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          actions || add ? (
            <>
              {actions}
              {add}
            </>
          ) : undefined
        }
      />
      <FilterBar
        fields={filterFields}
        advanced={advancedFilterFields}
        values={list.filters}
        onSubmit={list.setFilters}
        onClear={list.clearFilters}
      />
      {toolbar}
      <DataTable aria-label={ariaLabel} columns={columns} emptyText={firstPrompt} {...queryTableProps(query)} {...list.table} />
    </>
  );
}
