import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background database work: the crowd's bookings (lib/booking-lane.ts). On the embedded database,
 * where every statement takes its turn on one connection, a statement or transaction started here waits while any
 * other request's is waiting (db/pglite-thread.ts `PriorityLock`), so the back office's short reads — the session
 * lookup of `users/current` — do not queue behind a thousand players. PostgreSQL ignores it (its pool is shared by
 * the lane's bound instead).
 */
export const asBackground = <T>(work: () => Promise<T>): Promise<T> => background.run(true, work);

/** Whether the caller runs inside `asBackground`. */
export const inBackground = () => background.getStore() === true;

/**
 * One holder at a time; whoever waits in the foreground goes before every background waiter, each kind in arrival
 * order. A background waiter can wait as long as foreground work keeps arriving: the back office's few requests
 * against a crowd's thousand.
 */
export class PriorityLock {
  private held = false;
  private readonly foreground: (() => void)[] = [];
  private readonly waitingBackground: (() => void)[] = [];

  async runExclusive<T>(fn: () => Promise<T>, isBackground = inBackground()): Promise<T> {
    if (this.held) await new Promise<void>((resolve) => (isBackground ? this.waitingBackground : this.foreground).push(resolve));
    else this.held = true;
    try {
      return await fn();
    } finally {
      // Handed on while still held: nobody can slip in between.
      const next = this.foreground.shift() ?? this.waitingBackground.shift();
      if (next) next();
      else this.held = false;
    }
  }

  /** Waiters in the foreground and in the background (for tests). */
  get waiting() {
    return { foreground: this.foreground.length, background: this.waitingBackground.length };
  }
}
