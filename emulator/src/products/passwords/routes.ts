import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthenticationFactor } from '../../../../protocol';
import { requireSession } from '../../auth';
import { clientAddress } from '../../client-address';
import { ok, type EmulatorContext, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { apiError, Errors } from '../../errors';
import { countClientFailure, refuseThrottledClient } from '../../failure-limits';
import { newSecretToken } from '../../ids';
import { checkRedirectUrls } from '../../redirect-urls';
import { checkPkceVerifier } from '../../pkce';
import { digestsEqual, secretDigest } from '../../secrets';
import { tokenUrl } from '../../token-url';
import { emailSchema, parseBody, sessionDurationSchema } from '../../validation';
import {
  admitSend,
  authenticatePayload,
  callerSessionIdFor,
  createUser,
  deliver,
  emailTexts,
  findUserByEmail,
  findUserById,
  revokeOtherSessions,
  startSession,
  verifyFactor,
  type ReadonlySession,
  type ReadonlyUser,
} from '../../kernel';
import { mintMagicLinkToken } from '../magic-links/routes';
import { isBreached } from './breached';
import { PasswordErrors } from './errors';
import { hashPassword, verifyPassword, type PasswordHash } from './hashing';
import { PASSWORD_RESETS } from './records';
import { clearFailures, isLockedOut, passwordOf, recordFailure, storePassword } from './store';
import { checkStrength } from './strength';

/**
 * Passwords (docs/protocol.md §7.4): create, authenticate, strength check,
 * reset by email, by the existing password and by session. A wrong email and
 * a wrong password cost the same scrypt run and give the same error
 * (`unauthorized_credentials`), so authenticate cannot enumerate accounts.
 * Wrong passwords count towards a per-user lockout (store.ts). Account
 * integrity (docs/security.md): a reset by session needs a recent factor,
 * every reset ends the user's other sessions, and a password set before any
 * email of the account was proven must be reset once one is (index.ts).
 */

const DEFAULT_RESET_EXPIRATION_MINUTES = 30;

const passwordSchema = z.string().min(1).max(1024);

const credentialsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  session_duration_minutes: sessionDurationSchema,
});

const resetStartSchema = z.object({
  email: emailSchema,
  login_redirect_url: z.string().optional(),
  reset_password_redirect_url: z.string().optional(),
  reset_password_expiration_minutes: z.int().min(5).max(10080).optional(),
  reset_password_template_id: z.string().optional(),
  locale: z.string().optional(),
  code_challenge: z.string().min(1).optional(),
});

const resetByEmailSchema = z.object({
  token: z.string().min(1),
  password: passwordSchema,
  code_verifier: z.string().min(1).optional(),
  session_duration_minutes: sessionDurationSchema,
});

const resetByExistingSchema = z.object({
  email: emailSchema,
  existing_password: passwordSchema,
  new_password: passwordSchema,
  session_duration_minutes: sessionDurationSchema,
});

const resetBySessionSchema = z.object({ password: passwordSchema, session_duration_minutes: sessionDurationSchema });

/** Wrong email or wrong password: one error for both. */
const wrongCredentials = (): Error =>
  apiError(401, 'unauthorized_credentials', 'The email address or the password is not correct.');

/** What zxcvbn weighs a password against: the email and the user's names. */
function userInputs(email: string | undefined, user: ReadonlyUser | undefined): string[] {
  const name = user?.name;
  return [email, email?.split('@')[0], name?.first_name, name?.middle_name, name?.last_name].filter(
    (input): input is string => Boolean(input),
  );
}

/** Refuses a new password that the strength check would not call valid; hashes it otherwise. */
async function acceptNewPassword(
  deps: EmulatorDeps,
  password: string,
  email: string | undefined,
  user: ReadonlyUser | undefined,
): Promise<PasswordHash> {
  const strength = checkStrength(deps.config.passwordPolicy, password, userInputs(email, user));
  if (strength.breached_password) throw PasswordErrors.breached();
  if (!strength.valid_password) throw PasswordErrors.weak();
  return hashPassword(password);
}

/**
 * Checks an email and password; throws the provider's error for a wrong
 * pair or a locked account and, to log in, for a password that must be
 * reset or is breached (to replace it, those are the reason to). A client
 * past its limit of wrong passwords is refused first (429), so its guesses
 * neither cost a hash nor count towards the lockout of the account tried
 * (docs/architecture.md, "Attempt limits").
 */
