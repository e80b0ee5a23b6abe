import { describe, expect, it } from 'vitest';
import { readAll } from './reads';

/** Reads that record how many of them were running at once. */
function tracked() {
  let running = 0;
  let most = 0;
  const read = (value: number) => async () => {
    running++;
    most = Math.max(most, running);
    await new Promise((r) => setTimeout(r, 5));
    running--;
    return value;
  };
  return { read, most: () => most };
}

describe('readAll', () => {
  it('runs the reads of a transaction one at a time, in order, with their answers in place', async () => {
    const { read, most } = tracked();
    expect(await readAll(true, [read(1), read(2), read(3)])).toEqual([1, 2, 3]);
    expect(most()).toBe(1);
  });

  it('runs reads outside a transaction side by side', async () => {
    const { read, most } = tracked();
    expect(await readAll(false, [read(1), read(2), read(3)])).toEqual([1, 2, 3]);
    expect(most()).toBe(3);
  });
});
