import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from '@mui/material';
import { renderWithProviders } from '../test/render';
import { LazyTooltip, tooltipsReady } from './LazyTooltip';

describe('LazyTooltip', () => {
  it('names the icon button by its title before MUI’s Tooltip arrives, then shows the tooltip on hover', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LazyTooltip title="Powiadomienia">
        <IconButton>🔔</IconButton>
      </LazyTooltip>,
    );
    // Before the deferred module: the bare button, named as the Tooltip would name it.
    expect(screen.getByRole('button', { name: 'Powiadomienia' })).toBeInTheDocument();
    expect(document.querySelector('[data-mui-internal-clone-element]')).toBeNull();

    await act(tooltipsReady);
    await user.hover(screen.getByRole('button', { name: 'Powiadomienia' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Powiadomienia');
  });

  it('keeps a name the child has of its own', async () => {
    renderWithProviders(
      <LazyTooltip title="Menu">
        <IconButton aria-label="Przełącz menu">≡</IconButton>
      </LazyTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Przełącz menu' })).toBeInTheDocument();
    await act(tooltipsReady);
    expect(screen.getByRole('button', { name: 'Przełącz menu' })).toBeInTheDocument();
  });
});
