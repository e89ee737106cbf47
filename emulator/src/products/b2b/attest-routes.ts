import { Hono } from 'hono';
import { z } from 'zod';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { Errors } from '../../errors';
import { secretDigest } from '../../secrets';
import { defineCollection } from '../../store/collection';
import { parseBody, sessionDurationSchema } from '../../validation';
import { B2BErrors } from './errors';
import { authenticatedPayload, liveMemberSession, memberCaller, startMemberSession } from './member-sessions';
import { findOrganization, memberByEmail } from './organizations';
import { TrustedAuthErrors, verifyTrustedToken } from './trusted-auth';

/**
 * `b2b/sessions/attest` (docs/architecture.md, "B2B"): a JWT from an
 * identity provider the project trusts (config `trustedAuthProfiles`) signs
 * a member in. The token is verified by its profile (trusted-auth.ts); its
 * mapped email names the member in the organization (the body's
 * `organization_id`, else the token's mapped organization claim, else the
 * session being added to); the member must exist: attestation proves an
 * identity, it admits nobody new. Each token id is accepted once, until the
 * token expires. The session gets the `trusted_auth_token` factor; a session
 * of the same member (the caller's, or the body's `session_token`) gains it.
 */

export interface AttestedTokenRecord {
  /** Digest of `<profile_id> <token id>`. */
  key: string;
  expiresAt: string;
}

export const B2B_ATTESTED_TOKENS = defineCollection<AttestedTokenRecord>()({
  name: 'b2b_attested_tokens',
  key: (token) => token.key,
  indexes: {},
  onUserDeleted: 'keep',
});

const attestSchema = z.object({
  profile_id: z.string().min(1),
  token: z.string().min(1).max(16384),
  organization_id: z.string().min(1).optional(),
  session_duration_minutes: sessionDurationSchema,
  session_token: z.string().optional(),
  session_jwt: z.string().optional(),
});

function claimText(payload: Record<string, unknown>, claim: string): string {
  const value = payload[claim];
  if (typeof value !== 'string' || value === '') throw TrustedAuthErrors.missingClaims(claim);
  return value;
}

export function attestRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { clock, store } = deps;

  routes.post('/b2b/sessions/attest', async (c) => {
    const body = await parseBody(c, attestSchema);
    const profile = deps.config.trustedAuthProfiles.find((p) => p.profile_id === body.profile_id);
    if (!profile) throw TrustedAuthErrors.profileNotFound();
    const nowSeconds = Math.floor(clock.nowMs() / 1000);
    const payload = await verifyTrustedToken(profile, body.token, nowSeconds);
    const mapping = profile.attribute_mapping;
    const email = claimText(payload, mapping.email).toLowerCase();
    const tokenId = claimText(payload, mapping.token_id);

    const existing = body.session_token ? liveMemberSession(deps, body.session_token) : memberCaller(c, deps);
    if (body.session_token && !existing) throw Errors.sessionNotFound();
    const organizationId =
      body.organization_id ??
      (mapping.organization_id === undefined ? undefined : claimText(payload, mapping.organization_id)) ??
      existing?.organization.organization_id;
    if (!organizationId) throw Errors.badRequest('organization_id is required when no session names the organization.');
    const organization = findOrganization(deps, organizationId);
    if (!organization) throw B2BErrors.organizationNotFound();
    const member = memberByEmail(deps, organization.organization_id, email);
    if (!member || member.status === 'deleted') throw B2BErrors.memberNotFound();

    // A token id counts once per profile, kept until the token would have expired anyway.
    const attested = store.of(B2B_ATTESTED_TOKENS);
    for (const old of attested.values()) if (clock.isPast(old.expiresAt)) attested.delete(old.key);
    const key = secretDigest(store.dataKey, `${profile.profile_id} ${tokenId}`);
    if (attested.get(key)) throw TrustedAuthErrors.replayed();
    const expiresAt = typeof payload.exp === 'number' ? new Date(payload.exp * 1000).toISOString() : clock.isoIn(24 * 60 * 60);
    attested.insert({ key, expiresAt });

    const issued = startMemberSession(c, deps, {
      member,
      factor: {
        type: 'trusted_auth_token',
        delivery_method: 'trusted_token_exchange',
        last_authenticated_at: clock.iso(),
        trusted_auth_token_factor: { token_id: tokenId },
      },
      durationMinutes: body.session_duration_minutes,
      // Only a session of this very member gains the factor; another member's is left alone.
      join: existing && existing.member.member_id === member.member_id ? existing : null,
    });
    return ok(c, await authenticatedPayload(deps, issued, member, organization));
  });

  return routes;
}
