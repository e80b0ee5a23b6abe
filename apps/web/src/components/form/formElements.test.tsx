import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '../../test/render';
import { DateFieldElement } from './DateFieldElement';
import { NumberFieldElement } from './NumberFieldElement';
import { SelectElement } from './SelectElement';
import { SwitchElement } from './SwitchElement';
import { TextFieldElement } from './TextFieldElement';

interface Values {
  name: string;
  date: string | null;
  count: number | null;
  active: boolean;
  kind: string;
}

function TestForm({ onSubmit, defaults }: { onSubmit: (v: Values) => void; defaults: Values }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: defaults });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextFieldElement control={control} name="name" label="Nazwa" />
      <DateFieldElement control={control} name="date" label="Data" />
      <NumberFieldElement control={control} name="count" label="Liczba" />
      <SwitchElement control={control} name="active" label="Aktywne" />
      <SelectElement
        control={control}
        name="kind"
        label="Rodzaj"
        options={[
          { value: 'a', label: 'Pierwszy' },
          { value: 'b', label: 'Drugi' },
        ]}
      />
      <button type="submit">Zapisz</button>
    </form>
  );
}

describe('form elements', () => {
  it('show the form values and hand back typed values', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <TestForm onSubmit={onSubmit} defaults={{ name: 'x', date: '2025-03-07', count: 3, active: true, kind: 'b' }} />,
    );
    expect(screen.getByDisplayValue('07.03.2025')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rodzaj' })).toHaveTextContent('Drugi');

    await user.clear(screen.getByLabelText('Liczba'));
    await user.type(screen.getByLabelText('Liczba'), '12');
    await user.click(screen.getByLabelText('Aktywne'));
    await user.click(screen.getByRole('combobox', { name: 'Rodzaj' }));
    await user.click(screen.getByRole('option', { name: 'Pierwszy' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'x', date: '2025-03-07', count: 12, active: false, kind: 'a' });
  });

  it('a number field takes a decimal comma or dot, shows a comma, and holds NaN for text that is not a number', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <TestForm onSubmit={onSubmit} defaults={{ name: 'x', date: null, count: 52.5, active: false, kind: 'a' }} />,
    );
    const field = screen.getByLabelText('Liczba');
    expect(field).toHaveValue('52,5');
    await user.clear(field);
    await user.type(field, '52,2155');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit.mock.calls.at(-1)![0].count).toBe(52.2155);
    await user.clear(field);
    await user.type(field, '-21.0122');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit.mock.calls.at(-1)![0].count).toBe(-21.0122);
    await user.clear(field);
    await user.type(field, '52,21,55');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit.mock.calls.at(-1)![0].count).toBeNaN();
    expect(field).toHaveValue('52,21,55');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit.mock.calls.at(-1)![0].count).toBeNull();
  });

  it('a switch may hold text: an app setting’s true and false', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    function TextSwitch() {
      const { control, handleSubmit } = useForm<{ value: string }>({ defaultValues: { value: 'true' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <SwitchElement control={control} name="value" label="Wartość" values={['true', 'false']} />
          <button type="submit">Zapisz</button>
        </form>
      );
    }
    renderWithProviders(<TextSwitch />);
    expect(screen.getByLabelText('Wartość')).toBeChecked();
    await user.click(screen.getByLabelText('Wartość'));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ value: 'false' });
  });

  it('turns an emptied number field into null', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TestForm onSubmit={onSubmit} defaults={{ name: '', date: null, count: 5, active: false, kind: '' }} />);
    await user.clear(screen.getByLabelText('Liczba'));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ count: null, date: null });
  });
});
