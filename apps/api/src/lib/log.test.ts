import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, signedInUser, type TestContext } from '../test/app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { ensureRoles } from '../modules/roles/service';
import { redactUrl, serializeError } from './log';

/** Bearer tokens never reach the log (request URLs, headers, error messages). */
const lines: string[] = [];
let app: TestContext['app'];
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/sportdesk-test-unused', JWT_SECRET: 'test-secret-0123456789abcdef' }),
    jobs: 'off' as const,
    logLevel: 'info',
  };
  app = await buildApp(config, { database, logStream: { write: (line: string) => void lines.push(line) } });
  await ensureRoles(database.db);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs carry no tokens', () => {
  it('logs the live channel request without its token', async () => {
    const { authorization } = await signedInUser(app, []);
    const token = authorization.replace(/^Bearer /, '');
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/v2/live?token=${token}` });
    await app.inject({ method: 'GET', url: `/api/v2/live?token=${encodeURIComponent(token)}&x=1` });
    const logged = lines.join('\n');
    expect(logged).toContain('/api/v2/live?token=[redacted]');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(token.split('.')[1]);
  });

  it('logs any URL without reset, confirmation or OAuth credentials, and never the Authorization header', async () => {
    const { authorization } = await signedInUser(app, []);
    const token = authorization.replace(/^Bearer /, '');
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/users/confirmation?confirmation_token=sekret-potwierdzenia' });
    await app.inject({ method: 'GET', url: `/api/v2/users/current?debug=${token}`, headers: { authorization } });
    await app.inject({ method: 'GET', url: '/api/v2/users/current', headers: { authorization: `Bearer ${token}x` } });
    const logged = lines.join('\n');
    expect(logged).toContain('/users/confirmation?confirmation_token=[redacted]');
    expect(logged).not.toContain('sekret-potwierdzenia');
    expect(logged).not.toContain(token);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('redacts credentials in URLs but keeps ordinary filters', () => {
    expect(redactUrl('/users/auth/oauth/callback?code=abc&state=def')).toBe(
      '/users/auth/oauth/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/auth/reset-password?token=t0k3n')).toBe('/auth/reset-password?token=[redacted]');
    expect(redactUrl('/api/v2/admin/users?with_email=a%40b.pl&page=2')).toBe('/api/v2/admin/users?with_email=a%40b.pl&page=2');
    expect(redactUrl('/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe('/x/[redacted]');
  });

  it('removes bearer tokens and JWTs from logged errors', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const logged = serializeError(new Error(`provider said: Authorization: Bearer abc123 for ${jwt}`));
    expect(JSON.stringify(logged)).not.toContain('abc123');
    expect(JSON.stringify(logged)).not.toContain(jwt);
    expect(logged.message).toBe('provider said: Authorization: Bearer [redacted] for [redacted]');
  });
});
