import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { msg } from '@sportdesk/contract';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

describe('ScreenErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the failure with a reload instead of an empty page, and clears it on another path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/activities">
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(msg.somethingWrong);
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
    rerender(
      <ScreenErrorBoundary resetKey="/users">
        <p>Użytkownicy</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('Użytkownicy')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
