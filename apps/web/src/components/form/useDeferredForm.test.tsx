import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, TextField } from '@mui/material';
import { z } from 'zod';
import { loadOnce } from '../../lib/loadOnce';
import { useDeferredForm } from './useDeferredForm';

const schema = z.object({
  name: z.string().trim().min(1, 'Pole wymagane'),
  code: z.string().regex(/^\d*$/, 'Pole musi być liczbą'),
});

/** A schema that arrives when the test says so, as a lazily imported chunk would. */
function deferredSchema() {
  let arrive = () => {};
  const arrived = new Promise<typeof schema>((resolve) => (arrive = () => resolve(schema)));
  return { load: vi.fn(() => arrived), arrive };
}

function Form({ load, onValid }: { load: () => Promise<typeof schema>; onValid: (values: z.output<typeof schema>) => void }) {
  const { field, setValue, handleSubmit, reset } = useDeferredForm<{ name: string; code: string }, z.output<typeof schema>>({
    schema: load,
    defaultValues: { name: '', code: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField {...field('name')} label="Nazwa" />
      <TextField {...field('code')} label="Kod" />
      <Button onClick={() => setValue('code', 'x')}>Wpisz x</Button>
      <Button onClick={() => reset({ name: 'Jan', code: 'abc' })}>Pokaż</Button>
      <Button type="submit">Zapisz</Button>
    </form>
  );
}

function setup() {
  const schemaChunk = deferredSchema();
  const onValid = vi.fn();
  render(<Form load={schemaChunk.load} onValid={onValid} />);
  return { ...schemaChunk, onValid, user: userEvent.setup() };
}

describe('useDeferredForm', () => {
  it('loads nothing until the form is used; takes input before the schema arrives; the first submit waits for it', async () => {
    const { user, load, arrive, onValid } = setup();
    expect(load).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Nazwa'), '  Jan ');
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onValid).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Jan', code: '' }, { name: '  Jan ', code: '' }));
    expect(screen.getByLabelText('Nazwa')).toHaveValue('  Jan ');
  });

  it('a submit of an untouched form loads the schema and validates', async () => {
    const { user, load, arrive } = setup();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    expect(await screen.findByText('Pole wymagane')).toBeInTheDocument();
    expect(screen.getByLabelText('Nazwa')).toHaveFocus();
  });

  it('keeps what was typed through a failed submit', async () => {
    const { user, arrive, onValid } = setup();
    arrive();
    await user.type(screen.getByLabelText('Nazwa'), 'Jan');
    await user.type(screen.getByLabelText('Kod'), '12a');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Pole musi być liczbą')).toBeInTheDocument();
    expect(screen.getByLabelText('Kod')).toHaveFocus();
    expect(screen.getByLabelText('Nazwa')).toHaveValue('Jan');
    expect(screen.getByLabelText('Kod')).toHaveValue('12a');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses the first field in error on a failed submit, and errors follow the input from then on', async () => {
    const { user, arrive } = setup();
    arrive();
    await user.type(screen.getByLabelText('Kod'), 'a');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Pole wymagane')).toBeInTheDocument();
    expect(screen.getByText('Pole musi być liczbą')).toBeInTheDocument();
    expect(screen.getByLabelText('Nazwa')).toHaveFocus();
    await user.type(screen.getByLabelText('Nazwa'), 'Jan');
    await vi.waitFor(() => expect(screen.queryByText('Pole wymagane')).not.toBeInTheDocument());
    expect(screen.getByText('Pole musi być liczbą')).toBeInTheDocument();
  });

  it('re-validates a value set by the screen once submitted', async () => {
    const { user, arrive } = setup();
    arrive();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await screen.findByText('Pole wymagane');
    await user.click(screen.getByRole('button', { name: 'Wpisz x' }));
    expect(await screen.findByText('Pole musi być liczbą')).toBeInTheDocument();
    expect(screen.getByLabelText('Kod')).toHaveValue('x');
  });

  it('reset shows the given values with no errors until the next submit', async () => {
    const { user, arrive } = setup();
    arrive();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await screen.findByText('Pole wymagane');
    await user.click(screen.getByRole('button', { name: 'Pokaż' }));
    expect(screen.getByLabelText('Nazwa')).toHaveValue('Jan');
    expect(screen.getByLabelText('Kod')).toHaveValue('abc');
    expect(screen.queryByText('Pole wymagane')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Kod'), 'd');
    expect(screen.queryByText('Pole musi być liczbą')).not.toBeInTheDocument();
  });
});

describe('loadOnce', () => {
  it('loads once and gives every caller the same promise', () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const once = loadOnce(load);
    expect(once()).toBe(once());
    expect(load).toHaveBeenCalledOnce();
  });
});
