import { describe, expect, it } from 'vitest';
import { asBackground, inBackground, PriorityLock } from './priority';

describe('the priority lock', () => {
  it('hands the lock to foreground waiters first, each kind in arrival order, one holder at a time', async () => {
    const lock = new PriorityLock();
    const order: string[] = [];
    let holders = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const run = (name: string, background: boolean, wait?: Promise<void>) =>
      lock.runExclusive(async () => {
        holders++;
        expect(holders).toBe(1);
        await wait;
        await new Promise((resolve) => setImmediate(resolve));
        order.push(name);
        holders--;
      }, background);
    const all = [run('first', true, held), run('b1', true), run('f1', false), run('b2', true), run('f2', false)];
    expect(lock.waiting).toEqual({ foreground: 2, background: 2 });
    release();
    await Promise.all(all);
    expect(order).toEqual(['first', 'f1', 'f2', 'b1', 'b2']);
    expect(lock.waiting).toEqual({ foreground: 0, background: 0 });
  });

  it('frees the lock when the work fails', async () => {
    const lock = new PriorityLock();
    await expect(lock.runExclusive(() => Promise.reject(new Error('nie')))).rejects.toThrow('nie');
    expect(await lock.runExclusive(async () => 'dalej')).toBe('dalej');
  });

  it('knows background work by its async context, also after awaits', async () => {
    expect(inBackground()).toBe(false);
    expect(
      await asBackground(async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return inBackground();
      }),
    ).toBe(true);
    expect(inBackground()).toBe(false);
  });
});
