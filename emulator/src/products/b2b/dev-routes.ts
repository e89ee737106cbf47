import { emulatorBaseUrl } from '../../base-url';
import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { emailSchema, metadataSchema, parseBody, phoneSchema, sessionDurationSchema } from '../../validation';
import { B2BErrors } from './errors';
import { mintMemberImpersonationToken } from './impersonation-routes';
import { b2bOAuthJwks } from './oauth-routes';
import { emailFactor, memberSessionPayload, startMemberSession } from './member-sessions';
import { createMember, createOrganization, findMember, findOrganization, updateMember, type ReadonlyMember } from './organizations';
import { organizationUpdateSchema } from './organization-routes';
import { currentMemberTotpSecret } from './totp-routes';
import { storePassword } from './password-routes';
import { hashPassword } from '../../password-policy/hashing';
import { toWireMember, toWireOrganization } from './wire';
import { totpCode } from '../../totp';
import { createOidcConnection, createSamlConnection, parseCertificate, toWireConnection } from './sso/connections';
import { discoverEndpoints } from './sso/oidc';

/**
 * `POST /_emulator/organizations`: an organization with its members in one
 * call, for tests that start from a known tenant (docs/testing.md). Settings
 * are the organization fields of `b2b/organizations/me`; a member's `roles`
 * are direct assignments (`stytch_admin` for an admin), its status `active`
 * unless said otherwise. Checked whole before anything is written: a bad
 * slug or a repeated member email creates nothing.
 */

export const devMemberSchema = z.strictObject({
  email_address: emailSchema,
  name: z.string().max(255).optional(),
  roles: z.array(z.string().min(1)).optional(),
  status: z.enum(['active', 'invited', 'pending']).optional(),
  /** Whether the address counts as proven; default true for an active member, false otherwise. */
  email_address_verified: z.boolean().optional(),
  is_breakglass: z.boolean().optional(),
  mfa_phone_number: phoneSchema.optional(),
  mfa_enrolled: z.boolean().optional(),
  /** Stored hashed, weak or breached alike (as the users seed's), so tests reach every path. */
  password: z.string().min(1).max(1024).optional(),
  untrusted_metadata: metadataSchema.optional(),
  trusted_metadata: metadataSchema.optional(),
});

/**
 * An SSO connection made with the organization (docs/architecture.md, "SSO"):
 * a SAML one with its identity provider's entity id, SSO URL and signing
 * certificate, or an OIDC one with its issuer and client (endpoints the seed
 * does not name are read from the issuer's discovery document).
 */
const devSamlConnectionSchema = z.strictObject({
  type: z.literal('saml'),
  display_name: z.string().max(200).optional(),
  identity_provider: z.string().max(100).optional(),
  idp_entity_id: z.string().min(1).max(2000),
  idp_sso_url: z.url({ protocol: /^https?$/ }),
  x509_certificate: z.string().min(1).max(20_000),
  attribute_mapping: z.record(z.string(), z.string()).optional(),
});
const devOidcConnectionSchema = z.strictObject({
  type: z.literal('oidc'),
  display_name: z.string().max(200).optional(),
  identity_provider: z.string().max(100).optional(),
  issuer: z.url({ protocol: /^https?$/ }),
  client_id: z.string().min(1).max(500),
  client_secret: z.string().min(1).max(2000),
  authorization_url: z.url().optional(),
  token_url: z.url().optional(),
  userinfo_url: z.url().optional(),
  jwks_url: z.url().optional(),
  custom_scopes: z.string().max(1000).optional(),
  attribute_mapping: z.record(z.string(), z.string()).optional(),
});

export const devOrganizationSchema = organizationUpdateSchema
  .extend({
    organization_name: z.string().min(1).max(128),
    trusted_metadata: metadataSchema.optional(),
    members: z.array(devMemberSchema).max(1000).default([]),
    sso_connections: z.array(z.discriminatedUnion('type', [devSamlConnectionSchema, devOidcConnectionSchema])).max(20).default([]),
  })
  .refine((body) => new Set(body.members.map((m) => m.email_address)).size === body.members.length, {
    message: 'Each member email may appear once.',
  })
  .refine(
    (body) => {
      const phones = body.members.flatMap((m) => (m.mfa_phone_number ? [m.mfa_phone_number] : []));
      return new Set(phones).size === phones.length;
    },
    { message: 'Each MFA phone number may appear once.' },
  );

/**
 * `POST /_emulator/member_sessions`: a member session without the UI, for a
 * browser test that starts signed in (docs/testing.md, "Signing in without
 * the UI"). It is what an email-passcode sign-in would give: the member's
 * address counts as proven (an invited or pending member becomes active),
 * the factor is an email passcode. A deleted member has none.
 */
export const devMemberSessionSchema = z.strictObject({
  member_id: z.string().min(1),
  session_duration_minutes: sessionDurationSchema,
});

/** `POST /_emulator/member_impersonation_tokens`: a B2B impersonation token for a member, as a dashboard would mint. */
export const devMemberImpersonationSchema = z.strictObject({
  member_id: z.string().min(1),
  impersonator_id: z.string().min(1).optional(),
  impersonator_email: z.string().min(1).optional(),
});

