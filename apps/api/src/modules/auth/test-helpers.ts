import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../config';
import { OAuthSimulator, type SimulatedPerson } from './oauth-simulator';

/** A running provider simulator and the `oauth` settings pointing at it, read through the real `OAUTH_*` parsing. */
export async function startSimulator(): Promise<{ simulator: OAuthSimulator; oauth: Config['oauth'] }> {
  const simulator = new OAuthSimulator({ clientId: 'sportdesk-test', clientSecret: 'simulator-secret' });
  await simulator.start();
  const { oauth } = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/sportdesk-test-unused', JWT_SECRET: 'x', ...simulator.env() });
  if (!oauth) throw new Error('OAUTH_* settings were not parsed');
  return { simulator, oauth };
}

/** Step 1: the browser asks SportDesk to sign in socially; SportDesk answers the provider's URL and its cookie. */
export async function beginSignIn(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/users/auth/oauth' });
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return { response, authorizeUrl: new URL(String(response.headers.location)), cookie: setCookie.split(';')[0] };
}

/** Step 2: the person signs in on the simulator's page; the provider redirects back with a code and the state. */
export async function approveAtProvider(authorizeUrl: URL, person: Omit<SimulatedPerson, 'sub'> & { sub?: string }) {
  const form = new URLSearchParams(Object.entries(person).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const response = await fetch(authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
  if (response.status !== 302) throw new Error(`simulator refused: ${response.status} ${await response.text()}`);
  return new URL(response.headers.get('location')!);
}

/** Step 3: the browser comes back to SportDesk's callback (with the cookie from step 1, unless a test drops it). */
export const returnToCallback = (app: FastifyInstance, callback: URL, cookie?: string) =>
  app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: cookie ? { cookie } : {} });

/** The whole flow; answers the callback's reply. */
export async function socialSignIn(app: FastifyInstance, person: Omit<SimulatedPerson, 'sub'> & { sub?: string }) {
  const { authorizeUrl, cookie } = await beginSignIn(app);
  return returnToCallback(app, await approveAtProvider(authorizeUrl, person), cookie);
}

export const tokenOf = (location: string | undefined) => /^\/auth#token=(.+)$/.exec(location ?? '')?.[1];
