import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config';

// ALLOW_SANDBOX_PAYMENTS: production refuses the local payment sandbox otherwise (modules/payments/sandbox.test.ts).
const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/sportdesk-config-test', ALLOW_SANDBOX_PAYMENTS: 'true' };

describe('production configuration checks', () => {
  it('refuses to start in production without SMTP_URL, saying what to set', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/SMTP_URL.*ALLOW_DEV_OUTBOX=true/s);
  });

  it('starts in production with a mail transport, and the outbox viewer is off', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.pl:587' });
    expect(config.devOutbox).toBe(false);
  });

  it('keeps the outbox in production only when explicitly allowed', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production', ALLOW_DEV_OUTBOX: 'true' });
    expect(config.devOutbox).toBe(true);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ALLOW_DEV_OUTBOX: 'yes' })).toThrow(/ALLOW_DEV_OUTBOX/);
  });

  it('keeps the outbox in development and tests without SMTP_URL', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).devOutbox).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).devOutbox).toBe(true);
  });

  it('serves the OpenAPI document outside production, and in production only when OPENAPI_DOCS=true', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).openApiDocs).toBe(true);
    const prod = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://m' };
    expect(loadConfig(prod).openApiDocs).toBe(false);
    expect(loadConfig({ ...prod, OPENAPI_DOCS: 'true' }).openApiDocs).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  });

  it('refuses "true" (anyone’s X-Forwarded-For) and garbage', () => {
    expect(() => parseTrustProxy('true')).toThrow(ConfigError);
    expect(() => parseTrustProxy('proxy.example.pl')).toThrow(ConfigError);
  });
});
