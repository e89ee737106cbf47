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
import { newId, newSecretToken } from '../../ids';
import { admitSend, deliver, emailTexts, type EmailTexts } from '../../kernel';
import { isBreached } from '../../password-policy/breached';
import { hashPassword, verifyPassword, type PasswordHash } from '../../password-policy/hashing';
import { checkStrength } from '../../password-policy/strength';
import { checkPkceVerifier } from '../../pkce';
import { checkRedirectUrls } from '../../redirect-urls';
import { digestsEqual, secretDigest } from '../../secrets';
import { tokenUrl } from '../../token-url';
import { emailSchema, parseBody, sessionDurationSchema } from '../../validation';
import { discoverOrganizations } from './discovery';
import { B2BErrors } from './errors';
import { allowsMethod, mfaRequired, restrictedByAuthMethods } from './join';
import {
  authenticatedPayload,
  memberSessionPayload,
  pendingPayload,
  requireMember,
  startIntermediateSession,
  startMemberSession,
  type MemberCaller,
} from './member-sessions';
import {
  findMember,
  findOrganization,
  memberByEmail,
  updateMember,
  type ReadonlyMember,
  type ReadonlyOrganization,
} from './organizations';
import { B2B_PASSWORD_RESETS, B2B_PASSWORDS, MEMBER_SESSIONS, MEMBERS, type B2BPasswordResetRecord } from './records';

/**
 * B2B passwords (docs/architecture.md, "B2B"): `b2b/passwords/authenticate`,
 * `strength_check`, reset by email (`email/reset/start`, `email/reset`, token
 * type `multi_tenant_passwords`), by the existing password and by session.
 * Hashing, the strength policy and the breached list are the consumer
 * product's (emulator/src/password-policy/). A wrong address and a wrong
 * password cost the same scrypt run and give the same error; wrong passwords
 * lock the member and count against the client. A password proves the
 * member, not its address: a member whose address is unproven is asked for
 * an email factor (`primary_required`), and the intermediate session of a
 * password sign-in serves only that organization's MFA. Every reset ends the
 * member's other sessions.
 */

const DEFAULT_RESET_EXPIRATION_MINUTES = 30;
/** How recent a session's factor must be to set a new password by session (docs/security.md). */
const SESSION_RESET_RECENCY_SECONDS = 5 * 60;

const passwordSchema = z.string().min(1).max(1024);
const telemetry = { dfp_telemetry_id: z.string().optional(), captcha_token: z.string().optional(), locale: z.string().optional() };

const authenticateSchema = z.object({
  organization_id: z.string().min(1),
  email_address: emailSchema,
  password: passwordSchema,
  session_duration_minutes: sessionDurationSchema,
  code_verifier: z.string().optional(),
  intermediate_session_token: z.string().optional(),
  ...telemetry,
});

const resetStartSchema = z.object({
  organization_id: z.string().min(1),
  email_address: emailSchema,
  login_redirect_url: z.string().optional(),
  reset_password_redirect_url: z.string().optional(),
  reset_password_expiration_minutes: z.int().min(5).max(10080).optional(),
  reset_password_template_id: z.string().optional(),
  verify_email_template_id: z.string().optional(),
  code_challenge: z.string().min(1).optional(),
  ...telemetry,
});

const resetByEmailSchema = z.object({
  password_reset_token: z.string().min(1),
  password: passwordSchema,
  session_duration_minutes: sessionDurationSchema,
  code_verifier: z.string().min(1).optional(),
  intermediate_session_token: z.string().optional(),
  ...telemetry,
});

const resetByExistingSchema = z.object({
  organization_id: z.string().min(1),
  email_address: emailSchema,
  existing_password: passwordSchema,
  new_password: passwordSchema,
  session_duration_minutes: sessionDurationSchema,
  ...telemetry,
});

const resetBySessionSchema = z.object({ password: passwordSchema, ...telemetry });

const discoveryAuthenticateSchema = z.object({
  email_address: emailSchema,
  password: passwordSchema,
  code_verifier: z.string().optional(),
  ...telemetry,
});

