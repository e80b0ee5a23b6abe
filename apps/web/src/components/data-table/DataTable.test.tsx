import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZES } from '@sportdesk/contract';
import { renderWithProviders } from '../../test/render';
import { useListState } from '../useListState';
import { DataTable, ROW_HEIGHT_PX } from './DataTable';
import type { DataTableColumn } from './types';

interface Row {
  id: number;
  name: string;
}
const ALL_ROWS: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `ustawienie_${i + 1}` }));
const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, sortable: true },
  { id: 'name', header: 'Nazwa', cell: (row) => row.name, sortable: true },
];
const FILTER_KEYS = [] as const;

/** A list wired like a real screen: state in the URL, rows sliced as the API would. */
function UrlList() {
  const list = useListState({ filterKeys: FILTER_KEYS, pageSizes: PAGE_SIZES.small, limit: 10, order: 'id' });
  const rows = ALL_ROWS.slice(list.page * list.limit, (list.page + 1) * list.limit);
  return <DataTable columns={COLUMNS} rows={rows} total={ALL_ROWS.length} {...list.table} />;
}

describe('DataTable', () => {
  it('labels the pager "from-to z count" in Polish', () => {
    renderWithProviders(<UrlList />, { route: '/settings' });
    expect(screen.getByText('1-10 z 12')).toBeInTheDocument();
    expect(screen.getByText('Wierszy na stronę:')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });

  it('resets to page 0 when the page size changes', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<UrlList />, { route: '/settings?page=2&limit=5' });
    expect(screen.getByText('11-12 z 12')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox'));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '25' }));

    expect(screen.getByText('1-12 z 12')).toBeInTheDocument();
    expect(location().search).toBe('?limit=25');
  });

  it('moves to the next page and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<UrlList />, { route: '/settings' });
    await user.click(screen.getByRole('button', { name: /następnej strony/ }));
    expect(screen.getByText('11-12 z 12')).toBeInTheDocument();
    expect(location().search).toBe('?page=1');
  });

  it('says "z ponad N" and keeps the next page open when the API stopped counting', () => {
    const pagination = { page: 0, limit: 10, pageSizes: PAGE_SIZES.small, onChange: vi.fn() };
    renderWithProviders(
      <DataTable columns={COLUMNS} rows={ALL_ROWS.slice(0, 10)} total={10_000} totalCapped pagination={pagination} />,
    );
    expect(screen.getByText('1-10 z ponad 10 000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /następnej strony/ })).toBeEnabled();
  });

  it('shows "Brak wyników" for an empty list and the error text for a failed load', () => {
    const { rerender } = renderWithProviders(<DataTable columns={COLUMNS} rows={[]} total={0} />);
    expect(screen.getByText('Brak wyników')).toBeInTheDocument();
    rerender(<DataTable columns={COLUMNS} rows={undefined} total={0} errorText="Coś poszło nie tak" />);
    expect(screen.getByText('Coś poszło nie tak')).toBeInTheDocument();
  });

  it('shows a spinner while the first page loads', () => {
    renderWithProviders(<DataTable columns={COLUMNS} rows={undefined} total={0} loading />);
    expect(screen.getByRole('progressbar', { name: 'Ładowanie' })).toBeInTheDocument();
    expect(screen.queryByText('Brak wyników')).not.toBeInTheDocument();
  });

  it('keeps the place of a full page of rows while the first page loads, so nothing below jumps', () => {
    const pagination = { page: 0, limit: 25, pageSizes: [25, 50], onChange: vi.fn() };
    renderWithProviders(<DataTable columns={COLUMNS} rows={undefined} total={0} loading pagination={pagination} />);
    const row = screen.getByRole('progressbar', { name: 'Ładowanie' }).closest('tr')!;
    expect(getComputedStyle(row).height).toBe(`${25 * ROW_HEIGHT_PX}px`);
  });

  it('toggles the sort direction on the active column and starts another column at asc', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DataTable columns={COLUMNS} rows={ALL_ROWS} total={12} sort={{ order: 'id', dir: 'asc', onChange }} />);
    await user.click(screen.getByRole('button', { name: /ID/ }));
    expect(onChange).toHaveBeenLastCalledWith('id', 'desc');
    await user.click(screen.getByRole('button', { name: /Nazwa/ }));
    expect(onChange).toHaveBeenLastCalledWith('name', 'asc');
  });

  it('opens and closes a row detail below the row when renderExpanded is given', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable
        columns={COLUMNS}
        rows={ALL_ROWS.slice(0, 2)}
        total={2}
        renderExpanded={(row) => <p>{`Szczegóły ${row.name}`}</p>}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const [first, second] = screen.getAllByRole('button', { name: 'Pokaż szczegóły' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(screen.getByText('Szczegóły ustawienie_1')).toBeInTheDocument();
    expect(screen.queryByText('Szczegóły ustawienie_2')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ukryj szczegóły' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(screen.getByText('Szczegóły ustawienie_2')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Ukryj szczegóły' })[0]);
    expect(screen.queryByText('Szczegóły ustawienie_1')).not.toBeInTheDocument();
  });
});
