import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks "Na pewno chcesz usunąć?" with Tak/Nie by default', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ConfirmDialog open onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Na pewno chcesz usunąć?');
    await user.click(screen.getByRole('button', { name: 'Nie' }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Tak' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('takes a custom question and disables the buttons while busy', () => {
    renderWithProviders(
      <ConfirmDialog open busy text="Na pewno chcesz usunąć ustawienie „x”?" onConfirm={() => {}} onClose={() => {}} />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Na pewno chcesz usunąć ustawienie „x”?');
    expect(screen.getByRole('button', { name: 'Tak' })).toBeDisabled();
  });

  it('gives a destructive action the red button and any other the primary one', () => {
    const { unmount } = renderWithProviders(<ConfirmDialog open onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Tak' })).toHaveClass('MuiButton-containedError');
    unmount();
    renderWithProviders(
      <ConfirmDialog open destructive={false} text="Na pewno zapisać zmiany?" onConfirm={() => {}} onClose={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Tak' })).toHaveClass('MuiButton-containedPrimary');
    expect(screen.getByRole('button', { name: 'Tak' })).not.toHaveClass('MuiButton-containedError');
  });
});
