import { SignJWT, jwtVerify } from 'jose';
import { randomUUID, randomBytes, randomInt, webcrypto } from 'node:crypto';

export interface TokenClaims {
  userId: number;
  tokenId: string;
}

/** How many verified tokens `verify` remembers (a few MB at most). */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  /** The HMAC key imported once (jose would import raw bytes again on every sign and verify). */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens whose signature was verified, with their claims and expiry (ms): a token's claims follow from its text, so
   * a player's next request (the checkout after the basket) skips WebCrypto's HMAC, which runs on the thread pool.
   * Only the signature is remembered: the session lookup still reads the revocation and the expiry every time.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  constructor(
    secret: string,
    private readonly ttlHours: number,
  ) {
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async issue(userId: number): Promise<{ token: string; tokenId: string; expiresAt: Date }> {
    const tokenId = randomUUID();
    const expiresAt = new Date(Date.now() + this.ttlHours * 3600_000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key);
    return { token, tokenId, expiresAt };
  }

  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      if (!payload.sub || !payload.jti) return null;
      const claims = { userId: Number(payload.sub), tokenId: payload.jti };
      if (payload.exp) {
        if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      }
      return claims;
    } catch {
      return null;
    }
  }
}

/** Unguessable URL-safe token for e-mail links. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
/** Six-digit SMS code. */
export const randomDigits = (length = 6) => Array.from({ length }, () => randomInt(0, 10)).join('');
