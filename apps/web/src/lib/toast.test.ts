import { describe, expect, it, vi } from 'vitest';
import { showToast, subscribeToasts, type Toast } from './toast';

describe('toast queue (notistack loads after the first screen)', () => {
  it('keeps toasts asked for before the toaster, hands them over in order, then passes new ones straight on', () => {
    const early: Toast = { message: 'Zalogowano', variant: 'success' };
    const second: Toast = { message: 'Błąd', variant: 'error', preventDuplicate: true };
    showToast(early);
    showToast(second);
    const seen = vi.fn();
    const unsubscribe = subscribeToasts(seen);
    expect(seen.mock.calls).toEqual([[early], [second]]);
    const later: Toast = { message: 'Zapisano', variant: 'info' };
    showToast(later);
    expect(seen).toHaveBeenLastCalledWith(later);
    unsubscribe();
    showToast({ message: 'Po odmontowaniu', variant: 'warning' });
    expect(seen).toHaveBeenCalledTimes(3);
    const next = vi.fn();
    subscribeToasts(next)();
    expect(next).toHaveBeenCalledWith({ message: 'Po odmontowaniu', variant: 'warning' });
  });
});

describe('the toaster loads with the first toast', () => {
  it('says a toast was asked for once, on the first one that finds no toaster', async () => {
    vi.resetModules();
    const toast = await import('./toast');
    const asked = vi.fn();
    const unsubscribe = toast.subscribeToastAsks(asked);
    expect(toast.toastAskedFor()).toBe(false);
    toast.showToast({ message: 'Zapisano', variant: 'success' });
    toast.showToast({ message: 'Zapisano znowu', variant: 'success' });
    expect(toast.toastAskedFor()).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
