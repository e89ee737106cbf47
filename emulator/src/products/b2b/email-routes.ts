import { Hono } from 'hono';
import { z } from 'zod';
import { clientAddress } from '../../client-address';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { apiError, Errors } from '../../errors';
import { newSecretToken } from '../../ids';
import { admitSend, deliver, emailTexts } from '../../kernel';
import { checkPkceVerifier } from '../../pkce';
import { checkRedirectUrls } from '../../redirect-urls';
import { secretDigest } from '../../secrets';
import { tokenUrl } from '../../token-url';
import { emailSchema, metadataSchema, otpCodeSchema, parseBody, sessionDurationSchema } from '../../validation';
import { discoverOrganizations } from './discovery';
import { B2BErrors } from './errors';
import { allowsMethod, enterOrganization, memberForSignIn, restrictedByAuthMethods } from './join';
import { authorize, requireMember, startIntermediateSession } from './member-sessions';
import { redeemCode, storeCode } from './passcodes';
import { createMember, findOrganization, memberByEmail, type ReadonlyOrganization } from './organizations';
import { redirectDiscoveryFields, redirectSignInFields } from './redirect-token-bodies';
import { toWireMember, toWireOrganization } from './wire';
import { B2B_MAGIC_LINKS, type B2BMagicLinkKind, type PrimaryEmailMethod } from './records';

/**
 * Organization sign-in and discovery by email: passcodes
 * (`b2b/otps/email/…`) and magic links (`b2b/magic_links/…`). Codes and
 * tokens are stored as keyed digests, compared in constant time, single use
 * and expiring. A sign-in to an organization is refused at the send when the
 * address could not enter it (no member, no JIT rule that admits it, the
 * method not allowed), so nothing is sent; a member that JIT provisioning
 * would create is created only when the code or link comes back, i.e. once
 * the address is proven. Wrong passcodes count per address (across
 * organizations and discovery) and per client address, as the consumer
 * passcodes do (docs/architecture.md, "Attempt limits").
 */

const OTP_DEFAULT_MINUTES = 5;
const LINK_DEFAULT_MINUTES = 30;
const DISCOVERY = 'discovery';

const common = {
  login_template_id: z.string().optional(),
  signup_template_id: z.string().optional(),
  locale: z.string().optional(),
  dfp_telemetry_id: z.string().optional(),
  captcha_token: z.string().optional(),
};

const otpLoginSchema = z.object({
  ...common,
  organization_id: z.string().min(1),
  email_address: emailSchema,
  login_expiration_minutes: z.int().min(1).max(10).optional(),
  signup_expiration_minutes: z.int().min(1).max(10).optional(),
});
const otpDiscoverySendSchema = z.object({
  ...common,
  email_address: emailSchema,
  discovery_expiration_minutes: z.int().min(1).max(10).optional(),
});
const otpAuthenticateSchema = z.object({
  code: otpCodeSchema,
  email_address: emailSchema,
  organization_id: z.string().min(1),
  session_duration_minutes: sessionDurationSchema,
  intermediate_session_token: z.string().optional(),
  locale: z.string().optional(),
  dfp_telemetry_id: z.string().optional(),
  captcha_token: z.string().optional(),
});
const otpDiscoveryAuthenticateSchema = z.object({
  code: otpCodeSchema,
  email_address: emailSchema,
  dfp_telemetry_id: z.string().optional(),
  captcha_token: z.string().optional(),
});

const linkLoginSchema = z.object({
  ...common,
  organization_id: z.string().min(1),
  email_address: emailSchema,
  login_redirect_url: z.string().optional(),
  signup_redirect_url: z.string().optional(),
  login_expiration_minutes: z.int().min(5).max(10080).optional(),
  signup_expiration_minutes: z.int().min(5).max(10080).optional(),
  pkce_code_challenge: z.string().min(1).optional(),
});
const inviteSchema = z.object({
  email_address: emailSchema,
  invite_redirect_url: z.string().optional(),
  invite_template_id: z.string().optional(),
  name: z.string().max(255).optional(),
  untrusted_metadata: metadataSchema.optional(),
  locale: z.string().optional(),
  roles: z.array(z.string().min(1)).optional(),
  invite_expiration_minutes: z.int().min(5).max(10080).optional(),
});

/** The provider's invite links last a week unless the request says otherwise. */
const INVITE_DEFAULT_MINUTES = 7 * 24 * 60;

const linkDiscoverySendSchema = z.object({
  ...common,
  email_address: emailSchema,
  discovery_redirect_url: z.string().optional(),
  discovery_expiration_minutes: z.int().min(5).max(10080).optional(),
  pkce_code_challenge: z.string().min(1).optional(),
});
const linkAuthenticateSchema = z.object({ magic_links_token: z.string().min(1), ...redirectSignInFields });
const linkDiscoveryAuthenticateSchema = z.object({ discovery_magic_links_token: z.string().min(1), ...redirectDiscoveryFields });

function otpKey(scope: string, email: string): string {
  return `${scope}:${email}`;
}

