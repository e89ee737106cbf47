import type { EmulatorDeps } from '../../context';
import { newId } from '../../ids';
import type { DeepReadonly } from '../../store/readonly';
import { updateUser, type ReadonlyUser } from '../users/users';
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
 */
export function storePassword(
  deps: EmulatorDeps,
  user: ReadonlyUser,
  hashed: PasswordHash,
  options: { requiresReset?: boolean } = {},
): void {
  const passwordId = passwordOf(deps, user.user_id)?.passwordId ?? newId('password');
  const requiresReset = options.requiresReset ?? false;
  passwordsOf(deps).upsert({ userId: user.user_id, passwordId, ...hashed, requiresReset, failures: [] });
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
