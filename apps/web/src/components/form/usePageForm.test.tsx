import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { msg } from '@sportdesk/contract';
import { AppProviders } from '../../app/AppProviders';
import { MoneyFieldElement } from './MoneyFieldElement';
import { TextFieldElement } from './TextFieldElement';
import { UnsavedChangesProvider } from './UnsavedChangesGuard';
import { usePageForm, type SubmitOutcome } from './usePageForm';

interface Values {
  name: string;
  price: number | null;
}

function TestForm({ onSave }: { onSave: (values: Values) => Promise<SubmitOutcome> }) {
  const form = usePageForm<Values>({ defaultValues: { name: '', price: 0 }, onSubmit: (values) => onSave(values) });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <TextFieldElement control={form.control} name="name" label="Nazwa" />
      <MoneyFieldElement control={form.control} name="price" label="Cena" />
      <button type="submit" disabled={form.saving}>
        Zapisz
      </button>
    </form>
  );
}

/** The form at `/form` in a data router with the app's unsaved-changes provider, a menu link and a record page. */
function renderForm(onSave: (values: Values) => Promise<SubmitOutcome>) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        ),
        children: [
          { path: '/', element: <Link to="/elsewhere">Menu</Link> },
          {
            path: '/form',
            element: (
              <>
                <Link to="/elsewhere">Menu</Link>
                <TestForm onSave={onSave} />
              </>
            ),
          },
          { path: '/elsewhere', element: <p>Inna strona</p> },
          { path: '/records/:id', element: <p>Nowy rekord</p> },
        ],
      },
    ],
    { initialEntries: ['/', '/form'], initialIndex: 1 },
  );
  const queryClient = new QueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    get location() {
      return router.state.location;
    },
    go: (delta: number) => void router.navigate(delta),
  };
}

describe('usePageForm', () => {
  it('saves once on a double click, then leaves for the new record without asking', async () => {
    const user = userEvent.setup();
    let finish: (outcome: SubmitOutcome) => void = () => {};
    const onSave = vi.fn(() => new Promise<SubmitOutcome>((resolve) => (finish = resolve)));
    const history = renderForm(onSave);
    await user.type(screen.getByLabelText('Nazwa'), 'Squash');
    await user.dblClick(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await act(async () => finish({ leaveTo: '/records/7' }));
    expect(await screen.findByText('Nowy rekord')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/records/7');
    expect(screen.queryByText(msg.unsavedText)).not.toBeInTheDocument();
  });

  it('takes a failed save back: the button works again and the changes stay', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce({});
    renderForm(onSave);
    await user.type(screen.getByLabelText('Nazwa'), 'Squash');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zapisz' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
  });

  it('asks before a menu click or the back button loses typed changes', async () => {
    const user = userEvent.setup();
    const history = renderForm(vi.fn());
    await user.type(screen.getByLabelText('Nazwa'), 'Squash');

    await user.click(screen.getByRole('link', { name: 'Menu' }));
    expect(await screen.findByText(msg.unsavedText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: msg.unsavedStay }));
    expect(history.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Nazwa')).toHaveValue('Squash');

    act(() => history.go(-1));
    expect(await screen.findByText(msg.unsavedText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: msg.unsavedLeave }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it('lets a clean form go without a question, and saving in place makes it clean', async () => {
    const user = userEvent.setup();
    const history = renderForm(vi.fn().mockResolvedValue({}));
    await user.type(screen.getByLabelText('Nazwa'), 'Squash');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zapisz' })).toBeEnabled());
    await user.click(screen.getByRole('link', { name: 'Menu' }));
    expect(await screen.findByText('Inna strona')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('asks the browser before the tab closes with unsaved changes', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Nazwa'), 'S');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('reads a decimal comma in money as złote and grosze', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue({});
    renderForm(onSave);
    await user.clear(screen.getByLabelText('Cena'));
    await user.type(screen.getByLabelText('Cena'), '32,50');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: '', price: 32.5 }));
  });
});
