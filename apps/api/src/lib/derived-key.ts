import { createHmac } from 'node:crypto';

/**
 * A key for one purpose derived from the app's secret (the JWT secret): HMAC-SHA256(secret, purpose). Each use that
 * signs something of its own (the check-in codes, the OAuth cookie, the sandbox gateway's notifications) takes its
 * own purpose, so no signature made for one is accepted by another and none is a bearer token's.
 */
export const derivedKey = (secret: string, purpose: string): Buffer => createHmac('sha256', secret).update(purpose).digest();
