import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Everything secret (session tokens, magic-link tokens, OTP codes, recovery
 * codes, impersonation tokens) is stored only as a keyed digest. The key is a
 * random per-emulator value kept in the snapshot, so digests stay comparable
 * after a restart while the snapshot never holds a usable token.
 */

export function newDataKey(): string {
  return randomBytes(32).toString('base64url');
}

function subKey(dataKey: string, label: string): Buffer {
  return createHmac('sha256', Buffer.from(dataKey, 'base64url')).update(label).digest();
}

/** HMAC-SHA256 (hex) of a secret under the emulator's data key. */
export function secretDigest(dataKey: string, secret: string): string {
  return createHmac('sha256', subKey(dataKey, 'digest')).update(secret, 'utf8').digest('hex');
}

/**
 * Constant-time comparison of two hex digests. Unequal lengths are compared
 * against themselves first so the timing does not reveal the length mismatch.
 */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  if (left.length !== right.length || left.length === 0) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/** PKCE S256: base64url (no padding) of SHA-256 over the verifier's ASCII. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * Reversible protection (AES-256-GCM) for the few secrets the emulator must
 * show again later: TOTP secrets (to verify codes) and recovery codes (the
 * `recovery_codes` endpoint returns them). Output: base64url(iv|tag|ciphertext).
 */
export function seal(dataKey: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', subKey(dataKey, 'seal'), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(dataKey: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', subKey(dataKey, 'seal'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
