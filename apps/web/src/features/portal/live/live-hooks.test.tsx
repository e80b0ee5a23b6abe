import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bookingKeys } from '../booking/queries';
import { portalKeys } from '../queries';
import { useActivityLive } from './useActivityLive';
import { useBookingsLive } from './useBookingsLive';

/** The browser socket, driven by hand: the server's 'connected' says it now follows the activities. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  serverFollows() {
    this.readyState = 1;
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ channel: 'system', event: 'connected', payload: {} }) });
  }
}

function setup() {
  const queryClient = new QueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { invalidated, wrapper, keys: () => invalidated.mock.calls.map(([filters]) => filters?.queryKey) };
}

describe('the portal live hooks read again once the socket follows (a change before it would be missed)', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 }));
    localStorage.setItem('token', 'tok');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('"Moje zapisy" reads its list again on the first connection and on a reconnect', () => {
    const { wrapper, keys } = setup();
    renderHook(() => useBookingsLive([7, 8, 7]), { wrapper });
    const socket = FakeSocket.instances.at(-1)!;
    expect(socket.url).toContain('activity_id=7%2C8');
    expect(keys()).toEqual([]);
    socket.serverFollows();
    expect(keys()).toEqual([bookingKeys.lists()]);
    socket.serverFollows();
    expect(keys()).toEqual([bookingKeys.lists(), bookingKeys.lists()]);
  });

  it("an activity's page reads the activity again on the first connection", () => {
    const { wrapper, keys } = setup();
    renderHook(() => useActivityLive(5), { wrapper });
    FakeSocket.instances.at(-1)!.serverFollows();
    expect(keys()).toContainEqual(portalKeys.activity(5));
  });
});
