import { Hono } from 'hono';
import { z } from 'zod';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { apiError } from '../../errors';
import { newSecretToken } from '../../ids';
import { digestsEqual, secretDigest } from '../../secrets';
import { defineCollection } from '../../store/collection';
import { parseBody } from '../../validation';
import { B2BErrors } from './errors';
import { authenticatedPayload, startMemberSession } from './member-sessions';
import { findMember, findOrganization, type ReadonlyMember } from './organizations';

/**
 * B2B impersonation (docs/architecture.md, "B2B"), as the consumer
 * `impersonation` product does it for users: a support agent's token (minted
 * by the dev API, as a project's dashboard would) signs in as the member.
 * Tokens are single use, stored as digests and last five minutes; the
 * session is always a new one, of one factor `impersonated` naming the
 * impersonator, never owes MFA (the agent proves nothing of the member's),
 * and lasts at most an hour.
 */

export interface B2BImpersonationRecord {
  tokenDigest: string;
  memberId: string;
  impersonatorId: string;
  impersonatorEmail: string;
  expiresAt: string;
}

export const B2B_IMPERSONATION_TOKENS = defineCollection<B2BImpersonationRecord>()({
  name: 'b2b_impersonation_tokens',
  key: (token) => token.tokenDigest,
  indexes: {},
  onUserDeleted: 'keep',
});

export const B2B_IMPERSONATION_TOKEN_SECONDS = 5 * 60;
const IMPERSONATED_SESSION_MINUTES = 60;

const tokenUnusable = (): Error =>
  apiError(401, 'unable_to_auth_impersonation_token', 'The impersonation token is invalid, expired or has already been used.');

export function mintMemberImpersonationToken(
  deps: EmulatorDeps,
  member: ReadonlyMember,
  impersonator: { id: string; email: string },
): string {
  const token = newSecretToken();
  deps.store.of(B2B_IMPERSONATION_TOKENS).insert({
    tokenDigest: secretDigest(deps.store.dataKey, token),
    memberId: member.member_id,
    impersonatorId: impersonator.id,
    impersonatorEmail: impersonator.email,
    expiresAt: deps.clock.isoIn(B2B_IMPERSONATION_TOKEN_SECONDS),
  });
  return token;
}

export function impersonationRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;
  const tokens = store.of(B2B_IMPERSONATION_TOKENS);

  routes.post('/b2b/impersonation/authenticate', async (c) => {
    const body = await parseBody(c, z.object({ impersonation_token: z.string().min(1) }));
    const digest = secretDigest(store.dataKey, body.impersonation_token);
    const record = tokens.get(digest);
    if (!record || !digestsEqual(record.tokenDigest, digest)) throw tokenUnusable();
    tokens.delete(digest); // single use, whatever the answer
    if (clock.isPast(record.expiresAt)) throw tokenUnusable();
    const member = findMember(deps, record.memberId);
    const organization = member && findOrganization(deps, member.organization_id);
    if (!member || !organization || member.status === 'deleted') throw B2BErrors.memberNotFound();
    const issued = startMemberSession(c, deps, {
      member,
      factor: {
        type: 'impersonated',
        delivery_method: 'impersonation',
        last_authenticated_at: clock.iso(),
        impersonated_factor: {
          impersonator_id: record.impersonatorId,
          impersonator_email_address: record.impersonatorEmail,
        },
      },
      durationMinutes: IMPERSONATED_SESSION_MINUTES,
      joinExistingSession: false,
    });
    return ok(c, await authenticatedPayload(deps, issued, member, organization));
  });

  return routes;
}
