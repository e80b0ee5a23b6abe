import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSubmitOnce } from './useSubmitOnce';

function DialogForm({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const once = useSubmitOnce();
  return (
    <form onSubmit={once(onSubmit)}>
      <button type="submit">Dodaj</button>
    </form>
  );
}

describe('useSubmitOnce', () => {
  it('ignores a second submit until the first has settled, then submits again', async () => {
    const user = userEvent.setup();
    let settle: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<DialogForm onSubmit={onSubmit} />);
    await user.dblClick(screen.getByRole('button', { name: 'Dodaj' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => settle());
    await user.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
