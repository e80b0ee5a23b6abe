import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient } from './live';

/** A stand-in for the browser WebSocket that the test drives by hand. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState: number = WebSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = WebSocket.CLOSED;
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = WebSocket.CLOSED;
    this.onclose?.({ code });
  }
}

describe('LiveClient', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 }));
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const connected = () => {
    const client = new LiveClient(
      (token) => `ws://test/api/v2/live?token=${token}`,
      () => 'tok',
    );
    client.connect();
    const socket = FakeSocket.instances.at(-1)!;
    socket.open();
    return { client, socket };
  };

  it('stays closed without a token, unless it is the anonymous (portal) kind', () => {
    new LiveClient(
      (token) => `ws://test/live?token=${token}`,
      () => null,
    ).connect();
    expect(FakeSocket.instances).toHaveLength(0);
    const portal = new LiveClient(
      (token) => `ws://test/live/portal?activity_id=3${token ? `&token=${token}` : ''}`,
      () => null,
      {
        anonymous: true,
      },
    );
    portal.connect();
    expect(FakeSocket.instances.map((s) => s.url)).toEqual(['ws://test/live/portal?activity_id=3']);
    const onSpots = vi.fn();
    portal.subscribe('portal.activity', 'spots', onSpots);
    FakeSocket.instances[0].open();
    FakeSocket.instances[0].receive({ channel: 'portal.activity', event: 'spots', payload: { activity_id: 3, free_spots: 1 } });
    expect(onSpots).toHaveBeenCalledWith({ activity_id: 3, free_spots: 1 }, expect.anything());
  });

  it('connects with the token and delivers pushes to subscribers of the channel and event', () => {
    const { client, socket } = connected();
    expect(socket.url).toBe('ws://test/api/v2/live?token=tok');
    const onCreated = vi.fn();
    const onAny = vi.fn();
    client.subscribe('system_events', 'created', onCreated);
    const unsubscribe = client.subscribe('system_events', '*', onAny);
    socket.receive({ channel: 'system_events', event: 'created', payload: { id: 5 } });
    socket.receive({ channel: 'other', event: 'created', payload: {} });
    expect(onCreated).toHaveBeenCalledWith({ id: 5 }, expect.objectContaining({ channel: 'system_events' }));
    expect(onAny).toHaveBeenCalledOnce();
    unsubscribe();
    socket.receive({ channel: 'system_events', event: 'updated', payload: {} });
    expect(onAny).toHaveBeenCalledOnce();
  });

  it('resolves a send with the reply carrying the same ref', async () => {
    const { client, socket } = connected();
    const reply = client.send('activities', 'lock', { id: 3 });
    const sent = JSON.parse(socket.sent.at(-1)!);
    expect(sent).toMatchObject({ channel: 'activities', action: 'lock', data: { id: 3 } });
    socket.receive({ ref: 'other', channel: 'activities', code: 200, status: 'OK' });
    socket.receive({ ref: sent.ref, channel: 'activities', code: 202, status: 'Uwaga', data: { ok: 1 } });
    await expect(reply).resolves.toMatchObject({ ref: sent.ref, code: 202, data: { ok: 1 } });
  });

  it('reconnects after a dropped connection, but not after an unauthorized close', () => {
    const { socket } = connected();
    socket.drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1]!.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('stops reconnecting after disconnect and rejects pending sends', async () => {
    const { client } = connected();
    const pending = client.send('x', 'y');
    client.disconnect();
    await expect(pending).rejects.toThrow();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
