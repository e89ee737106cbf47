import type { EmulatorDeps } from '../../context';

/**
 * Brute-force limits for passcodes, on top of the per-code `otpAttemptLimit`:
 * wrong codes are counted per destination (the OTP method id, which a new
 * code for the same address keeps) and per client address over a sliding
 * window of `otpFailureWindowSeconds`. Sending a new code resets neither, so
 * resending does not buy more guesses. The counts live in memory (like the
 * send rate limit): a restart or a reset clears them.
 */

export type FailureLog = Map<string, number[]>;

function recent(deps: EmulatorDeps, log: FailureLog, key: string): number[] {
  const now = deps.clock.nowMs();
  const windowMs = deps.config.otpFailureWindowSeconds * 1000;
  const kept = (log.get(key) ?? []).filter((at) => now - at < windowMs);
  if (kept.length === 0) log.delete(key);
  else log.set(key, kept);
  return kept;
}

const destinationKey = (methodId: string): string => `destination:${methodId}`;
const clientKey = (client: string): string => `client:${client}`;

/** Whether the client has used up its wrong guesses in the window. */
export function clientLocked(deps: EmulatorDeps, client: string): boolean {
  return recent(deps, deps.store.otpFailures, clientKey(client)).length >= deps.config.otpClientFailureLimit;
}

/** Whether the destination has had its limit of wrong guesses in the window. */
export function destinationLocked(deps: EmulatorDeps, methodId: string): boolean {
  return (
    recent(deps, deps.store.otpFailures, destinationKey(methodId)).length >= deps.config.otpDestinationFailureLimit
  );
}

/** Counts a wrong code; true when that reached either limit. */
export function recordFailure(deps: EmulatorDeps, client: string, methodId: string): boolean {
  const now = deps.clock.nowMs();
  for (const key of [clientKey(client), destinationKey(methodId)]) {
    deps.store.otpFailures.set(key, [...recent(deps, deps.store.otpFailures, key), now]);
  }
  return clientLocked(deps, client) || destinationLocked(deps, methodId);
}

/** A correct code proves possession of the destination: its count starts over. */
export function clearDestination(deps: EmulatorDeps, methodId: string): void {
  deps.store.otpFailures.delete(destinationKey(methodId));
}
