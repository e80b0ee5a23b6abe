import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZES } from '@sportdesk/contract';
import { renderWithProviders } from '../test/render';
import { editActionColumn, type DataTableColumn, type ListQueryResult } from './data-table';
import type { FilterField } from './filter-bar';
import { ListScreen, type ListScreenProps } from './ListScreen';
import { useListState } from './useListState';

interface Row {
  id: number;
  name: string;
}
const FILTER_KEYS = ['with_name'] as const;
const FILTER_FIELDS: readonly FilterField<(typeof FILTER_KEYS)[number]>[] = [{ name: 'with_name', label: 'Nazwa' }];
const COLUMNS: readonly DataTableColumn<Row>[] = [
  { id: 'name', header: 'Nazwa', cell: (row) => row.name, sortable: true },
  editActionColumn(
    (row) => `/things/${row.id}`,
    (row) => row.name,
  ),
];
const loaded = (rows: Row[], total = rows.length): ListQueryResult<Row> => ({
  data: { rows, total },
  isFetching: false,
  isError: false,
  error: null,
});

type ScreenProps = Omit<ListScreenProps<Row, 'with_name'>, 'list' | 'filterFields' | 'columns'>;

/** A screen wired like the real ones: list state from the URL. */
function Screen(props: ScreenProps) {
  const list = useListState({ filterKeys: FILTER_KEYS, pageSizes: PAGE_SIZES.small, limit: 10, order: 'name' });
  return <ListScreen filterFields={FILTER_FIELDS} list={list} columns={COLUMNS} {...props} />;
}

describe('ListScreen', () => {
  it('renders the header, a "Dodaj" link, the filters and the rows with their edit links', () => {
    renderWithProviders(<Screen title="Rzeczy" addTo="/things/new" query={loaded([{ id: 7, name: 'piłka' }], 12)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rzeczy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dodaj' })).toHaveAttribute('href', '/things/new');
    expect(screen.getByRole('search', { name: 'Filtry' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Rzeczy' });
    expect(within(table).getByRole('columnheader', { name: 'Akcje' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'piłka' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edytuj piłka' })).toHaveAttribute('href', '/things/7');
    expect(screen.getByText('1-10 z 12')).toBeInTheDocument();
  });

  it('puts submitted filters and the sort in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<Screen title="Rzeczy" query={loaded([{ id: 1, name: 'a' }])} />, {
      route: '/things?page=2',
    });
    await user.type(screen.getByLabelText('Nazwa'), 'pił');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => expect(location().search).toBe('?with_name=pi%C5%82'));
    await user.click(screen.getByRole('button', { name: 'Nazwa' }));
    expect(location().search).toBe('?with_name=pi%C5%82&order_dir=desc');
  });

  it('opens a dialog from "Dodaj" with onAdd, shows extra actions and the toolbar', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderWithProviders(
      <Screen
        title="Rzeczy"
        aria-label="Lista rzeczy"
        onAdd={onAdd}
        actions={<button type="button">Eksport</button>}
        toolbar={<p>Zaznaczono: 0</p>}
        query={loaded([])}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Eksport' })).toBeInTheDocument();
    expect(screen.getByText('Zaznaczono: 0')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lista rzeczy' })).toHaveTextContent('Brak wyników');
  });

  it('has no "Dodaj" without addTo or onAdd, and says "Coś poszło nie tak" when the load failed', () => {
    renderWithProviders(
      <Screen title="Rzeczy" query={{ data: undefined, isFetching: false, isError: true, error: new Error('x') }} />,
    );
    expect(screen.queryByRole('link', { name: 'Dodaj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj' })).not.toBeInTheDocument();
    expect(screen.getByText('Coś poszło nie tak')).toBeInTheDocument();
  });

  it('shows the spinner while the first page loads', () => {
    renderWithProviders(<Screen title="Rzeczy" query={{ isFetching: true, isError: false, error: null }} />);
    expect(screen.getByRole('table', { name: 'Rzeczy' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Ładowanie' })).toBeInTheDocument();
  });

  it("leads an empty list without filters to the first record, and says 'Brak wyników' when filters find nothing", () => {
    const first = renderWithProviders(
      <Screen title="Lokalizacje" addTo="/things/new" firstLabel="Dodaj pierwszą lokalizację" query={loaded([])} />,
    );
    expect(screen.getByText('Nic tu jeszcze nie ma.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dodaj pierwszą lokalizację' })).toHaveAttribute('href', '/things/new');
    first.unmount();

    const filtered = renderWithProviders(
      <Screen title="Lokalizacje" addTo="/things/new" firstLabel="Dodaj pierwszą lokalizację" query={loaded([])} />,
      { route: '/things?with_name=xyz' },
    );
    expect(screen.getByText('Brak wyników')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dodaj pierwszą lokalizację' })).not.toBeInTheDocument();
    filtered.unmount();

    // Without a way to create (no 'Dodaj'), no prompt either.
    renderWithProviders(<Screen title="Lokalizacje" firstLabel="Dodaj pierwszą lokalizację" query={loaded([])} />);
    expect(screen.getByText('Brak wyników')).toBeInTheDocument();
  });
});