const discoveryResetStartSchema = z.object({
  email_address: emailSchema,
  discovery_redirect_url: z.string().optional(),
  reset_password_redirect_url: z.string().optional(),
  reset_password_expiration_minutes: z.int().min(5).max(10080).optional(),
  reset_password_template_id: z.string().optional(),
  verify_email_template_id: z.string().optional(),
  pkce_code_challenge: z.string().min(1).optional(),
  ...telemetry,
});

const discoveryResetSchema = z.object({
  password_reset_token: z.string().min(1),
  password: passwordSchema,
  pkce_code_verifier: z.string().min(1).optional(),
  intermediate_session_token: z.string().optional(),
  ...telemetry,
});

const B2BPasswordErrors = {
  wrongCredentials: () => apiError(401, 'unauthorized_credentials', 'The email address or the password is not correct.'),
  weak: () => apiError(400, 'weak_password', "The password is too weak for the project's policy; check it with strength_check."),
  breached: () => apiError(400, 'breached_password', 'Password appears in the list of breached passwords and must be reset.'),
  resetTokenUnusable: () =>
    apiError(
      401,
      'unable_to_auth_password_reset_token',
      'The password reset token could not be authenticated because it was either already used or expired.',
    ),
  sessionTooOld: () =>
    apiError(
      400,
      'session_too_old_to_reset_password',
      'This session cannot reset the password: it has no password, email magic link or email passcode factor authenticated in the last 5 minutes.',
    ),
} as const;

const passwordsOf = (deps: EmulatorDeps) => deps.store.of(B2B_PASSWORDS);

/** Wrong passwords per member within `passwordAttemptWindowSeconds` (kept in memory with the other failure counts). */
function memberLimit(deps: EmulatorDeps, memberId: string): FailureLimit {
  return {
    key: `b2b_password:member:${memberId}`,
    max: deps.config.passwordAttemptLimit,
    windowSeconds: deps.config.passwordAttemptWindowSeconds,
  };
}

function userInputs(member: ReadonlyMember | undefined, email: string | undefined): string[] {
  return [email, email?.split('@')[0], member?.name].filter((input): input is string => Boolean(input));
}

/** Refuses a new password the strength check would not call valid; hashes it otherwise (off the event loop). */
async function acceptNewPassword(deps: EmulatorDeps, password: string, member: ReadonlyMember): Promise<PasswordHash> {
  const strength = checkStrength(deps.config.passwordPolicy, password, userInputs(member, member.email_address));
  if (strength.breached_password) throw B2BPasswordErrors.breached();
  if (!strength.valid_password) throw B2BPasswordErrors.weak();
  return hashPassword(password);
}

/** Stores the member's new password (the hash only) and names it on the member. */
export function storePassword(deps: EmulatorDeps, memberId: string, hashed: PasswordHash): ReadonlyMember {
  passwordsOf(deps).upsert({ memberId, ...hashed });
  return updateMember(deps, memberId, (draft) => {
    if (!draft.member_password_id) draft.member_password_id = newId('member-password');
  });
}

function requireOrganization(deps: EmulatorDeps, organizationId: string): ReadonlyOrganization {
  const organization = findOrganization(deps, organizationId);
  if (!organization) throw B2BErrors.organizationNotFound();
  return organization;
}

/**
 * The member whose address and password these are, in this organization.
 * A client past its limit is refused first (429); an unknown address, a
 * member without a password and a wrong password all cost one scrypt run
 * and answer alike (docs/architecture.md, "Attempt limits").
 */
async function checkCredentials(
  c: EmulatorContext,
  deps: EmulatorDeps,
  organization: ReadonlyOrganization,
  email: string,
  password: string,
): Promise<ReadonlyMember> {
  const client = clientAddress(c, deps);
  refuseThrottledClient(deps, 'password', client);
  const found = memberByEmail(deps, organization.organization_id, email);
  const member = found && found.status !== 'deleted' ? found : undefined;
  const limit = member ? memberLimit(deps, member.member_id) : undefined;
  if (limit && limitReached(deps, limit)) throw Errors.lockLimitReached();
  const record = member ? passwordsOf(deps).get(member.member_id) : undefined;
  const matches = await verifyPassword(record, password);
  if (!member || !record || !matches) {
    countClientFailure(deps, 'password', client);
    if (limit && record && countFailure(deps, limit)) throw Errors.lockLimitReached();
    throw B2BPasswordErrors.wrongCredentials();
  }
  if (limit) clearFailures(deps, limit);
  return member;
}