export function b2bDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.post('/member_sessions', async (c) => {
    const body = await parseBody(c, devMemberSessionSchema);
    const found = findMember(deps, body.member_id);
    const organization = found && findOrganization(deps, found.organization_id);
    if (!found || !organization || found.status === 'deleted') throw B2BErrors.memberNotFound();
    const member = updateMember(deps, found.member_id, (draft) => {
      draft.email_address_verified = true;
      if (draft.status !== 'active') draft.status = 'active';
    });
    const issued = startMemberSession(c, deps, {
      member,
      factor: emailFactor(member, 'email_otp', deps.clock.iso()),
      durationMinutes: body.session_duration_minutes,
    });
    return c.json(await memberSessionPayload(deps, issued, member, organization));
  });

  routes.post('/member_impersonation_tokens', async (c) => {
    const body = await parseBody(c, devMemberImpersonationSchema);
    const member = findMember(deps, body.member_id);
    if (!member || member.status === 'deleted') throw B2BErrors.memberNotFound();
    const token = mintMemberImpersonationToken(deps, member, {
      id: body.impersonator_id ?? 'emulator-support-agent',
      email: body.impersonator_email ?? `support@${deps.config.emailDomains[0] ?? 'portico.test'}`,
    });
    return c.json({ token });
  });

  // The public keys of the emulated B2B OAuth providers' ID tokens (`provider_values.id_token`).
  routes.get('/b2b/oauth/jwks.json', (c) => c.json(b2bOAuthJwks(deps), 200, { 'Cache-Control': 'no-store' }));

  // The current code of a member's TOTP, for browser tests that cannot run an authenticator app.
  routes.get('/members/:member_id/totp_code', (c) => {
    const secret = currentMemberTotpSecret(deps, c.req.param('member_id'));
    if (secret === undefined) throw B2BErrors.totpNotFound();
    return c.json({ code: totpCode(secret, deps.clock.nowMs()) });
  });

  routes.post('/organizations', async (c) => {
    const { members: seeds, organization_name, sso_connections: connectionSeeds, ...settings } = await parseBody(c, devOrganizationSchema);
    const { sso_default_connection_id: _connection, ...rest } = settings;
    // Hashing takes tens of milliseconds on the thread pool: done before anything is written
    // (as the users seed's `prepare`), within this dev call, which a reset waits for.
    const hashes = await Promise.all(seeds.map((seed) => (seed.password === undefined ? undefined : hashPassword(seed.password))));
    // Likewise the slow reads: an OIDC issuer's discovery document, and each certificate checked.
    const at = deps.clock.iso();
    for (const seed of connectionSeeds) if (seed.type === 'saml') parseCertificate(seed.x509_certificate, at);
    const endpoints = await Promise.all(
      connectionSeeds.map((seed) =>
        seed.type === 'oidc' && (!seed.authorization_url || !seed.token_url || !seed.jwks_url) ? discoverEndpoints(seed.issuer) : undefined,
      ),
    );
    // Checked and written in one synchronous step (docs/testing.md, "One emulator for a whole suite").
    const organization = createOrganization(deps, organization_name, rest);
    const members: ReadonlyMember[] = seeds.map((seed) =>
      createMember(deps, organization, {
        email: seed.email_address,
        ...(seed.name === undefined ? {} : { name: seed.name }),
        status: seed.status ?? 'active',
        emailVerified: seed.email_address_verified ?? (seed.status ?? 'active') === 'active',
        ...(seed.roles === undefined ? {} : { roles: seed.roles }),
        ...(seed.is_breakglass === undefined ? {} : { isBreakglass: seed.is_breakglass }),
        ...(seed.mfa_phone_number === undefined ? {} : { mfaPhoneNumber: seed.mfa_phone_number }),
        ...(seed.mfa_enrolled === undefined ? {} : { mfaEnrolled: seed.mfa_enrolled }),
        ...(seed.untrusted_metadata === undefined ? {} : { untrustedMetadata: seed.untrusted_metadata }),
        ...(seed.trusted_metadata === undefined ? {} : { trustedMetadata: seed.trusted_metadata }),
      }),
    );
    const connections = connectionSeeds.map(({ type: _type, ...seed }, i) =>
      'x509_certificate' in seed
        ? createSamlConnection(deps, organization.organization_id, seed)
        : createOidcConnection(deps, organization.organization_id, { ...endpoints[i], ...seed }),
    );
    const withPasswords = members.map((member, i) => {
      const hashed = hashes[i];
      return hashed === undefined ? member : storePassword(deps, member.member_id, hashed);
    });
    const origin = emulatorBaseUrl(deps, c);
    const current = findOrganization(deps, organization.organization_id) ?? organization;
    return c.json({
      organization: toWireOrganization(current),
      members: withPasswords.map((member) => toWireMember(member, current)),
      sso_connections: connections.map((connection) => toWireConnection(origin, connection)),
    });
  });
  return routes;
}
