import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_IN_CODE_PREFIX } from '@sportdesk/contract';
import { derivedKey } from './derived-key';

/**
 * The entry code of one participation (docs/decisions.md "QR check-in"): `SD1.<participation id>.<activity id>.<mac>`,
 * both ids in base 36, the mac the first 80 bits of an HMAC-SHA256 over both ids in base 32 (RFC 4648 letters, no
 * padding), keyed by a key derived from the app's JWT secret (lib/derived-key.ts). The code is bound
 * to the participation row: a player who resigned and booked again has a new row, so a new code, and the old one names
 * a participation that no longer exists.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const MAC_BYTES = 10;
const keys = new Map<string, Buffer>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = derivedKey(secret, 'check-in-code');
    keys.set(secret, key);
  }
  return key;
};

function base32(bytes: Buffer) {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

const macOf = (secret: string, participationId: number, activityId: number) =>
  base32(
    createHmac('sha256', keyOf(secret)).update(`check-in:v1:${participationId}:${activityId}`).digest().subarray(0, MAC_BYTES),
  );

/** The code a player shows for this participation. */
export const checkInCode = (secret: string, participationId: number, activityId: number) =>
  `${CHECK_IN_CODE_PREFIX}.${participationId.toString(36).toUpperCase()}.${activityId.toString(36).toUpperCase()}.${macOf(secret, participationId, activityId)}`;

const ID = /^[0-9A-Z]{1,11}$/;

/**
 * The participation and activity a code names, when its mac is right (compared in constant time); null for anything
 * else: a wrong shape, an id out of range, a forged or altered mac. Case and surrounding spaces do not matter (a typed
 * code).
 */
export function readCheckInCode(secret: string, code: string): { participationId: number; activityId: number } | null {
  const parts = code.trim().toUpperCase().split('.');
  if (parts.length !== 4 || parts[0] !== CHECK_IN_CODE_PREFIX || !ID.test(parts[1]) || !ID.test(parts[2])) return null;
  const participationId = parseInt(parts[1], 36);
  const activityId = parseInt(parts[2], 36);
  if (!Number.isSafeInteger(participationId) || !Number.isSafeInteger(activityId)) return null;
  if (participationId < 1 || activityId < 1 || participationId > 2_147_483_647 || activityId > 2_147_483_647) return null;
  const expected = Buffer.from(macOf(secret, participationId, activityId));
  const given = Buffer.from(parts[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { participationId, activityId };
}
