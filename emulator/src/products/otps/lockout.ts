import type { EmulatorDeps } from '../../context';
import { clearFailures, countClientFailure, countFailure, limitReached, type FailureLimit } from '../../failure-limits';

/**
 * Brute-force limits for passcodes, on top of the per-code `otpAttemptLimit`:
 * wrong codes are counted per destination (the OTP method id, which a new
 * code for the same address keeps) and per client address over a sliding
 * window of `otpFailureWindowSeconds` (failure-limits.ts). Sending a new code
 * resets neither, so resending does not buy more guesses. The counts live in
 * memory (like the send rate limit): a restart or a reset clears them.
 */

function destinationLimit(deps: EmulatorDeps, methodId: string): FailureLimit {
  return {
    key: `passcode:destination:${methodId}`,
    max: deps.config.otpDestinationFailureLimit,
    windowSeconds: deps.config.otpFailureWindowSeconds,
  };
}

/** Whether the destination has had its limit of wrong guesses in the window. */
export function destinationLocked(deps: EmulatorDeps, methodId: string): boolean {
  return limitReached(deps, destinationLimit(deps, methodId));
}

/**
 * Counts a wrong code against the client and the destination; true when that
 * locked the destination. The client's limit refuses the client from its next
 * attempt on (`refuseThrottledClient`) and never locks a destination.
 */
export function recordFailure(deps: EmulatorDeps, client: string, methodId: string): boolean {
  countClientFailure(deps, 'passcode', client);
  return countFailure(deps, destinationLimit(deps, methodId));
}

/** A correct code proves possession of the destination: its count starts over. */
export function clearDestination(deps: EmulatorDeps, methodId: string): void {
  clearFailures(deps, destinationLimit(deps, methodId));
}