/** Refuses before anything is sent: the address must be able to enter the organization by this method. */
function checkCanEnter(deps: EmulatorDeps, organizationId: string, email: string, method: PrimaryEmailMethod): ReadonlyOrganization {
  const organization = findOrganization(deps, organizationId);
  if (!organization) throw B2BErrors.organizationNotFound();
  const member = memberForSignIn(deps, organization, email);
  if (!member && !allowsMethod(organization, method)) throw restrictedByAuthMethods();
  return organization;
}

export function emailRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { clock, config } = deps;
  const links = deps.store.of(B2B_MAGIC_LINKS);

  /** `locale`: the request's, for the language of the email. */
  function sendCode(
    email: string,
    organization: ReadonlyOrganization | null,
    minutes: number | undefined,
    locale: string | undefined,
  ): void {
    admitSend(deps, email);
    const seconds = config.otpExpirationSecondsOverride ?? (minutes ?? OTP_DEFAULT_MINUTES) * 60;
    const scope = organization?.organization_id ?? DISCOVERY;
    const code = storeCode(deps, { key: otpKey(scope, email), email, organizationId: organization?.organization_id ?? null }, seconds);
    const text = emailTexts(locale);
    const duration = text.duration(seconds);
    deliver(deps, {
      channel: 'email',
      to: email,
      subject: text('b2b.otp.subject', { projectName: config.projectName }),
      body: organization
        ? text('b2b.otp.organizationBody', { organizationName: organization.organization_name, code, duration })
        : text('b2b.otp.body', { code, duration }),
      code,
    });
  }

  function sendLink(
    kind: B2BMagicLinkKind,
    email: string,
    organization: ReadonlyOrganization | null,
    url: string,
    minutes: number,
    codeChallenge: string | undefined,
    locale: string | undefined,
  ): void {
    admitSend(deps, email);
    const token = newSecretToken();
    const seconds = config.magicLinkExpirationSecondsOverride ?? minutes * 60;
    links.insert({
      tokenDigest: secretDigest(deps.store.dataKey, token),
      kind,
      email,
      organizationId: organization?.organization_id ?? null,
      expiresAt: clock.isoIn(seconds),
      codeChallenge: codeChallenge ?? null,
    });
    const link = tokenUrl(url, kind, token);
    const text = emailTexts(locale);
    deliver(deps, {
      channel: 'email',
      to: email,
      subject: text('b2b.magicLink.subject', { projectName: config.projectName }),
      body: [
        text('b2b.magicLink.body', { name: organization?.organization_name ?? config.projectName, link }),
        text('b2b.magicLink.expiry', { duration: text.duration(seconds) }),
      ].join('\n'),
      link,
    });
  }

  /** Redeems a link of `kind`: single use (deleted on sight), expiring, PKCE-checked. */
  function redeemLink(kind: B2BMagicLinkKind, token: string, verifier: string | undefined) {
    const digest = secretDigest(deps.store.dataKey, token);
    const record = links.get(digest);
    if (!record || record.kind !== kind || clock.isPast(record.expiresAt)) {
      if (record && clock.isPast(record.expiresAt)) links.delete(digest);
      throw B2BErrors.unusableMagicLink();
    }
    // A PKCE mismatch leaves the link usable (pkce.ts): the client may retry with its other verifier.
    checkPkceVerifier(deps.store.dataKey, record.codeChallenge, verifier);
    links.delete(digest);
    return record;
  }

  /** `method_id`: the id of the member's email, which its email factor names too. */
  function methodIdOf(organizationId: string, email: string): string {
    return memberByEmail(deps, organizationId, email)?.emailId ?? '';
  }

  function requirePkce(challenge: string | undefined): void {
    if (config.pkce.emailMagicLinks && !challenge) throw Errors.missingPkce();
  }

  // ---- passcodes ----

  routes.post('/b2b/otps/email/login_or_signup', async (c) => {
    const body = await parseBody(c, otpLoginSchema);
    const organization = checkCanEnter(deps, body.organization_id, body.email_address, 'email_otp');
    const signup = !memberByEmail(deps, organization.organization_id, body.email_address);
    sendCode(body.email_address, organization, signup ? body.signup_expiration_minutes : body.login_expiration_minutes, body.locale);
    return ok(c, {});
  });

  routes.post('/b2b/otps/email/authenticate', async (c) => {
    const body = await parseBody(c, otpAuthenticateSchema, { code: Errors.invalidCode });
    redeemCode(deps, clientAddress(c, deps), otpKey(body.organization_id, body.email_address), body.code);
    const proof = { email: body.email_address, method: 'email_otp' as const, at: clock.iso() };
    const payload = await enterOrganization(c, deps, body.organization_id, proof, body.session_duration_minutes);
    return ok(c, { ...payload, method_id: methodIdOf(body.organization_id, body.email_address) });
  });

  routes.post('/b2b/otps/email/discovery/send', async (c) => {
    const body = await parseBody(c, otpDiscoverySendSchema);
    sendCode(body.email_address, null, body.discovery_expiration_minutes, body.locale);
    return ok(c, {});
  });

  routes.post('/b2b/otps/email/discovery/authenticate', async (c) => {
    const body = await parseBody(c, otpDiscoveryAuthenticateSchema, { code: Errors.invalidCode });
    redeemCode(deps, clientAddress(c, deps), otpKey(DISCOVERY, body.email_address), body.code);
    const at = clock.iso();
    return ok(c, {
      intermediate_session_token: startIntermediateSession(deps, body.email_address, 'email_otp', at),
      email_address: body.email_address,
      discovered_organizations: discoverOrganizations(deps, body.email_address, 'email_otp'),
    });
  });

  // ---- magic links ----

  routes.post('/b2b/magic_links/email/login_or_signup', async (c) => {
    const body = await parseBody(c, linkLoginSchema);
    checkRedirectUrls(config, { login_redirect_url: body.login_redirect_url, signup_redirect_url: body.signup_redirect_url });
    requirePkce(body.pkce_code_challenge);
    const organization = checkCanEnter(deps, body.organization_id, body.email_address, 'magic_link');
    const signup = !memberByEmail(deps, organization.organization_id, body.email_address);
    const url = (signup ? body.signup_redirect_url : body.login_redirect_url) ?? config.defaultRedirectUrl;
    const minutes = (signup ? body.signup_expiration_minutes : body.login_expiration_minutes) ?? LINK_DEFAULT_MINUTES;
    sendLink('multi_tenant_magic_links', body.email_address, organization, url, minutes, body.pkce_code_challenge, body.locale);
    return ok(c, {});
  });

  /**
   * An admin invites an address: the member exists at once with status
   * `invited` and its address unverified, and joins (active, verified) only
   * when the emailed link comes back through `b2b/magic_links/authenticate`.
   */
  routes.post('/b2b/magic_links/email/invite', async (c) => {
    const caller = requireMember(c, deps);
    const body = await parseBody(c, inviteSchema);
    authorize(deps, caller, 'stytch.member', 'create');
    if (body.roles !== undefined) authorize(deps, caller, 'stytch.member', 'update.settings.roles');
    checkRedirectUrls(config, { invite_redirect_url: body.invite_redirect_url });
    const organization = caller.organization;
    if (organization.email_invites === 'NOT_ALLOWED') {
      throw apiError(403, 'unauthorized_action', 'The organization does not allow email invites (email_invites is NOT_ALLOWED).');
    }
    const existing = memberByEmail(deps, organization.organization_id, body.email_address);
    if (existing && existing.status !== 'invited') throw B2BErrors.duplicateMemberEmail();
    const member =
      existing ??
      createMember(deps, organization, {
        email: body.email_address,
        status: 'invited',
        emailVerified: false,
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.untrusted_metadata === undefined ? {} : { untrustedMetadata: body.untrusted_metadata }),
        ...(body.roles === undefined ? {} : { roles: body.roles }),
      });
    const url = body.invite_redirect_url ?? config.defaultRedirectUrl;
    const minutes = body.invite_expiration_minutes ?? INVITE_DEFAULT_MINUTES;
    sendLink('multi_tenant_magic_links', body.email_address, organization, url, minutes, undefined, body.locale);
    return ok(c, {
      member_id: member.member_id,
      member: toWireMember(member, organization),
      organization: toWireOrganization(organization),
    });
  });

  routes.post('/b2b/magic_links/email/discovery/send', async (c) => {
    const body = await parseBody(c, linkDiscoverySendSchema);
    checkRedirectUrls(config, { discovery_redirect_url: body.discovery_redirect_url });
    requirePkce(body.pkce_code_challenge);
    const url = body.discovery_redirect_url ?? config.defaultRedirectUrl;
    const minutes = body.discovery_expiration_minutes ?? LINK_DEFAULT_MINUTES;
    sendLink('discovery', body.email_address, null, url, minutes, body.pkce_code_challenge, body.locale);
    return ok(c, {});
  });

  routes.post('/b2b/magic_links/authenticate', async (c) => {
    const body = await parseBody(c, linkAuthenticateSchema);
    const record = redeemLink('multi_tenant_magic_links', body.magic_links_token, body.pkce_code_verifier);
    const proof = { email: record.email, method: 'magic_link' as const, at: clock.iso() };
    const organizationId = record.organizationId ?? '';
    const payload = await enterOrganization(c, deps, organizationId, proof, body.session_duration_minutes);
    return ok(c, { ...payload, method_id: methodIdOf(organizationId, record.email) });
  });

  routes.post('/b2b/magic_links/discovery/authenticate', async (c) => {
    const body = await parseBody(c, linkDiscoveryAuthenticateSchema);
    const record = redeemLink('discovery', body.discovery_magic_links_token, body.pkce_code_verifier);
    return ok(c, {
      intermediate_session_token: startIntermediateSession(deps, record.email, 'magic_link', clock.iso()),
      email_address: record.email,
      discovered_organizations: discoverOrganizations(deps, record.email, 'magic_link'),
    });
  });

  return routes;
}
