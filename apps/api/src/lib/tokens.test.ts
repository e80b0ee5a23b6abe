import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

afterEach(() => vi.useRealTimers());

describe('session tokens', () => {
  it('verifies an issued token again and again; a changed one, or one signed with another secret, never', async () => {
    const tokens = new TokenService('secret-of-this-test-0123456789abcdef', 1);
    const { token, tokenId } = await tokens.issue(42);
    expect(await tokens.verify(token)).toEqual({ userId: 42, tokenId });
    expect(await tokens.verify(token)).toEqual({ userId: 42, tokenId });
    const [header, payload, signature] = token.split('.');
    const otherSubject = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' }));
    expect(await tokens.verify(`${header}.${otherSubject.toString('base64url')}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
    const other = new TokenService('another-secret-0123456789abcdef0123', 1);
    expect(await other.verify(token)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService('secret-of-this-test-0123456789abcdef', 1);
    const { token } = await tokens.issue(7);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 3600_000 + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
