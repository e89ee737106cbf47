import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { B2BAuthenticationFactor } from '../../../../protocol';
import { clientAddress } from '../../client-address';
import { ok, type EmulatorContext, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { apiError, Errors } from '../../errors';
import {
  clearFailures,
  countClientFailure,
  countFailure,
  limitReached,
  refuseThrottledClient,
  type FailureLimit,
} from '../../failure-limits';
import { newId } from '../../ids';
import { digestsEqual, seal, secretDigest, unseal } from '../../secrets';
import type { DeepReadonly } from '../../store/readonly';
import { matchTotp, newTotpSecret } from '../../totp';
import { otpCodeSchema, parseBody, sessionDurationSchema } from '../../validation';
import { B2BErrors } from './errors';
import { allowsMethod, restrictedByAuthMethods } from './join';
import {
  emailFactor,
  endIntermediateSession,
  memberSessionPayload,
  requireMember,
  startMemberSession,
  type IssuedMemberSession,
} from './member-sessions';
import { resolveMfaTarget } from './mfa-routes';
import { updateMember, type ReadonlyMember, type ReadonlyOrganization } from './organizations';
import { B2B_TOTPS, MEMBER_SESSIONS, type B2BRecoveryCodeRecord, type B2BTotpRecord } from './records';
import { toWireMember, toWireOrganization } from './wire';

/**
 * B2B MFA by authenticator app (`b2b/totp`, `b2b/totp/authenticate`) and its
 * recovery codes (`b2b/recovery_codes`, `…/rotate`, `…/recover`),
 * docs/architecture.md "B2B". Like the SMS factor (mfa-routes.ts), a call
 * acts for the member it names only with that member's own session or an
 * intermediate session of its address. A registration becomes the member's
 * (`totp_registration_id`) only when a first code comes back; a member holds
 * one at a time. Codes are RFC 6238 (emulator/src/totp.ts, shared with the
 * consumer product), each time step accepted once; wrong codes lock the
 * registration, wrong recovery codes the member's recovery, and either kind
 * refuses a client past its own limit (docs/architecture.md, "Attempt
 * limits"). Recovery codes are single use, kept as keyed digests compared
 * in constant time, plus a sealed copy because `GET b2b/recovery_codes`
 * shows them again.
 */

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** After `otpAttemptLimit` wrong codes a registration is locked for this long. */
const LOCK_SECONDS = 60 * 60;
/** The provider's default, minimum and maximum life of a registration not yet proven. */
const DEFAULT_EXPIRATION_MINUTES = 60;

const createSchema = z.object({
  organization_id: z.string().min(1),
  member_id: z.string().min(1),
  expiration_minutes: z.int().min(5).max(1440).optional(),
  intermediate_session_token: z.string().optional(),
  dfp_telemetry_id: z.string().optional(),
  captcha_token: z.string().optional(),
});

const authenticateSchema = z.object({
  organization_id: z.string().min(1),
  member_id: z.string().min(1),
  code: otpCodeSchema,
  set_mfa_enrollment: z.enum(['enroll', 'unenroll']).optional(),
  set_default_mfa: z.boolean().optional(),
  session_duration_minutes: sessionDurationSchema,
  intermediate_session_token: z.string().optional(),
  dfp_telemetry_id: z.string().optional(),
  captcha_token: z.string().optional(),
});

const recoverSchema = z.object({
  organization_id: z.string().min(1),
  member_id: z.string().min(1),
  recovery_code: z.string().min(1).max(64),
  session_duration_minutes: sessionDurationSchema,
  intermediate_session_token: z.string().optional(),
  dfp_telemetry_id: z.string().optional(),
  captcha_token: z.string().optional(),
});

const noExtras = z.object({ dfp_telemetry_id: z.string().optional(), captcha_token: z.string().optional() });

const B2BTotpErrors = {
  activeExists: () => apiError(409, 'active_totp_exists', 'The member already has an active TOTP registration.'),
  recoveryCodeUnusable: () =>
    apiError(401, 'unable_to_authenticate_recovery_code', 'The recovery code is invalid or has already been used.'),
  restrictedByMfaMethods: () =>
    apiError(403, 'operation_restricted_by_organization_mfa_methods', "The organization's allowed_mfa_methods do not include totp."),
} as const;

const totpsOf = (deps: EmulatorDeps) => deps.store.of(B2B_TOTPS);

function newRecoveryCode(): string {
  const group = (): string =>
    Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

function recoveryDigest(deps: EmulatorDeps, code: string): string {
  return secretDigest(deps.store.dataKey, `b2b-recovery:${code.trim().toLowerCase()}`);
}

function newRecoveryCodes(deps: EmulatorDeps): { codes: string[]; records: B2BRecoveryCodeRecord[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const records = codes.map(
    (code): B2BRecoveryCodeRecord => ({
      id: newId('totp-recovery-code'),
      digest: recoveryDigest(deps, code),
      sealed: seal(deps.store.dataKey, code),
      usedAt: null,
    }),
  );
  return { codes, records };
}

/** The member's proven registration (the one `totp_registration_id` names). */
export function verifiedTotp(deps: EmulatorDeps, member: ReadonlyMember): DeepReadonly<B2BTotpRecord> | undefined {
  return totpsOf(deps)
    .findAll('member', member.member_id)
    .find((t) => t.verified && t.registrationId === member.totp_registration_id);
}

/** The registration a code is checked against: the proven one, else the newest one still pending. */
function activeTotp(deps: EmulatorDeps, member: ReadonlyMember): DeepReadonly<B2BTotpRecord> | undefined {
  return (
    verifiedTotp(deps, member) ??
    totpsOf(deps)
      .findAll('member', member.member_id)
      .filter((t) => !t.verified && !deps.clock.isPast(t.expiresAt))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  );
}

/** Wrong recovery codes per member (kept in memory with the other failure counts). */
function recoveryLimit(deps: EmulatorDeps, memberId: string): FailureLimit {
  return {
    key: `b2b_recovery_code:member:${memberId}`,
    max: deps.config.recoveryCodeAttemptLimit,
    windowSeconds: deps.config.recoveryCodeAttemptWindowSeconds,
  };
}

function checkTotpAllowed(organization: ReadonlyOrganization): void {
  if (organization.mfa_methods === 'RESTRICTED' && !organization.allowed_mfa_methods.includes('totp')) {
    throw B2BTotpErrors.restrictedByMfaMethods();
  }
}

/**
 * Completes the sign-in an intermediate session stands for (its primary
 * factor first), or adds the factor to the caller's own session; either way
 * the factor replaces any earlier one of its kind.
 */
function sessionWithFactor(
  c: EmulatorContext,
  deps: EmulatorDeps,
  resolved: ReturnType<typeof resolveMfaTarget>,
  member: ReadonlyMember,
  factor: B2BAuthenticationFactor,
  durationMinutes: number | undefined,
): IssuedMemberSession {
  const { clock } = deps;
  let issued: IssuedMemberSession;
  if (resolved.ist) {
    issued = startMemberSession(c, deps, {
      member,
      factor: emailFactor(member, resolved.ist.method, resolved.ist.authenticated_at),
      durationMinutes,
    });
    endIntermediateSession(deps, resolved.ist.id);
  } else {
    const caller = resolved.caller!;
    issued = { session: caller.session, token: caller.token };
  }
  const session = deps.store.of(MEMBER_SESSIONS).update(issued.session.member_session_id, (draft) => {
    draft.authentication_factors = [
      ...draft.authentication_factors.filter((f) => f.delivery_method !== factor.delivery_method),
      factor,
    ];
    draft.last_accessed_at = clock.iso();
    if (durationMinutes !== undefined) draft.expires_at = clock.isoIn(durationMinutes * 60);
  });
  return { session, token: issued.token };
}

/**
 * A second factor from an intermediate session also proves the member's
 * address when that session's primary factor did (an email one; a password
 * proves only the member), as the SMS one does.
 */
function provenByIntermediate(
  draft: { email_address_verified: boolean; status: string },
  ist: { organizationIds?: readonly string[] | undefined },
): void {
  if (ist.organizationIds !== undefined) return;
  draft.email_address_verified = true;
  if (draft.status !== 'active') draft.status = 'active';
}

export function totpRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { clock, store, config } = deps;
  const totps = totpsOf(deps);

  routes.post('/b2b/totp', async (c) => {
    const body = await parseBody(c, createSchema);
    const { member, organization } = resolveMfaTarget(c, deps, body, 'update.info.mfa-totp');
    checkTotpAllowed(organization);
    if (verifiedTotp(deps, member)) throw B2BTotpErrors.activeExists();
    // A new registration replaces any still pending: only the newest can be proven.
    for (const pending of totps.findAll('member', member.member_id)) totps.delete(pending.registrationId);
    const secret = newTotpSecret();
    const recovery = newRecoveryCodes(deps);
    const totp = totps.insert({
      registrationId: newId('member-totp'),
      memberId: member.member_id,
      organizationId: organization.organization_id,
      secretSealed: seal(store.dataKey, secret),
      verified: false,
      createdAt: clock.iso(),
      expiresAt: clock.isoIn((body.expiration_minutes ?? DEFAULT_EXPIRATION_MINUTES) * 60),
      recoveryCodes: recovery.records,
      lastUsedStep: null,
      failedAttempts: 0,
      lockedUntil: null,
    });
    const issuer = organization.organization_name || config.projectName;
    const label = encodeURIComponent(`${issuer}:${member.email_address}`);
    // The otpauth:// URI a QR code would encode, as the consumer product answers (docs/architecture.md, "B2B").
    const qr_code =
      `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}` +
      '&algorithm=SHA1&digits=6&period=30';
    return ok(c, {
      member_id: member.member_id,
      member: toWireMember(member, organization),
      organization: toWireOrganization(organization),
      totp_registration_id: totp.registrationId,
      secret,
      qr_code,
      recovery_codes: recovery.codes,
    });
  });

  routes.post('/b2b/totp/authenticate', async (c) => {
    const body = await parseBody(c, authenticateSchema, { code: Errors.invalidCode });
    const resolved = resolveMfaTarget(c, deps, body, 'update.info.mfa-totp');
    checkTotpAllowed(resolved.organization);
    if (resolved.ist && !allowsMethod(resolved.organization, resolved.ist.method)) throw restrictedByAuthMethods();
    const client = clientAddress(c, deps);
    refuseThrottledClient(deps, 'totp_code', client);
    const totp = activeTotp(deps, resolved.member);
    if (!totp) throw B2BErrors.totpNotFound();
    if (totp.lockedUntil && !clock.isPast(totp.lockedUntil)) throw Errors.lockLimitReached();
    const step = matchTotp(unseal(store.dataKey, totp.secretSealed), body.code, clock.nowMs());
    // A code for a step already used (or older) is a replay.
    if (step === null || (totp.lastUsedStep !== null && step <= totp.lastUsedStep)) {
      countClientFailure(deps, 'totp_code', client);
      let locked = false;
      totps.update(totp.registrationId, (draft) => {
        draft.failedAttempts += 1;
        if (draft.failedAttempts >= config.otpAttemptLimit) {
          draft.failedAttempts = 0;
          draft.lockedUntil = clock.isoIn(LOCK_SECONDS);
          locked = true;
        }
      });
      throw locked ? Errors.lockLimitReached() : Errors.otpCodeNotFound();
    }
    totps.update(totp.registrationId, (draft) => {
      draft.lastUsedStep = step;
      draft.failedAttempts = 0;
      draft.lockedUntil = null;
      draft.verified = true;
    });
    const member = updateMember(deps, resolved.member.member_id, (draft) => {
      draft.totp_registration_id = totp.registrationId;
      if (body.set_mfa_enrollment === 'enroll') draft.mfa_enrolled = true;
      if (body.set_mfa_enrollment === 'unenroll') draft.mfa_enrolled = false;
      if (body.set_default_mfa === true) draft.default_mfa_method = 'totp';
      if (resolved.ist) provenByIntermediate(draft, resolved.ist);
    });
    const factor: B2BAuthenticationFactor = {
      type: 'totp',
      delivery_method: 'authenticator_app',
      last_authenticated_at: clock.iso(),
      authenticator_app_factor: { totp_id: totp.registrationId },
      sequence_order: 'SECONDARY',
    };
    const issued = sessionWithFactor(c, deps, resolved, member, factor, body.session_duration_minutes);
    return ok(c, await memberSessionPayload(deps, issued, member, resolved.organization));
  });

  /** The caller's own proven registration: recovery codes are read and rotated only from a member session. */
  function callerTotp(c: EmulatorContext) {
    const caller = requireMember(c, deps);
    const totp = verifiedTotp(deps, caller.member);
    if (!totp) throw B2BErrors.totpNotFound();
    return totp;
  }

  routes.get('/b2b/recovery_codes', (c) => {
    const totp = callerTotp(c);
    return ok(c, {
      recovery_codes: totp.recoveryCodes.filter((r) => r.usedAt === null).map((r) => unseal(store.dataKey, r.sealed)),
    });
  });

  routes.post('/b2b/recovery_codes/rotate', async (c) => {
    await parseBody(c, noExtras);
    const totp = callerTotp(c);
    const recovery = newRecoveryCodes(deps);
    totps.update(totp.registrationId, (draft) => void (draft.recoveryCodes = recovery.records));
    return ok(c, { recovery_codes: recovery.codes });
  });

  routes.post('/b2b/recovery_codes/recover', async (c) => {
    const body = await parseBody(c, recoverSchema);
    const resolved = resolveMfaTarget(c, deps, body, 'update.info.mfa-totp');
    if (resolved.ist && !allowsMethod(resolved.organization, resolved.ist.method)) throw restrictedByAuthMethods();
    const client = clientAddress(c, deps);
    refuseThrottledClient(deps, 'recovery_code', client);
    // Recovery codes carry about 62 bits: too few to leave unlimited.
    const limit = recoveryLimit(deps, resolved.member.member_id);
    if (limitReached(deps, limit)) throw Errors.lockLimitReached();
    const totp = verifiedTotp(deps, resolved.member);
    const digest = recoveryDigest(deps, body.recovery_code);
    let used: DeepReadonly<B2BRecoveryCodeRecord> | undefined;
    // Every code is compared (in constant time), not just up to the first match.
    for (const code of totp?.recoveryCodes ?? []) {
      if (digestsEqual(code.digest, digest) && code.usedAt === null) used ??= code;
    }
    if (!totp || !used) {
      countClientFailure(deps, 'recovery_code', client);
      if (countFailure(deps, limit)) throw Errors.lockLimitReached();
      throw B2BTotpErrors.recoveryCodeUnusable();
    }
    clearFailures(deps, limit);
    const usedId = used.id;
    const updated = totps.update(totp.registrationId, (draft) => {
      const code = draft.recoveryCodes.find((r) => r.id === usedId);
      if (code) code.usedAt = clock.iso();
    });
    const { ist } = resolved;
    const member = ist ? updateMember(deps, resolved.member.member_id, (draft) => provenByIntermediate(draft, ist)) : resolved.member;
    const factor: B2BAuthenticationFactor = {
      type: 'recovery_codes',
      delivery_method: 'recovery_code',
      last_authenticated_at: clock.iso(),
      recovery_code_factor: { totp_recovery_code_id: usedId },
      sequence_order: 'SECONDARY',
    };
    const issued = sessionWithFactor(c, deps, resolved, member, factor, body.session_duration_minutes);
    return ok(c, {
      ...(await memberSessionPayload(deps, issued, member, resolved.organization)),
      recovery_codes_remaining: updated.recoveryCodes.filter((r) => r.usedAt === null).length,
    });
  });

  return routes;
}

/** The member's current TOTP code, for tests that cannot run an authenticator app (the dev API). */
export function currentMemberTotpSecret(deps: EmulatorDeps, memberId: string): string | undefined {
  const totp = totpsOf(deps)
    .findAll('member', memberId)
    .sort((a, b) => Number(b.verified) - Number(a.verified) || b.createdAt.localeCompare(a.createdAt))[0];
  return totp ? unseal(deps.store.dataKey, totp.secretSealed) : undefined;
}
