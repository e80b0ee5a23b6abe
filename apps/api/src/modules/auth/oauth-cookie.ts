import { SignJWT, jwtVerify } from 'jose';
import { derivedKey } from '../../lib/derived-key';
import type { PendingSignIn } from './oauth-client';

/**
 * The pending social sign-in (state and PKCE verifier) lives in a short-lived, signed, HttpOnly cookie scoped to the
 * OAuth paths (docs/decisions.md "Social login"): the verifier never travels through the provider, and a callback
 * whose state is not the one this browser started with is refused.
 */
const COOKIE = 'sportdesk_oauth';
const PATH = '/users/auth/oauth';
const TTL_SECONDS = 600;

const keyOf = (secret: string) => derivedKey(secret, 'oauth-state');

export async function pendingCookie(secret: string, pending: PendingSignIn, secure: boolean) {
  const value = await new SignJWT({ state: pending.state, verifier: pending.codeVerifier })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(keyOf(secret));
  return `${COOKIE}=${value}; Path=${PATH}; Max-Age=${TTL_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const clearedCookie = (secure: boolean) =>
  `${COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The pending sign-in from the request's Cookie header; undefined when absent, tampered with or expired. */
export async function readPendingCookie(secret: string, header: string | undefined): Promise<PendingSignIn | undefined> {
  const value = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!value) return undefined;
  try {
    const { payload } = await jwtVerify<{ state?: unknown; verifier?: unknown }>(value, keyOf(secret), { algorithms: ['HS256'] });
    if (typeof payload.state !== 'string' || typeof payload.verifier !== 'string') return undefined;
    return { state: payload.state, codeVerifier: payload.verifier };
  } catch {
    return undefined;
  }
}
