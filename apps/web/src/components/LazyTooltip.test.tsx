import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from '@mui/material';
import { renderWithProviders } from '../test/render';
import { LazyTooltip, tooltipsReady } from './LazyTooltip';

describe('LazyTooltip', () => {
  it('names the icon button by its title and shows the tooltip on hover, hiding it when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LazyTooltip title="Powiadomienia">
        <IconButton>🔔</IconButton>
      </LazyTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Powiadomienia' })).toBeInTheDocument();

    await act(tooltipsReady);
    await user.hover(screen.getByRole('button', { name: 'Powiadomienia' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Powiadomienia');
    await user.unhover(screen.getByRole('button', { name: 'Powiadomienia' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('mounts no tooltip until one is needed, not even once its code has arrived', async () => {
    renderWithProviders(
      <>
        {['Podgląd', 'Edytuj', 'Kopiuj'].map((title) => (
          <LazyTooltip key={title} title={title}>
            <IconButton>·</IconButton>
          </LazyTooltip>
        ))}
      </>,
    );
    await act(tooltipsReady);
    // MUI's Tooltip marks the element it wraps; none is wrapped, so a list of rows renders once.
    expect(document.querySelector('[data-mui-internal-clone-element]')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('shows on keyboard focus without moving the focus, and Escape closes it', async () => {
    const user = userEvent.setup();
    await tooltipsReady();
    renderWithProviders(
      <LazyTooltip title="Raporty">
        <IconButton>R</IconButton>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Raporty' });
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Raporty');
    // The same element keeps the focus: the pop-up mounts beside the button, not around it.
    expect(screen.getByRole('button', { name: 'Raporty' })).toBe(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('keeps a name the child has of its own, and an empty title adds nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LazyTooltip title="Menu">
          <IconButton aria-label="Przełącz menu">≡</IconButton>
        </LazyTooltip>
        <LazyTooltip title="">
          <IconButton aria-label="Zajęcia">Z</IconButton>
        </LazyTooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Przełącz menu' })).toBeInTheDocument();
    await act(tooltipsReady);
    await user.hover(screen.getByRole('button', { name: 'Zajęcia' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
