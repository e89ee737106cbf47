import type { EmulatorDeps } from './context';
import { Errors } from './errors';
import { SlidingWindowLog } from './sliding-window';
import { defineState } from './store/state';

/**
 * Limits on wrong secrets (docs/architecture.md, "Attempt limits"), counted
 * in memory (`FAILURES`, cleared by a reset) over a sliding window of the emulator clock. Two kinds:
 *
 * - per identifier (a user, a destination, a connected app): reaching it
 *   locks that identifier, with the route's lockout error;
 * - per client address and kind of secret: reaching it refuses that client
 *   (`429 too_many_requests`) before anything is checked, so its further
 *   guesses never reach, and never lock, the identifiers it tries.
 *
 * Only failures count: tests sign in many times from 127.0.0.1.
 */

/** At most `max` failures of `key` within `windowSeconds`. */
export interface FailureLimit {
  readonly key: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/** The kinds of secret a client's failures are counted by, each apart. */
export type SecretKind = 'passcode' | 'password' | 'totp_code' | 'recovery_code' | 'client_secret';

/** Wrong-secret times per identifier and per client address; not persisted. */
const FAILURES = defineState('failures', () => new SlidingWindowLog());

export function limitReached(deps: EmulatorDeps, limit: FailureLimit): boolean {
  return deps.store.stateOf(FAILURES).count(limit.key, deps.clock.nowMs(), limit.windowSeconds * 1000) >= limit.max;
}

/** Counts one failure; true when that reached the limit. */
export function countFailure(deps: EmulatorDeps, limit: FailureLimit): boolean {
  return deps.store.stateOf(FAILURES).add(limit.key, deps.clock.nowMs(), limit.windowSeconds * 1000) >= limit.max;
}

export function clearFailures(deps: EmulatorDeps, limit: FailureLimit): void {
  deps.store.stateOf(FAILURES).delete(limit.key);
}

/** A client address's limit for one kind of secret; passcodes keep their own config (products/otps/lockout.ts). */
export function clientLimit(deps: EmulatorDeps, kind: SecretKind, client: string): FailureLimit {
  const { config } = deps;
  return kind === 'passcode'
    ? { key: `passcode:client:${client}`, max: config.otpClientFailureLimit, windowSeconds: config.otpFailureWindowSeconds }
    : { key: `${kind}:client:${client}`, max: config.clientFailureLimit, windowSeconds: config.clientFailureWindowSeconds };
}

/** Refuses a client that has used up its wrong guesses of this kind: checked before the secret is. */
export function refuseThrottledClient(deps: EmulatorDeps, kind: SecretKind, client: string): void {
  if (limitReached(deps, clientLimit(deps, kind, client))) throw Errors.tooManyFailures();
}

/** Counts a wrong guess against the client (what it answers is the identifier's business). */
export function countClientFailure(deps: EmulatorDeps, kind: SecretKind, client: string): void {
  countFailure(deps, clientLimit(deps, kind, client));
}
