import { randomInt } from 'node:crypto';
import type { EmulatorDeps } from '../../context';
import { apiError, Errors } from '../../errors';
import {
  clearFailures,
  countClientFailure,
  countFailure,
  limitReached,
  refuseThrottledClient,
  type FailureLimit,
} from '../../failure-limits';
import { digestsEqual, secretDigest } from '../../secrets';
import { B2B_EMAIL_OTPS, type B2BEmailOtpRecord } from './records';

/**
 * B2B passcodes (email sign-in and discovery, SMS for MFA): one pending code
 * per key, stored as a keyed digest, compared in constant time, single use and
 * expiring. Wrong codes lock the code after `otpAttemptLimit` and the
 * destination (address or number, whatever the organization) after
 * `otpDestinationFailureLimit` in the window, which a new code does not reset;
 * the client address has its own limit (docs/architecture.md, "Attempt limits").
 */

const otpCodeExpired = (): Error => apiError(401, 'otp_code_not_found', 'The OTP code has expired.', { reason: 'expired' });

function codeDigest(deps: EmulatorDeps, key: string, code: string): string {
  return secretDigest(deps.store.dataKey, `b2b-otp:${key}:${code}`);
}

function destinationLimit(deps: EmulatorDeps, destination: string): FailureLimit {
  return {
    key: `b2b-passcode:destination:${destination}`,
    max: deps.config.otpDestinationFailureLimit,
    windowSeconds: deps.config.otpFailureWindowSeconds,
  };
}

/** Stores a new code under `key` (replacing a pending one) and answers it, to be delivered. */
export function storeCode(
  deps: EmulatorDeps,
  record: Omit<B2BEmailOtpRecord, 'codeDigest' | 'expiresAt' | 'failedAttempts' | 'locked'>,
  seconds: number,
): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  deps.store.of(B2B_EMAIL_OTPS).upsert({
    ...record,
    codeDigest: codeDigest(deps, record.key, code),
    expiresAt: deps.clock.isoIn(seconds),
    failedAttempts: 0,
    locked: false,
  });
  return code;
}

/** Checks and spends the code pending under `key`; answers its record. */
export function redeemCode(deps: EmulatorDeps, client: string, key: string, code: string): B2BEmailOtpRecord {
  refuseThrottledClient(deps, 'passcode', client);
  const otps = deps.store.of(B2B_EMAIL_OTPS);
  const record = otps.get(key);
  if (!record) throw Errors.otpCodeNotFound();
  const destination = destinationLimit(deps, record.email);
  if (record.locked || limitReached(deps, destination)) throw Errors.lockLimitReached();
  if (deps.clock.isPast(record.expiresAt)) {
    otps.delete(key);
    throw otpCodeExpired();
  }
  if (!digestsEqual(record.codeDigest, codeDigest(deps, key, code))) {
    countClientFailure(deps, 'passcode', client);
    const windowReached = countFailure(deps, destination);
    const updated = otps.update(key, (draft) => {
      draft.failedAttempts += 1;
      if (draft.failedAttempts >= deps.config.otpAttemptLimit) draft.locked = true;
    });
    if (updated.locked || windowReached) throw Errors.lockLimitReached();
    throw Errors.otpCodeNotFound();
  }
  clearFailures(deps, destination);
  otps.delete(key);
  return { ...record } as B2BEmailOtpRecord;
}
