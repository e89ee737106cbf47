import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthenticationFactor } from '../../../src/core/wire-types';
import { requireSession } from '../auth';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../context';
import { Errors } from '../errors';
import { newId } from '../ids';
import type { RecoveryCodeRecord, TotpRecord, UserRecord } from '../model';
import { digestsEqual, seal, secretDigest, unseal } from '../secrets';
import { authenticatePayload, startSession } from '../sessions/issue';
import { matchTotp, newTotpSecret } from '../totp';
import { userEnvelope } from '../users';
import { otpCodeSchema, parseBody, sessionDurationSchema } from '../validation';

/**
 * Authenticator-app TOTPs (wire notes §7.10). All routes act on the caller's
 * own user, so a session is required. A user has at most one verified TOTP;
 * creating another replaces an unverified one. Recovery codes are single use.
 */

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** After `otpAttemptLimit` wrong codes the TOTP is locked for this long. */
const LOCK_SECONDS = 60 * 60;

function newRecoveryCode(): string {
  const group = (): string =>
    Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

function recoveryDigest(deps: EmulatorDeps, code: string): string {
  return secretDigest(deps.store.state.dataKey, `recovery:${code.toLowerCase()}`);
}

function totpsOf(deps: EmulatorDeps, user: UserRecord): TotpRecord[] {
  return Object.values(deps.store.state.totps).filter((t) => t.userId === user.user_id);
}

/** The TOTP to check codes against: the verified one, else the newest usable pending one. */
function activeTotp(deps: EmulatorDeps, user: UserRecord): TotpRecord | undefined {
  const all = totpsOf(deps, user);
  return (
    all.find((t) => t.verified) ??
    all.filter((t) => !deps.clock.isPast(t.expiresAt)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  );
}

export function totpRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;

  routes.post('/totps', async (c) => {
    const { user } = requireSession(c);
    const body = await parseBody(c, z.object({ expiration_minutes: z.int().min(5).max(1440).optional() }));
    const existing = totpsOf(deps, user);
    if (existing.some((t) => t.verified)) throw Errors.activeTotpExists();
    for (const pending of existing) delete store.state.totps[pending.totpId];

    const { dataKey } = store.state;
    const secret = newTotpSecret();
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const totp: TotpRecord = {
      totpId: newId('totp'),
      userId: user.user_id,
      secretSealed: seal(dataKey, secret),
      verified: false,
      createdAt: clock.iso(),
      expiresAt: clock.isoIn((body.expiration_minutes ?? 1440) * 60),
      recoveryCodes: codes.map(
        (code): RecoveryCodeRecord => ({
          id: newId('totp-recovery-code'),
          digest: recoveryDigest(deps, code),
          sealed: seal(dataKey, code),
          usedAt: null,
        }),
      ),
      lastUsedStep: null,
      failedAttempts: 0,
      lockedUntil: null,
    };
    store.state.totps[totp.totpId] = totp;

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
      recovery_codes: codes,
      user_id: user.user_id,
      __user: userEnvelope(store.state, user, c.get('requestId')),
    });
  });

  routes.post('/totps/authenticate', async (c) => {
    const { user } = requireSession(c);
    const body = await parseBody(
      c,
      z.object({ totp_code: otpCodeSchema, session_duration_minutes: sessionDurationSchema }),
      { totp_code: Errors.invalidCode },
    );
    const totp = activeTotp(deps, user);
    if (!totp) throw Errors.totpNotFound();
    if (totp.lockedUntil && !clock.isPast(totp.lockedUntil)) throw Errors.lockLimitReached();
    const step = matchTotp(unseal(store.state.dataKey, totp.secretSealed), body.totp_code, clock.nowMs());
    // A code for a step already used (or older) is a replay.
    if (step === null || (totp.lastUsedStep !== null && step <= totp.lastUsedStep)) {
      totp.failedAttempts += 1;
      if (totp.failedAttempts >= deps.config.otpAttemptLimit) {
        totp.failedAttempts = 0;
        totp.lockedUntil = clock.isoIn(LOCK_SECONDS);
        throw Errors.lockLimitReached();
      }
      throw Errors.otpCodeNotFound();
    }
    totp.lastUsedStep = step;
    totp.failedAttempts = 0;
    totp.lockedUntil = null;
    totp.verified = true;
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
    const { dataKey } = store.state;
    return ok(c, {
      user_id: user.user_id,
      totps: totpsOf(deps, user).map((t) => ({
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
    const digest = recoveryDigest(deps, body.recovery_code.trim());
    let match: { totp: TotpRecord; code: RecoveryCodeRecord } | undefined;
    for (const totp of totpsOf(deps, user).filter((t) => t.verified)) {
      for (const code of totp.recoveryCodes) {
        if (digestsEqual(code.digest, digest) && code.usedAt === null) match ??= { totp, code };
      }
    }
    if (!match) throw Errors.recoveryCodeUnusable();
    match.code.usedAt = clock.iso();
    const factor: AuthenticationFactor = {
      type: 'recovery_codes',
      delivery_method: 'recovery_code',
      last_authenticated_at: clock.iso(),
      recovery_code_factor: { totp_recovery_code_id: match.code.id },
    };
    const issued = startSession(c, deps, { user, factor, durationMinutes: body.session_duration_minutes });
    return ok(c, await authenticatePayload(deps, user, issued, { totp_id: match.totp.totpId }));
  });

  return routes;
}