function passwordFactor(deps: EmulatorDeps, deliveryMethod: 'knowledge' | 'email', member: ReadonlyMember): B2BAuthenticationFactor {
  return {
    type: 'password',
    delivery_method: deliveryMethod,
    last_authenticated_at: deps.clock.iso(),
    ...(deliveryMethod === 'email' ? { email_factor: { email_id: member.emailId, email_address: member.email_address } } : {}),
    sequence_order: 'PRIMARY',
  };
}

/**
 * Signs the member in by password: a member session, or an intermediate
 * session bound to the organization when its address is unproven
 * (`primary_required`: an email factor first) or MFA is owed.
 */
async function signIn(
  c: EmulatorContext,
  deps: EmulatorDeps,
  member: ReadonlyMember,
  organization: ReadonlyOrganization,
  factor: B2BAuthenticationFactor,
  durationMinutes: number | undefined,
): Promise<Record<string, unknown>> {
  const at = deps.clock.iso();
  if (!member.email_address_verified) {
    const emailMethods = organization.auth_methods === 'ALL_ALLOWED'
      ? ['magic_link', 'email_otp']
      : organization.allowed_auth_methods.filter((m) => m === 'magic_link' || m === 'email_otp');
    const token = startIntermediateSession(deps, member.emailKey, 'password', at, { organizationIds: [organization.organization_id] });
    return pendingPayload(member, organization, token, {
      primary_required: { allowed_auth_methods: emailMethods },
      mfa_required: null,
    });
  }
  const owedMfa = mfaRequired(organization, member);
  if (owedMfa) {
    const token = startIntermediateSession(deps, member.emailKey, 'password', at, { organizationIds: [organization.organization_id] });
    return pendingPayload(member, organization, token, { primary_required: null, mfa_required: owedMfa });
  }
  const issued = startMemberSession(c, deps, { member, factor, durationMinutes });
  return authenticatedPayload(deps, issued, member, organization);
}

/** Ends every session of the member but `keepId` (a reset's own). */
function revokeOtherMemberSessions(deps: EmulatorDeps, memberId: string, keepId: string | null): void {
  const sessions = deps.store.of(MEMBER_SESSIONS);
  for (const session of sessions.findAll('member', memberId)) {
    if (session.member_session_id !== keepId) sessions.delete(session.member_session_id);
  }
}

/**
 * Whether the session holds a password, email magic-link or email passcode
 * factor authenticated within the last five minutes: a stolen old session
 * alone cannot replace the password (as for consumer users, docs/security.md).
 */
function hasRecentResetFactor(deps: EmulatorDeps, caller: MemberCaller): boolean {
  const now = deps.clock.nowMs();
  return caller.session.authentication_factors.some((factor) => {
    const counts =
      factor.type === 'password' ||
      ((factor.type === 'magic_link' || factor.type === 'otp') && factor.delivery_method === 'email');
    const at = Date.parse(factor.last_authenticated_at);
    return counts && Number.isFinite(at) && now - at <= SESSION_RESET_RECENCY_SECONDS * 1000;
  });
}

/** A reset link proved the member's address: verified, and an invited or pending member active. */
function proveAddress(deps: EmulatorDeps, memberId: string): ReadonlyMember {
  return updateMember(deps, memberId, (draft) => {
    draft.email_address_verified = true;
    if (draft.status === 'invited' || draft.status === 'pending') draft.status = 'active';
  });
}

