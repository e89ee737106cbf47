import type { EmulatorDeps } from '../../context';
import { newId } from '../../ids';
import type { DeepReadonly } from '../../store/readonly';
import { findUserById, updateUser, type ReadonlyUser } from '../../kernel';
import type { PasswordHash } from './hashing';
import { PASSWORDS, type PasswordRecord } from './records';

/**
 * A user's password record and the wire `password` field on the user
 * (`{ password_id, requires_reset }`, which `users/search` reads), changed
 * together. Wrong attempts are counted on the record for the lockout:
 * `passwordAttemptLimit` within `passwordAttemptWindowSeconds`.
 */

export const passwordsOf = (deps: EmulatorDeps) => deps.store.of(PASSWORDS);

export function passwordOf(deps: EmulatorDeps, userId: string): DeepReadonly<PasswordRecord> | undefined {
  return passwordsOf(deps).get(userId);
}

/**
 * Sets (or replaces) the user's password from its hash (hashing.ts; hashed
 * first, since that awaits); clears a required reset and the lockout.
 * Unless told, the password counts as set before proof while no email of
 * the account is verified (so verify a proven email first).
 */
export function storePassword(
  deps: EmulatorDeps,
  user: ReadonlyUser,
  hashed: PasswordHash,
  options: { requiresReset?: boolean; setBeforeProof?: boolean } = {},
): void {
  const passwordId = passwordOf(deps, user.user_id)?.passwordId ?? newId('password');
  const requiresReset = options.requiresReset ?? false;
  const current = findUserById(deps, user.user_id) ?? user;
  const setBeforeProof = options.setBeforeProof ?? !current.emails.some((email) => email.verified);
  passwordsOf(deps).upsert({ userId: user.user_id, passwordId, ...hashed, requiresReset, failures: [], setBeforeProof });
  updateUser(deps, user.user_id, (draft) => {
    draft.password = { password_id: passwordId, requires_reset: requiresReset };
  });
}

function recentFailures(deps: EmulatorDeps, record: DeepReadonly<PasswordRecord>): string[] {
  const windowMs = deps.config.passwordAttemptWindowSeconds * 1000;
  const now = deps.clock.nowMs();
  return record.failures.filter((at) => now - Date.parse(at) < windowMs);
}

export function isLockedOut(deps: EmulatorDeps, userId: string): boolean {
  const record = passwordOf(deps, userId);
  return record !== undefined && recentFailures(deps, record).length >= deps.config.passwordAttemptLimit;
}

/** Counts a wrong password; true when that reached the limit. */
export function recordFailure(deps: EmulatorDeps, userId: string): boolean {
  const record = passwordOf(deps, userId);
  if (!record) return false;
  const failures = [...recentFailures(deps, record), deps.clock.iso()];
  passwordsOf(deps).update(userId, (draft) => {
    draft.failures = failures;
  });
  return failures.length >= deps.config.passwordAttemptLimit;
}

export function clearFailures(deps: EmulatorDeps, userId: string): void {
  if (passwordOf(deps, userId)?.failures.length) {
    passwordsOf(deps).update(userId, (draft) => {
      draft.failures = [];
    });
  }
}

/**
 * An email of the account was just proven: a password set before anyone
 * proved an address may be an attacker's (pre-hijacking), so it stops
 * authenticating (`reset_password`) until reset. True when it did.
 */
export function distrustPasswordSetBeforeProof(deps: EmulatorDeps, userId: string): boolean {
  const record = passwordOf(deps, userId);
  if (!record?.setBeforeProof) return false;
  passwordsOf(deps).update(userId, (draft) => {
    draft.requiresReset = true;
    draft.setBeforeProof = false;
  });
  updateUser(deps, userId, (draft) => {
    draft.password = { password_id: record.passwordId, requires_reset: true };
  });
  return true;
}