async function checkCredentials(
  c: EmulatorContext,
  deps: EmulatorDeps,
  email: string,
  password: string,
  purpose: 'login' | 'replace',
): Promise<ReadonlyUser> {
  const client = clientAddress(c, deps);
  refuseThrottledClient(deps, 'password', client);
  const user = findUserByEmail(deps, email);
  const record = user ? passwordOf(deps, user.user_id) : undefined;
  if (user && isLockedOut(deps, user.user_id)) throw Errors.lockLimitReached();
  const matches = await verifyPassword(record, password);
  if (!user || !record || !matches) {
    countClientFailure(deps, 'password', client);
    if (user && record && recordFailure(deps, user.user_id)) throw Errors.lockLimitReached();
    throw wrongCredentials();
  }
  if (purpose === 'login' && passwordOf(deps, user.user_id)?.requiresReset) throw PasswordErrors.mustReset();
  if (purpose === 'login' && isBreached(password)) throw PasswordErrors.breached();
  clearFailures(deps, user.user_id);
  return user;
}

/** How recent a session's factor must be to set a new password by session (docs/security.md). */
const SESSION_RESET_RECENCY_SECONDS = 5 * 60;

/**
 * Whether the session holds a password, email magic-link or email passcode
 * factor authenticated within the last five minutes: a stolen old session
 * alone cannot replace the password.
 */
function hasRecentResetFactor(deps: EmulatorDeps, session: ReadonlySession): boolean {
  const now = deps.clock.nowMs();
  return session.authentication_factors.some((factor) => {
    const counts =
      factor.type === 'password' ||
      (factor.type === 'magic_link' && factor.delivery_method === 'email') ||
      (factor.type === 'otp' && factor.delivery_method === 'email');
    const at = Date.parse(factor.last_authenticated_at);
    return counts && Number.isFinite(at) && now - at <= SESSION_RESET_RECENCY_SECONDS * 1000;
  });
}

function knowledgeFactor(deps: EmulatorDeps): AuthenticationFactor {
  return { type: 'password', delivery_method: 'knowledge', last_authenticated_at: deps.clock.iso() };
}

async function answer(
  c: EmulatorContext,
  deps: EmulatorDeps,
  user: ReadonlyUser,
  factor: AuthenticationFactor,
  durationMinutes: number | undefined,
  extras: Record<string, unknown> = {},
): Promise<Response> {
  const issued = startSession(c, deps, { user, factor, durationMinutes });
  return ok(c, await authenticatePayload(deps, user, issued, extras));
}

/**
 * A reset's answer: the session it returns (new, or the caller's own joined)
 * stays, and every other session of the user ends (docs/security.md).
 */
async function answerReset(
  c: EmulatorContext,
  deps: EmulatorDeps,
  user: ReadonlyUser,
  factor: AuthenticationFactor,
  durationMinutes: number | undefined,
): Promise<Response> {
  const issued = startSession(c, deps, { user, factor, durationMinutes });
  revokeOtherSessions(deps, user.user_id, issued.session.session_id);
  return ok(c, await authenticatePayload(deps, user, issued));
}

function sendResetEmail(deps: EmulatorDeps, user: ReadonlyUser, body: z.output<typeof resetStartSchema>): void {
  const { config, clock, store } = deps;
  const email = user.emails.find((e) => e.email === body.email);
  if (!email) throw Errors.emailNotFound();
  const seconds = (body.reset_password_expiration_minutes ?? DEFAULT_RESET_EXPIRATION_MINUTES) * 60;
  const token = newSecretToken();
  const digest = secretDigest(store.dataKey, token);
  store.of(PASSWORD_RESETS).insert({
    tokenDigest: digest,
    userId: user.user_id,
    emailId: email.email_id,
    expiresAt: clock.isoIn(seconds),
    codeChallenge: body.code_challenge ?? null,
  });
  const link = tokenUrl(body.reset_password_redirect_url ?? config.defaultResetPasswordRedirectUrl, 'reset_password', token);
  const text = emailTexts(body.locale);
  const lines = [text('passwordReset.intro', { projectName: config.projectName }), '', link, ''];
  if (body.login_redirect_url) {
    // A magic-link token under the `login` type: the reset page logs in with it at once.
    const loginToken = mintMagicLinkToken(deps, {
      user,
      email,
      kind: 'login',
      seconds,
      codeChallenge: body.code_challenge ?? null,
    });
    lines.push(text('passwordReset.loginInstead'), '', tokenUrl(body.login_redirect_url, 'login', loginToken), '');
  }
  lines.push(text('passwordReset.expiry', { duration: text.duration(seconds) }));
  deliver(deps, { channel: 'email', to: email.email, subject: text('passwordReset.subject'), body: lines.join('\n'), link });
}

