import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthenticationFactor } from '../../../../protocol';
import { requireSession } from '../../auth';
import { clientAddress } from '../../client-address';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { Errors } from '../../errors';
import {
  clearFailures,
  countClientFailure,
  countFailure,
  limitReached,
  refuseThrottledClient,
  type FailureLimit,
} from '../../failure-limits';
import { digestsEqual, unseal } from '../../secrets';
import type { DeepReadonly } from '../../store/readonly';
import { otpCodeSchema, parseBody, sessionDurationSchema } from '../../validation';
import { authenticatePayload, startSession, userEnvelope, type ReadonlyUser } from '../../kernel';
import { TotpErrors } from './errors';
import type { RecoveryCodeRecord, TotpRecord } from './records';
import { createTotp, recoveryDigest, totpsOf, userTotps } from './registration';
import { matchTotp } from './totp';

/**
 * Authenticator-app TOTPs (docs/protocol.md §7.10). All routes act on the caller's
 * own user, so a session is required. A user has at most one verified TOTP;
 * creating another replaces an unverified one. Recovery codes are single use.
 * Wrong codes lock the TOTP, wrong recovery codes the user's recovery, and
 * either kind refuses a client past its own limit (docs/architecture.md,
 * "Attempt limits").
 */

/** After `otpAttemptLimit` wrong codes the TOTP is locked for this long. */
const LOCK_SECONDS = 60 * 60;

/** Wrong recovery codes per user (kept in memory, like the passcode counts). */
function recoveryLimit(deps: EmulatorDeps, userId: string): FailureLimit {
  return {
    key: `recovery_code:user:${userId}`,
    max: deps.config.recoveryCodeAttemptLimit,
    windowSeconds: deps.config.recoveryCodeAttemptWindowSeconds,
  };
}

/** The TOTP to check codes against: the verified one, else the newest usable pending one. */
function activeTotp(deps: EmulatorDeps, user: ReadonlyUser): DeepReadonly<TotpRecord> | undefined {
  const all = userTotps(deps, user);
  return (
    all.find((t) => t.verified) ??
    all.filter((t) => !deps.clock.isPast(t.expiresAt)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  );
}

export function totpRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;
  const totps = totpsOf(deps);

  routes.post('/totps', async (c) => {
    const { user } = requireSession(c);
    const body = await parseBody(c, z.object({ expiration_minutes: z.int().min(5).max(1440).optional() }));
    const existing = userTotps(deps, user);
    if (existing.some((t) => t.verified)) throw TotpErrors.activeExists();
    for (const pending of existing) totps.delete(pending.totpId);

    const { totp, secret, recoveryCodes } = createTotp(deps, user, {
      expirationMinutes: body.expiration_minutes ?? 1440,
      verified: false,
    });
    const issuer = deps.config.projectName;
    const account = user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
    const label = encodeURIComponent(`${issuer}:${account}`);
    // An otpauth:// URI (what a QR code would encode) rather than a PNG data URI.
    const qr_code =
      `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}` +
      '&algorithm=SHA1&digits=6&period=30';
    return ok(c, {
      totp_id: totp.totpId,
      secret,
      qr_code,
      recovery_codes: recoveryCodes,
      user_id: user.user_id,
      __user: userEnvelope(deps, user, c.get('requestId')),
    });
  });

  routes.post('/totps/authenticate', async (c) => {
    const { user } = requireSession(c);
    const body = await parseBody(
      c,
      z.object({ totp_code: otpCodeSchema, session_duration_minutes: sessionDurationSchema }),
      { totp_code: Errors.invalidCode },
    );
    const client = clientAddress(c, deps);
    refuseThrottledClient(deps, 'totp_code', client);
    const totp = activeTotp(deps, user);
    if (!totp) throw TotpErrors.notFound();
    if (totp.lockedUntil && !clock.isPast(totp.lockedUntil)) throw Errors.lockLimitReached();
    const step = matchTotp(unseal(store.dataKey, totp.secretSealed), body.totp_code, clock.nowMs());
    // A code for a step already used (or older) is a replay.
    if (step === null || (totp.lastUsedStep !== null && step <= totp.lastUsedStep)) {
      countClientFailure(deps, 'totp_code', client);
      let locked = false;
      totps.update(totp.totpId, (draft) => {
        draft.failedAttempts += 1;
        if (draft.failedAttempts >= deps.config.otpAttemptLimit) {
          draft.failedAttempts = 0;
          draft.lockedUntil = clock.isoIn(LOCK_SECONDS);
          locked = true;
        }
      });
      throw locked ? Errors.lockLimitReached() : Errors.otpCodeNotFound();
    }
    totps.update(totp.totpId, (draft) => {
      draft.lastUsedStep = step;
      draft.failedAttempts = 0;
      draft.lockedUntil = null;
      draft.verified = true;
    });
    const factor: AuthenticationFactor = {
      type: 'totp',
      delivery_method: 'authenticator_app',
      last_authenticated_at: clock.iso(),
      totp_factor: { totp_id: totp.totpId },
    };
    const issued = startSession(c, deps, { user, factor, durationMinutes: body.session_duration_minutes });
    return ok(c, await authenticatePayload(deps, user, issued, { totp_id: totp.totpId }));
  });

  routes.post('/totps/recovery_codes', async (c) => {
    const { user } = requireSession(c);
    await parseBody(c, z.object({}));
    const { dataKey } = store;
    return ok(c, {
      user_id: user.user_id,
      totps: userTotps(deps, user).map((t) => ({
        totp_id: t.totpId,
        verified: t.verified,
        recovery_codes: t.recoveryCodes.filter((r) => r.usedAt === null).map((r) => unseal(dataKey, r.sealed)),
      })),
    });
  });

  routes.post('/totps/recover', async (c) => {
    const { user } = requireSession(c);
    const body = await parseBody(
      c,
      z.object({ recovery_code: z.string().min(1), session_duration_minutes: sessionDurationSchema }),
    );
    const client = clientAddress(c, deps);
    refuseThrottledClient(deps, 'recovery_code', client);
    // Recovery codes carry about 62 bits: too few to leave unlimited.
    const limit = recoveryLimit(deps, user.user_id);
    if (limitReached(deps, limit)) throw Errors.lockLimitReached();
    const digest = recoveryDigest(deps, body.recovery_code.trim());
    let match: { totp: DeepReadonly<TotpRecord>; code: DeepReadonly<RecoveryCodeRecord> } | undefined;
    for (const totp of userTotps(deps, user).filter((t) => t.verified)) {
      for (const code of totp.recoveryCodes) {
        if (digestsEqual(code.digest, digest) && code.usedAt === null) match ??= { totp, code };
      }
    }
    if (!match) {
      countClientFailure(deps, 'recovery_code', client);
      if (countFailure(deps, limit)) throw Errors.lockLimitReached();
      throw TotpErrors.recoveryCodeUnusable();
    }
    clearFailures(deps, limit);
    const usedId = match.code.id;
    totps.update(match.totp.totpId, (draft) => {
      const code = draft.recoveryCodes.find((r) => r.id === usedId);
      if (code) code.usedAt = clock.iso();
    });
    const factor: AuthenticationFactor = {
      type: 'recovery_codes',
      delivery_method: 'recovery_code',
      last_authenticated_at: clock.iso(),
      recovery_code_factor: { totp_recovery_code_id: usedId },
    };
    const issued = startSession(c, deps, { user, factor, durationMinutes: body.session_duration_minutes });
    return ok(c, await authenticatePayload(deps, user, issued, { totp_id: match.totp.totpId }));
  });

  return routes;
}
