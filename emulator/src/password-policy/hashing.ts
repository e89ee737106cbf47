import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto): a random 16-byte salt per
 * password, the cost parameters stored beside the hash, compared in constant
 * time. Runs on libuv's thread pool, so a hash does not block other requests.
 * Shared by the consumer passwords product and the B2B one (a product imports
 * no other's internals: docs/architecture.md).
 */

/** scrypt cost parameters, stored beside each hash so they can be raised without breaking old hashes. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/** 2^14 with r = 8 costs 16 MiB and some tens of milliseconds: a local emulator's fair share. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 1, keyLength: 32 };

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      params.keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export interface PasswordHash {
  hash: string;
  salt: string;
  params: ScryptParams;
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, SCRYPT_PARAMS);
  return { hash: hash.toString('base64'), salt: salt.toString('base64'), params: { ...SCRYPT_PARAMS } };
}

/**
 * Checks a password against a stored hash. Without one (no such user, or a
 * user without a password) it still derives a key, against a fixed dummy, so
 * the answer takes as long either way and cannot tell accounts apart.
 */
export async function verifyPassword(stored: Readonly<PasswordHash> | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await dummyHash());
  const expected = Buffer.from(target.hash, 'base64');
  const actual = await derive(password, Buffer.from(target.salt, 'base64'), target.params);
  return actual.length === expected.length && timingSafeEqual(actual, expected) && stored !== undefined;
}

let dummy: Promise<PasswordHash> | undefined;
function dummyHash(): Promise<PasswordHash> {
  dummy ??= hashPassword(randomBytes(16).toString('base64'));
  return dummy;
}
