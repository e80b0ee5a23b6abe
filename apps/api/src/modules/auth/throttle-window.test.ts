import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { msg } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';

/**
 * The sign-in throttle's window and reset: failures older than the window stop counting, and a
 * successful sign-in clears the e-mail's failures. The clock is moved with Vitest's fake Date only
 * (timers stay real); failures are stored with the real time, so "later" is the moved clock.
 */
const WINDOW = 15;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ signInThrottle: { perEmail: 3, perIp: 1_000, windowMinutes: WINDOW } });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/users/sign_in.json', payload: { user: { email, password } } });
const fail = async (email: string, times: number) => {
  for (let i = 0; i < times; i++) expect((await signIn(email, 'zle-haslo')).statusCode).toBe(401);
};
const minutesLater = (minutes: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + minutes * 60_000);
};

describe('sign-in throttle window', () => {
  it('still blocks a minute before the window ends, and lets the right password in once it has passed', async () => {
    const { email, password } = await signedInUser(ctx.app);
    await fail(email, 3);
    const blocked = await signIn(email, password);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).error.message).toBe(msg.tooManyAttempts);

    minutesLater(WINDOW - 1);
    expect((await signIn(email, password)).statusCode).toBe(429);
    vi.useRealTimers();

    minutesLater(WINDOW + 1);
    expect((await signIn(email, password)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures of the e-mail', async () => {
    const { email, password } = await signedInUser(ctx.app);
    await fail(email, 2);
    expect((await signIn(email, password)).statusCode).toBe(200);
    // Without the reset these two would make four failures in the window and block the next sign-in.
    await fail(email, 2);
    expect((await signIn(email, password)).statusCode).toBe(200);
  });
});
