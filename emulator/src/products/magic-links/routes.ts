import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthenticationFactor, Email } from '../../../../protocol';
import { requireSession } from '../../auth';
import { ok, type EmulatorContext, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { Errors } from '../../errors';
import { newId, newSecretToken } from '../../ids';
import { tokenUrl } from '../../token-url';
import { checkRedirectUrls } from '../../redirect-urls';
import { checkPkceVerifier } from '../../pkce';
import { digestsEqual, secretDigest } from '../../secrets';
import type { DeepReadonly } from '../../store/readonly';
import { emailSchema, parseBody, sessionDurationSchema } from '../../validation';
import {
  addEmail,
  admitSend,
  authenticatePayload,
  callerSessionIdFor,
  createUser,
  deliver,
  emailTexts,
  findUserByEmail,
  findUserById,
  startSession,
  verifyFactor,
  type ReadonlyUser,
} from '../../kernel';
import { MagicLinkErrors } from './errors';
import { MAGIC_LINKS, type MagicLinkRecord } from './records';

/**
 * Email magic links (docs/protocol.md §7.1). Only a digest of each token is stored;
 * a token is single use, expires, and may be bound to a PKCE challenge.
 */

const DEFAULT_EXPIRATION_MINUTES = 30;

const sendSchema = z.object({
  email: emailSchema,
  login_magic_link_url: z.string().optional(),
  signup_magic_link_url: z.string().optional(),
  // The login URL may also come as `login_redirect_url`; accept both (docs/behaviour.md §10).
  login_redirect_url: z.string().optional(),
  signup_redirect_url: z.string().optional(),
  login_expiration_minutes: z.int().min(5).max(10080).optional(),
  signup_expiration_minutes: z.int().min(5).max(10080).optional(),
  login_template_id: z.string().optional(),
  signup_template_id: z.string().optional(),
  locale: z.string().optional(),
  code_challenge: z.string().min(1).optional(),
  create_user_as_pending: z.boolean().optional(),
});
type SendBody = z.output<typeof sendSchema>;

/**
 * Reads a send body and checks its redirect URLs against the project's list
 * before anything is created or sent.
 */
async function readSendBody(c: EmulatorContext, deps: EmulatorDeps): Promise<SendBody> {
  const body = await parseBody(c, sendSchema);
  const { login_magic_link_url, signup_magic_link_url, login_redirect_url, signup_redirect_url } = body;
  checkRedirectUrls(deps.config, { login_magic_link_url, signup_magic_link_url, login_redirect_url, signup_redirect_url });
  return body;
}

const authenticateSchema = z.object({
  token: z.string().min(1),
  code_verifier: z.string().min(1).optional(),
  session_duration_minutes: sessionDurationSchema,
});

/** A magic-link URL: the token appended to `base` (token-url.ts). */
export function magicLinkUrl(base: string, token: string): string {
  return tokenUrl(base, 'magic_links', token);
}

/**
 * Stores a new magic-link token for the user's email and returns it. The
 * password product mints one too, for the "log in without a password" link
 * of its reset email (`stytch_token_type=login`).
 */
export function mintMagicLinkToken(
  deps: EmulatorDeps,
  input: {
    user: ReadonlyUser;
    email: DeepReadonly<Email>;
    kind: MagicLinkRecord['kind'];
    seconds: number;
    codeChallenge: string | null;
    /** True when `email` is not on the account yet (a secondary send). */
    pending?: boolean;
  },
): string {
  const token = newSecretToken();
  const digest = secretDigest(deps.store.dataKey, token);
  deps.store.of(MAGIC_LINKS).insert({
    tokenDigest: digest,
    userId: input.user.user_id,
    emailId: input.email.email_id,
    kind: input.kind,
    expiresAt: deps.clock.isoIn(input.seconds),
    codeChallenge: input.codeChallenge,
    ...(input.pending ? { pendingAddress: input.email.email } : {}),
  });
  return token;
}

function issueLink(
  deps: EmulatorDeps,
  body: SendBody,
  user: ReadonlyUser,
  email: DeepReadonly<Email>,
  kind: MagicLinkRecord['kind'],
  pending = false,
): void {
  const { config } = deps;
  const minutes =
    (kind === 'login' ? body.login_expiration_minutes : body.signup_expiration_minutes) ?? DEFAULT_EXPIRATION_MINUTES;
  const seconds = config.magicLinkExpirationSecondsOverride ?? minutes * 60;
  const token = mintMagicLinkToken(deps, {
    user,
    email,
    kind,
    seconds,
    codeChallenge: body.code_challenge ?? null,
    pending,
  });
  const base =
    (kind === 'login'
      ? (body.login_magic_link_url ?? body.login_redirect_url)
      : (body.signup_magic_link_url ?? body.signup_redirect_url)) ?? config.defaultRedirectUrl;
  const link = magicLinkUrl(base, token);
  const text = emailTexts(body.locale);
  deliver(deps, {
    channel: 'email',
    to: email.email,
    subject: text(kind === 'login' ? 'magicLink.login.subject' : 'magicLink.signup.subject'),
    body: [
      text(kind === 'login' ? 'magicLink.login.intro' : 'magicLink.signup.intro', { projectName: config.projectName }),
      '',
      link,
      '',
      text('magicLink.expiry', { duration: text.duration(seconds) }),
    ].join('\n'),
    link,
  });
}

/**
 * The entry a pending secondary address will get: the id of an earlier
 * pending link for it, else a new one. Not on the user until proven.
 */
function pendingEmail(deps: EmulatorDeps, user: ReadonlyUser, address: string): Email {
  const normalized = address.toLowerCase();
  const earlier = deps.store
    .of(MAGIC_LINKS)
    .values()
    .find((link) => link.userId === user.user_id && link.pendingAddress === normalized);
  return { email_id: earlier?.emailId ?? newId('email'), email: normalized, verified: false };
}

function checkPkceRequest(deps: EmulatorDeps, body: SendBody): void {
  if (deps.config.pkce.emailMagicLinks && !body.code_challenge) throw Errors.missingPkce();
}

/** A pending (never verified) user gets the sign-up wording again. */
function kindFor(user: ReadonlyUser, created: boolean): MagicLinkRecord['kind'] {
  return created || user.status === 'pending' ? 'signup' : 'login';
}

export function magicLinkRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;
  const links = store.of(MAGIC_LINKS);

  routes.post('/magic_links/email/login_or_create', async (c) => {
    const body = await readSendBody(c, deps);
    checkPkceRequest(deps, body);
    admitSend(deps, body.email);
    let user = findUserByEmail(deps, body.email);
    const created = !user;
    user ??= createUser(deps, {
      email: body.email,
      status: body.create_user_as_pending ? 'pending' : 'active',
    });
    const email = addEmail(deps, user, body.email);
    issueLink(deps, body, user, email, kindFor(user, created));
    // Per the provider's privacy rules, SDK login_or_create answers omit user_id.
    return ok(c, { email_id: email.email_id, user_created: created });
  });

  routes.post('/magic_links/email/send/primary', async (c) => {
    const body = await readSendBody(c, deps);
    checkPkceRequest(deps, body);
    const user = findUserByEmail(deps, body.email);
    if (!user) throw Errors.emailNotFound();
    admitSend(deps, body.email);
    const email = addEmail(deps, user, body.email);
    issueLink(deps, body, user, email, kindFor(user, false));
    return ok(c, { email_id: email.email_id });
  });

  routes.post('/magic_links/email/send/secondary', async (c) => {
    const { user } = requireSession(c);
    const body = await readSendBody(c, deps);
    checkPkceRequest(deps, body);
    const owner = findUserByEmail(deps, body.email);
    if (owner && owner.user_id !== user.user_id) throw Errors.duplicateEmail();
    admitSend(deps, body.email);
    // A new address joins the account only once its link comes back (docs/security.md).
    const held = user.emails.find((e) => e.email === body.email.toLowerCase());
    const email = held ?? pendingEmail(deps, user, body.email);
    issueLink(deps, body, user, email, 'login', !held);
    return ok(c, { user_id: user.user_id, email_id: email.email_id });
  });

  routes.post('/magic_links/authenticate', async (c) => {
    const body = await parseBody(c, authenticateSchema);
    const digest = secretDigest(store.dataKey, body.token);
    const record = links.get(digest);
    if (!record || !digestsEqual(record.tokenDigest, digest)) throw MagicLinkErrors.unusable();
    if (clock.isPast(record.expiresAt)) {
      links.delete(digest);
      throw MagicLinkErrors.unusable();
    }
    checkPkceVerifier(store.dataKey, record.codeChallenge, body.code_verifier);
    links.delete(digest);
    let user = findUserById(deps, record.userId);
    if (user && record.pendingAddress !== undefined) {
      // The link proved a pending address: it joins the account now, unless someone else proved it first.
      const owner = findUserByEmail(deps, record.pendingAddress);
      if (owner && owner.user_id !== user.user_id) throw Errors.duplicateEmail();
      addEmail(deps, user, record.pendingAddress, record.emailId);
      user = findUserById(deps, user.user_id);
    }
    const email = user?.emails.find((e) => e.email_id === record.emailId);
    if (!user || !email) throw MagicLinkErrors.unusable();
    verifyFactor(deps, user.user_id, email.email_id, callerSessionIdFor(c, user.user_id));
    // Read again: the proof changed the user (verified address, maybe a password to reset).
    user = findUserById(deps, user.user_id) ?? user;
    const factor: AuthenticationFactor = {
      type: 'magic_link',
      delivery_method: 'email',
      last_authenticated_at: clock.iso(),
      email_factor: { email_id: email.email_id, email_address: email.email },
    };
    const issued = startSession(c, deps, { user, factor, durationMinutes: body.session_duration_minutes });
    return ok(c, await authenticatePayload(deps, user, issued, { method_id: email.email_id }));
  });
  return routes;
}
