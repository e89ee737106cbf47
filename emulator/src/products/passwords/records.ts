import type { ScryptParams } from '../../password-policy/hashing';
import { defineCollection } from '../../store/collection';

export type { ScryptParams };

/**
 * A user's password: only its scrypt hash, the per-user salt and the
 * parameters. `requiresReset` and the id mirror the user's wire `password`
 * field; `failures` are the times of recent wrong attempts (the lockout).
 */
export interface PasswordRecord {
  userId: string;
  passwordId: string;
  /** base64 */
  hash: string;
  /** base64, 16 random bytes */
  salt: string;
  params: ScryptParams;
  requiresReset: boolean;
  /** ISO times of wrong attempts within the lockout window, oldest first. */
  failures: string[];
  /**
   * Set by someone who had proven no email of the account (a sign-up by
   * password). Proving an email later requires a reset (docs/security.md).
   * Absent in older snapshots: false.
   */
  setBeforeProof?: boolean;
}

/** A pending password-reset token, keyed by its digest. */
export interface PasswordResetRecord {
  tokenDigest: string;
  userId: string;
  emailId: string;
  expiresAt: string;
  /** PKCE S256 challenge sent with the request, if any. */
  codeChallenge: string | null;
}

export const PASSWORDS = defineCollection<PasswordRecord>()({
  name: 'passwords',
  key: (password) => password.userId,
  indexes: {},
  onUserDeleted: { deleteOwnedBy: (password) => password.userId },
});

export const PASSWORD_RESETS = defineCollection<PasswordResetRecord>()({
  name: 'password_resets',
  key: (reset) => reset.tokenDigest,
  indexes: {},
  onUserDeleted: { deleteOwnedBy: (reset) => reset.userId },
  factorOf: (reset) => reset.emailId,
});
