import { describe, expect, it } from 'vitest';
import type { FastifyReply } from 'fastify';
import { BookingLane, serverTimingHeader } from './booking-lane';

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
});
