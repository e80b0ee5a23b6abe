import { describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inBackground } from '../db/priority';
import { BookingLane, defaultBookingConcurrency, serverTimingHeader } from './booking-lane';

/** A reply that only keeps its headers. */
const fakeReply = () => {
  const headers: Record<string, string> = {};
  return { headers, reply: { header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply };
};

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('the booking lane', () => {
  it('runs at most its concurrency at once, the rest in arrival order', async () => {
    const lane = new BookingLane(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      lane.run(fakeReply().reply, async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1]);
    expect(lane.waiting).toBe(2);
    gates[1].open();
    await runs[1];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    gates[0].open();
    gates[2].open();
    gates[3].open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(lane.waiting).toBe(0);
  });

  it('frees its place when the work fails, and the failure reaches the caller', async () => {
    const lane = new BookingLane(1);
    await expect(lane.run(fakeReply().reply, () => Promise.reject(new Error('brak miejsc')))).rejects.toThrow('brak miejsc');
    expect(await lane.run(fakeReply().reply, async () => 'next')).toBe('next');
  });

  it('sends Server-Timing (lane wait and the timed steps) only when configured', async () => {
    const timed = new BookingLane(1, true);
    const sent = fakeReply();
    await timed.run(sent.reply, async () => {
      await timed.timed('lock', () => new Promise((resolve) => setTimeout(resolve, 5)));
      await timed.timed('tx', async () => 1);
    });
    expect(sent.headers['server-timing']).toMatch(/^lane;dur=\d+\.\d, lock;dur=\d+\.\d, tx;dur=\d+\.\d$/);
    const lockMs = Number(/lock;dur=([\d.]+)/.exec(sent.headers['server-timing'])![1]);
    expect(lockMs).toBeGreaterThan(0);

    const quiet = new BookingLane(1);
    const unsent = fakeReply();
    await quiet.run(unsent.reply, () => quiet.timed('tx', async () => 1));
    expect(unsent.headers).toEqual({});
    // Outside a run a timed step just runs.
    expect(await quiet.timed('tx', async () => 7)).toBe(7);
  });

  it('writes the header as name;dur=ms', () => {
    expect(
      serverTimingHeader(
        new Map([
          ['lane', 1.234],
          ['tx', 10],
        ]),
      ),
    ).toBe('lane;dur=1.2, tx;dur=10.0');
  });

  it('is as wide as the PostgreSQL pool less two by default, and one on PGlite', () => {
    expect(defaultBookingConcurrency({ kind: 'postgres', poolMax: 10 })).toBe(8);
    expect(defaultBookingConcurrency({ kind: 'postgres', poolMax: 30 })).toBe(28);
    expect(defaultBookingConcurrency({ kind: 'postgres', poolMax: 2 })).toBe(1);
    expect(defaultBookingConcurrency({ kind: 'postgres' })).toBe(8);
    expect(defaultBookingConcurrency({ kind: 'pglite' })).toBe(1);
  });

  it('runs its work and the booking routes guard in the background (behind the back office on the embedded database)', async () => {
    const lane = new BookingLane(1);
    expect(await lane.run(fakeReply().reply, async () => inBackground())).toBe(true);
    let guarded: boolean | undefined;
    const guard = Object.assign(async (_request: FastifyRequest, _reply: FastifyReply) => void (guarded = inBackground()), {
      guard: { kind: 'user' as const },
    });
    const wrapped = lane.background(guard);
    await wrapped({} as FastifyRequest, fakeReply().reply);
    expect(guarded).toBe(true);
    // Still a guard to the routes' check that every route has one.
    expect(wrapped.guard).toEqual({ kind: 'user' });
    expect(inBackground()).toBe(false);
  });
});