export function passwordRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  // Not `config`: PATCH /_emulator/config replaces `deps.config`, so each request reads it anew.
  const { store, clock } = deps;
  const resets = store.of(B2B_PASSWORD_RESETS);

  /**
   * Stores a reset link's token as a keyed digest (single use, expiring, with
   * its PKCE challenge) and mails the link to `to` at the allow-listed
   * `redirectUrl`; the organization and discovery resets differ only in whom
   * the token names and the mail's subject and first line, written by `text`
   * (the request's language).
   */
  function sendResetLink(
    record: Omit<B2BPasswordResetRecord, 'tokenDigest' | 'expiresAt'>,
    link: {
      to: string;
      redirectUrl: string | undefined;
      expirationMinutes: number | undefined;
      text: EmailTexts;
      subject: string;
      intro: string;
    },
  ): void {
    const seconds = (link.expirationMinutes ?? DEFAULT_RESET_EXPIRATION_MINUTES) * 60;
    const token = newSecretToken();
    resets.insert({ ...record, tokenDigest: secretDigest(store.dataKey, token), expiresAt: clock.isoIn(seconds) });
    const url = tokenUrl(link.redirectUrl ?? deps.config.defaultResetPasswordRedirectUrl, record.kind, token);
    deliver(deps, {
      channel: 'email',
      to: link.to,
      subject: link.subject,
      body: [
        link.intro,
        '',
        url,
        '',
        link.text('b2b.passwordReset.expiry', { duration: link.text.duration(seconds) }),
      ].join('\n'),
      link: url,
    });
  }

  /**
   * The pending reset of `kind` that `token` names, checked: known (digests
   * compared in constant time), not expired (an expired one is dropped) and
   * the PKCE verifier matching its challenge. Not yet spent: the caller
   * deletes it once the new password is accepted.
   */
  function pendingReset(
    kind: B2BPasswordResetRecord['kind'],
    token: string,
    verifier: string | undefined,
  ): { record: B2BPasswordResetRecord; digest: string } {
    const digest = secretDigest(store.dataKey, token);
    const record = resets.get(digest);
    if (!record || record.kind !== kind || !digestsEqual(record.tokenDigest, digest)) {
      throw B2BPasswordErrors.resetTokenUnusable();
    }
    if (clock.isPast(record.expiresAt)) {
      resets.delete(digest);
      throw B2BPasswordErrors.resetTokenUnusable();
    }
    checkPkceVerifier(store.dataKey, record.codeChallenge, verifier);
    return { record, digest };
  }

  routes.post('/b2b/passwords/authenticate', async (c) => {
    const body = await parseBody(c, authenticateSchema);
    const organization = requireOrganization(deps, body.organization_id);
    if (!allowsMethod(organization, 'password')) throw restrictedByAuthMethods();
    const member = await checkCredentials(c, deps, organization, body.email_address, body.password);
    // A breached password still signs nobody in: replacing it is the way on (as for consumer users).
    if (isBreached(body.password)) throw B2BPasswordErrors.breached();
    return ok(c, await signIn(c, deps, member, organization, passwordFactor(deps, 'knowledge', member), body.session_duration_minutes));
  });

  routes.post('/b2b/passwords/strength_check', async (c) => {
    const body = await parseBody(c, z.object({ email_address: emailSchema.optional(), password: passwordSchema }));
    const result = checkStrength(deps.config.passwordPolicy, body.password, userInputs(undefined, body.email_address));
    const luds = result.feedback.luds_requirements;
    // The B2B answer splits the feedback by policy (the provider's B2BPasswordStrengthCheckResponse).
    return ok(c, {
      valid_password: result.valid_password,
      score: result.score,
      breached_password: result.breached_password,
      breach_detection_on_create: result.breach_detection_on_create,
      strength_policy: result.strength_policy,
      zxcvbn_feedback: { warning: result.feedback.warning, suggestions: result.feedback.suggestions },
      luds_feedback: luds ?? {
        has_lower_case: false,
        has_upper_case: false,
        has_digit: false,
        has_symbol: false,
        missing_complexity: 0,
        missing_characters: 0,
      },
    });
  });

  routes.post('/b2b/passwords/email/reset/start', async (c) => {
    const body = await parseBody(c, resetStartSchema);
    const { config } = deps;
    checkRedirectUrls(config, {
      login_redirect_url: body.login_redirect_url,
      reset_password_redirect_url: body.reset_password_redirect_url,
    });
    if (config.pkce.passwordResets && !body.code_challenge) throw Errors.missingPkce();
    const organization = requireOrganization(deps, body.organization_id);
    if (!allowsMethod(organization, 'password')) throw restrictedByAuthMethods();
    const member = memberByEmail(deps, organization.organization_id, body.email_address);
    if (!member || member.status === 'deleted') throw B2BErrors.memberNotFound();
    admitSend(deps, member.email_address);
    const text = emailTexts(body.locale);
    const organizationName = organization.organization_name;
    sendResetLink(
      {
        kind: 'multi_tenant_passwords',
        memberId: member.member_id,
        organizationId: organization.organization_id,
        email: member.emailKey,
        codeChallenge: body.code_challenge ?? null,
      },
      {
        to: member.email_address,
        redirectUrl: body.reset_password_redirect_url,
        expirationMinutes: body.reset_password_expiration_minutes,
        text,
        subject: text('b2b.passwordReset.organization.subject', { organizationName }),
        intro: text('b2b.passwordReset.organization.intro', { organizationName }),
      },
    );
    return ok(c, {});
  });

  routes.post('/b2b/passwords/email/reset', async (c) => {
    const body = await parseBody(c, resetByEmailSchema);
    const { record, digest } = pendingReset('multi_tenant_passwords', body.password_reset_token, body.code_verifier);
    const member = findMember(deps, record.memberId);
    const organization = findOrganization(deps, record.organizationId);
    if (!member || !organization || member.status === 'deleted') {
      resets.delete(digest);
      throw B2BPasswordErrors.resetTokenUnusable();
    }
    // A weak or breached choice leaves the token usable for a better one.
    const hashed = await acceptNewPassword(deps, body.password, member);
    // Single use, also against a second reset that raced this one through the hash.
    if (!resets.delete(digest)) throw B2BPasswordErrors.resetTokenUnusable();
    storePassword(deps, member.member_id, hashed);
    // The link proved the address: the member is verified (and active) from now on.
    const proven = proveAddress(deps, member.member_id);
    revokeOtherMemberSessions(deps, member.member_id, null);
    const answer = await signIn(c, deps, proven, organization, passwordFactor(deps, 'email', proven), body.session_duration_minutes);
    return ok(c, answer);
  });

  routes.post('/b2b/passwords/existing_password/reset', async (c) => {
    const body = await parseBody(c, resetByExistingSchema);
    const organization = requireOrganization(deps, body.organization_id);
    if (!allowsMethod(organization, 'password')) throw restrictedByAuthMethods();
    const found = memberByEmail(deps, organization.organization_id, body.email_address);
    if (found && found.status !== 'deleted' && !passwordsOf(deps).get(found.member_id)) {
      throw B2BErrors.memberPasswordNotFound();
    }
    const member = await checkCredentials(c, deps, organization, body.email_address, body.existing_password);
    const hashed = await acceptNewPassword(deps, body.new_password, member);
    const updated = storePassword(deps, member.member_id, hashed);
    revokeOtherMemberSessions(deps, member.member_id, null);
    return ok(c, await signIn(c, deps, updated, organization, passwordFactor(deps, 'knowledge', updated), body.session_duration_minutes));
  });

  /** The address's live members, in every organization. */
  const membersOf = (email: string): ReadonlyMember[] =>
    store.of(MEMBERS).findAll('email', email.toLowerCase()).filter((m) => m.status !== 'deleted');

  routes.post('/b2b/passwords/discovery/authenticate', async (c) => {
    const body = await parseBody(c, discoveryAuthenticateSchema);
    const client = clientAddress(c, deps);
    refuseThrottledClient(deps, 'password', client);
    const candidates = membersOf(body.email_address).filter(
      (m) => passwordsOf(deps).get(m.member_id) !== undefined && !limitReached(deps, memberLimit(deps, m.member_id)),
    );
    // A password is per member: the sign-in finds every member of the address that holds this one.
    const matched: ReadonlyMember[] = [];
    for (const member of candidates) {
      if (await verifyPassword(passwordsOf(deps).get(member.member_id), body.password)) matched.push(member);
    }
    // Nobody to check still costs one scrypt run, as a wrong password does.
    if (candidates.length === 0) await verifyPassword(undefined, body.password);
    if (matched.length === 0) {
      countClientFailure(deps, 'password', client);
      let locked = false;
      for (const member of candidates) locked = countFailure(deps, memberLimit(deps, member.member_id)) || locked;
      throw locked ? Errors.lockLimitReached() : B2BPasswordErrors.wrongCredentials();
    }
    for (const member of matched) clearFailures(deps, memberLimit(deps, member.member_id));
    if (isBreached(body.password)) throw B2BPasswordErrors.breached();
    const organizationIds = matched.map((m) => m.organization_id);
    const email = matched[0]!.emailKey;
    const token = startIntermediateSession(deps, email, 'password', clock.iso(), { organizationIds, forDiscovery: true });
    return ok(c, {
      intermediate_session_token: token,
      email_address: email,
      discovered_organizations: discoverOrganizations(deps, email, 'password', null, organizationIds),
      organization_id_hint: null,
    });
  });

  routes.post('/b2b/passwords/discovery/reset/start', async (c) => {
    const body = await parseBody(c, discoveryResetStartSchema);
    const { config } = deps;
    checkRedirectUrls(config, {
      discovery_redirect_url: body.discovery_redirect_url,
      reset_password_redirect_url: body.reset_password_redirect_url,
    });
    if (config.pkce.passwordResets && !body.pkce_code_challenge) throw Errors.missingPkce();
    const members = membersOf(body.email_address);
    if (members.length === 0) throw B2BErrors.memberNotFound();
    const email = members[0]!.emailKey;
    admitSend(deps, email);
    const text = emailTexts(body.locale);
    const projectName = config.projectName;
    sendResetLink(
      { kind: 'discovery', memberId: '', organizationId: '', email, codeChallenge: body.pkce_code_challenge ?? null },
      {
        to: email,
        redirectUrl: body.reset_password_redirect_url,
        expirationMinutes: body.reset_password_expiration_minutes,
        text,
        subject: text('b2b.passwordReset.project.subject', { projectName }),
        intro: text('b2b.passwordReset.project.intro', { projectName }),
      },
    );
    return ok(c, {});
  });

  routes.post('/b2b/passwords/discovery/reset', async (c) => {
    const body = await parseBody(c, discoveryResetSchema);
    const { record, digest } = pendingReset('discovery', body.password_reset_token, body.pkce_code_verifier);
    const members = membersOf(record.email);
    if (members.length === 0) {
      resets.delete(digest);
      throw B2BPasswordErrors.resetTokenUnusable();
    }
    // A weak or breached choice leaves the token usable for a better one.
    const hashed = await acceptNewPassword(deps, body.password, members[0]!);
    if (!resets.delete(digest)) throw B2BPasswordErrors.resetTokenUnusable();
    // The link proved the address: every member of it gets the password, its address proven, its sessions ended.
    for (const member of membersOf(record.email)) {
      storePassword(deps, member.member_id, hashed);
      proveAddress(deps, member.member_id);
      revokeOtherMemberSessions(deps, member.member_id, null);
    }
    const token = startIntermediateSession(deps, record.email, 'password', clock.iso());
    return ok(c, {
      intermediate_session_token: token,
      email_address: record.email,
      discovered_organizations: discoverOrganizations(deps, record.email, 'password'),
      organization_id_hint: null,
    });
  });

  routes.post('/b2b/passwords/session/reset', async (c) => {
    const caller = requireMember(c, deps);
    const body = await parseBody(c, resetBySessionSchema);
    if (!hasRecentResetFactor(deps, caller)) throw B2BPasswordErrors.sessionTooOld();
    const hashed = await acceptNewPassword(deps, body.password, caller.member);
    const member = storePassword(deps, caller.member.member_id, hashed);
    revokeOtherMemberSessions(deps, member.member_id, caller.session.member_session_id);
    const organization = requireOrganization(deps, member.organization_id);
    return ok(c, await memberSessionPayload(deps, { session: caller.session, token: caller.token }, member, organization));
  });

  return routes;
}
