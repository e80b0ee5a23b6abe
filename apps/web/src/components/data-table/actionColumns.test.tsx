import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { actionsColumn, EditIconButton, editActionColumn } from './actionColumns';
import { DataTable } from './DataTable';
import { tooltipsReady } from '../LazyTooltip';

interface Row {
  id: number;
  code: string;
}
const ROWS: Row[] = [{ id: 3, code: 'LATO25' }];

describe('action columns', () => {
  it('editActionColumn links each row to its edit page under a hidden header', async () => {
    const user = userEvent.setup();
    const column = editActionColumn<Row>(
      (row) => `/promo-codes/${row.id}`,
      (row) => row.code,
      {
        id: 'options',
        header: 'Opcje',
        width: 48,
      },
    );
    expect(column).toMatchObject({ id: 'options', align: 'right', width: 48 });
    renderWithProviders(<DataTable columns={[column]} rows={ROWS} total={1} />);
    expect(screen.getByRole('columnheader', { name: 'Opcje' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Edytuj LATO25' });
    expect(link).toHaveAttribute('href', '/promo-codes/3');
    await act(tooltipsReady);
    await user.hover(screen.getByRole('link', { name: 'Edytuj LATO25' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edytuj');
  });

  it('defaults to the "Akcje" column, 72 px wide', () => {
    expect(
      editActionColumn<Row>(
        (row) => `/x/${row.id}`,
        (row) => row.code,
      ),
    ).toMatchObject({ id: 'actions', width: 72 });
    expect(actionsColumn<Row>(() => null)).toMatchObject({ id: 'actions', align: 'right', width: undefined });
  });

  it('EditIconButton is a button when given onClick', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const column = actionsColumn<Row>((row) => <EditIconButton label={`Edytuj zdarzenie ${row.id}`} onClick={onClick} />);
    renderWithProviders(<DataTable columns={[column]} rows={ROWS} total={1} />);
    expect(screen.getByRole('columnheader', { name: 'Akcje' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edytuj zdarzenie 3' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