export function passwordRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  // Not `config`: PATCH /_emulator/config replaces `deps.config`, so each request reads it anew.
  const { store, clock } = deps;
  const resets = store.of(PASSWORD_RESETS);

  routes.post('/passwords', async (c) => {
    const body = await parseBody(c, credentialsSchema);
    const hashed = await acceptNewPassword(deps, body.password, body.email, undefined);
    // Checked after the hash (which awaits), so two creates for one email cannot both pass.
    if (findUserByEmail(deps, body.email)) throw Errors.duplicateEmail();
    const user = createUser(deps, { email: body.email });
    // Nobody has proven this address yet: a later proof of it requires a reset (docs/security.md).
    storePassword(deps, user, hashed);
    const emailId = user.emails[0]!.email_id;
    return answer(c, deps, user, knowledgeFactor(deps), body.session_duration_minutes, { email_id: emailId });
  });

  routes.post('/passwords/authenticate', async (c) => {
    const body = await parseBody(c, credentialsSchema);
    const user = await checkCredentials(c, deps, body.email, body.password, 'login');
    return answer(c, deps, user, knowledgeFactor(deps), body.session_duration_minutes);
  });

  routes.post('/passwords/strength_check', async (c) => {
    const body = await parseBody(c, z.object({ email: emailSchema.optional(), password: passwordSchema }));
    const user = body.email ? findUserByEmail(deps, body.email) : undefined;
    return ok(c, checkStrength(deps.config.passwordPolicy, body.password, userInputs(body.email, user)));
  });

  routes.post('/passwords/email/reset/start', async (c) => {
    const body = await parseBody(c, resetStartSchema);
    checkRedirectUrls(deps.config, {
      login_redirect_url: body.login_redirect_url,
      reset_password_redirect_url: body.reset_password_redirect_url,
    });
    if (deps.config.pkce.passwordResets && !body.code_challenge) throw Errors.missingPkce();
    const user = findUserByEmail(deps, body.email);
    if (!user) throw Errors.emailNotFound();
    admitSend(deps, body.email);
    sendResetEmail(deps, user, body);
    return ok(c, {});
  });

  routes.post('/passwords/email/reset', async (c) => {
    const body = await parseBody(c, resetByEmailSchema);
    const digest = secretDigest(store.dataKey, body.token);
    const record = resets.get(digest);
    if (!record || !digestsEqual(record.tokenDigest, digest)) throw PasswordErrors.resetTokenUnusable();
    if (clock.isPast(record.expiresAt)) {
      resets.delete(digest);
      throw PasswordErrors.resetTokenUnusable();
    }
    checkPkceVerifier(store.dataKey, record.codeChallenge, body.code_verifier);
    const user = findUserById(deps, record.userId);
    const email = user?.emails.find((e) => e.email_id === record.emailId);
    if (!user || !email) {
      resets.delete(digest);
      throw PasswordErrors.resetTokenUnusable();
    }
    // A weak or breached choice leaves the token usable for a better one.
    const hashed = await acceptNewPassword(deps, body.password, email.email, user);
    // Single use, also against a second reset that raced this one through the hash.
    if (!resets.delete(digest)) throw PasswordErrors.resetTokenUnusable();
    // The link proved the address: verified first, so the new password counts as set after proof.
    verifyFactor(deps, user.user_id, email.email_id, callerSessionIdFor(c, user.user_id));
    storePassword(deps, user, hashed);
    const factor: AuthenticationFactor = {
      type: 'password',
      delivery_method: 'email',
      last_authenticated_at: clock.iso(),
      email_factor: { email_id: email.email_id, email_address: email.email },
    };
    return answerReset(c, deps, user, factor, body.session_duration_minutes);
  });

  routes.post('/passwords/existing_password/reset', async (c) => {
    const body = await parseBody(c, resetByExistingSchema);
    const found = findUserByEmail(deps, body.email);
    if (found && !passwordOf(deps, found.user_id)) throw PasswordErrors.noUserPassword();
    const user = await checkCredentials(c, deps, body.email, body.existing_password, 'replace');
    const hashed = await acceptNewPassword(deps, body.new_password, body.email, user);
    storePassword(deps, user, hashed);
    return answerReset(c, deps, user, knowledgeFactor(deps), body.session_duration_minutes);
  });

  routes.post('/passwords/session/reset', async (c) => {
    const { user, session } = requireSession(c);
    const body = await parseBody(c, resetBySessionSchema);
    if (!hasRecentResetFactor(deps, session)) throw PasswordErrors.sessionTooOld();
    const hashed = await acceptNewPassword(deps, body.password, user.emails[0]?.email, user);
    storePassword(deps, user, hashed);
    return answerReset(c, deps, user, knowledgeFactor(deps), body.session_duration_minutes);
  });

  return routes;
}
