import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { msg } from '@sportdesk/contract';
import { FilterBar } from './FilterBar';
import type { FilterField, FilterPickerProps } from './types';

type Key = 'with_id' | 'with_name' | 'with_date_from' | 'with_hour';
const FIELDS: FilterField<Key>[] = [
  { name: 'with_id', label: 'ID', type: 'number' },
  { name: 'with_name', label: 'Nazwa' },
  { name: 'with_date_from', label: 'Data od', type: 'date' },
  { name: 'with_hour', label: 'Godzina', type: 'hour' },
];
const EMPTY = { with_id: '', with_name: '', with_date_from: '', with_hour: '' };

function setup(values = EMPTY) {
  const onSubmit = vi.fn();
  const onClear = vi.fn();
  renderWithProviders(<FilterBar fields={FIELDS} values={values} onSubmit={onSubmit} onClear={onClear} />);
  return { onSubmit, onClear, user: userEvent.setup() };
}

describe('FilterBar', () => {
  it('rejects a date that is not a dd.mm.rrrr day', async () => {
    const { user, onSubmit } = setup();
    expect(screen.getByLabelText('Data od')).toHaveAttribute('placeholder', 'dd.mm.rrrr');
    await user.type(screen.getByLabelText('Data od'), '31.02.2025');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(await screen.findByText(msg.plDateFormat)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a date as dd.mm.rrrr, shows the address date that way and passes yyyy-mm-dd on', async () => {
    const { user, onSubmit } = setup({ ...EMPTY, with_date_from: '2025-01-05' });
    expect(screen.getByLabelText('Data od')).toHaveValue('05.01.2025');
    await user.clear(screen.getByLabelText('Data od'));
    await user.type(screen.getByLabelText('Data od'), '7.3.2026');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ with_date_from: '2026-03-07' }));
  });

  it('rejects an hour that is not 00:00', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Godzina'), '7:30');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(await screen.findByText(msg.hourFormat)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a non-numeric ID', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('ID'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(await screen.findByText('Pole musi być liczbą')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values, trimmed, with empty dates left out', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Nazwa'), '  kontakt ');
    await user.type(screen.getByLabelText('Godzina'), '07:30');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(onSubmit).toHaveBeenCalledWith({ with_id: '', with_name: 'kontakt', with_date_from: undefined, with_hour: '07:30' });
  });

  it('clears the fields and tells the list on "Wyczyść"', async () => {
    const { user, onClear } = setup({ ...EMPTY, with_name: 'kontakt', with_date_from: '2025-01-05' });
    expect(screen.getByLabelText('Nazwa')).toHaveValue('kontakt');
    await user.click(screen.getByRole('button', { name: 'Wyczyść' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('Nazwa')).toHaveValue('');
    expect(screen.getByLabelText('Data od')).toHaveValue('');
  });
});

describe('FilterBar fields and the address', () => {
  it('moves focus to the first invalid field', async () => {
    const { user } = setup({ ...EMPTY, with_id: '12a', with_hour: '7' });
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(await screen.findByText('Pole musi być liczbą')).toBeInTheDocument();
    expect(screen.getByLabelText('ID')).toHaveFocus();
  });

  it('submits a select option as text, also when its value is a number (a sport id)', async () => {
    const onSubmit = vi.fn();
    const fields: FilterField<'with_sport'>[] = [
      { name: 'with_sport', label: 'Dyscyplina', type: 'select', options: [{ value: 7, label: 'Squash' }] },
    ];
    renderWithProviders(<FilterBar fields={fields} values={{ with_sport: '' }} onSubmit={onSubmit} onClear={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Dyscyplina' }));
    await user.click(await screen.findByRole('option', { name: 'Squash' }));
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ with_sport: '7' }));
  });

  it('gives a picker field its name, label, value and onChange, and submits what it picks', async () => {
    const onSubmit = vi.fn();
    const seen: FilterPickerProps[] = [];
    function VenuePicker(props: FilterPickerProps) {
      seen.push(props);
      return <button type="button" onClick={() => props.onChange('42')}>{`${props.label}: ${props.value || 'brak'}`}</button>;
    }
    const fields: FilterField<'with_location'>[] = [
      { name: 'with_location', label: 'Lokalizacja', type: 'picker', picker: VenuePicker },
    ];
    renderWithProviders(<FilterBar fields={fields} values={{ with_location: '' }} onSubmit={onSubmit} onClear={vi.fn()} />);
    const user = userEvent.setup();
    expect(seen.at(-1)).toEqual({ name: 'with_location', label: 'Lokalizacja', value: '', onChange: expect.any(Function) });
    await user.click(screen.getByRole('button', { name: 'Lokalizacja: brak' }));
    expect(screen.getByRole('button', { name: 'Lokalizacja: 42' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ with_location: '42' }));
  });

  it('follows the address when it changes from outside, with the errors gone', async () => {
    const onSubmit = vi.fn();
    const view = renderWithProviders(<FilterBar fields={FIELDS} values={EMPTY} onSubmit={onSubmit} onClear={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Godzina'), '7');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(await screen.findByText(msg.hourFormat)).toBeInTheDocument();
    view.rerender(<FilterBar fields={FIELDS} values={{ ...EMPTY, with_name: 'liga' }} onSubmit={onSubmit} onClear={vi.fn()} />);
    expect(screen.getByLabelText('Nazwa')).toHaveValue('liga');
    expect(screen.getByLabelText('Godzina')).toHaveValue('');
    expect(screen.queryByText(msg.hourFormat)).not.toBeInTheDocument();
  });

  it("keeps a choice made after 'Filtruj' when the address then catches up", async () => {
    const onSubmit = vi.fn();
    const view = renderWithProviders(<FilterBar fields={FIELDS} values={EMPTY} onSubmit={onSubmit} onClear={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nazwa'), 'liga');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await user.type(screen.getByLabelText('ID'), '5');
    view.rerender(<FilterBar fields={FIELDS} values={{ ...EMPTY, with_name: 'liga' }} onSubmit={onSubmit} onClear={vi.fn()} />);
    expect(screen.getByLabelText('ID')).toHaveValue('5');
    expect(screen.getByLabelText('Nazwa')).toHaveValue('liga');
  });
});

describe('FilterBar advanced filters', () => {
  type AdvKey = 'with_name' | 'with_coach';
  const main: FilterField<AdvKey>[] = [{ name: 'with_name', label: 'Nazwa' }];
  const advanced: FilterField<AdvKey>[] = [{ name: 'with_coach', label: 'Trener' }];

  it("keeps the advanced fields under a closed 'Zaawansowane filtry' and submits them with the others", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <FilterBar
        fields={main}
        advanced={advanced}
        values={{ with_name: '', with_coach: '' }}
        onSubmit={onSubmit}
        onClear={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Zaawansowane filtry' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Trener'), 'Kowalski');
    await user.type(screen.getByLabelText('Nazwa'), 'Liga');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ with_name: 'Liga', with_coach: 'Kowalski' }));
  });

  it('opens when an advanced filter holds a value', () => {
    renderWithProviders(
      <FilterBar
        fields={main}
        advanced={advanced}
        values={{ with_name: '', with_coach: 'Nowak' }}
        onSubmit={vi.fn()}
        onClear={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Zaawansowane filtry' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Trener')).toHaveValue('Nowak');
  });
});
