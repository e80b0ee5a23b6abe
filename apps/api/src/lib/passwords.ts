import { hash, verify } from '@node-rs/argon2';

// argon2id is @node-rs/argon2's default algorithm.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A hash of a random password, verified against when the e-mail is unknown so both paths take alike time. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash('sportdesk-timing-equaliser', options));

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
