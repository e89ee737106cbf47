import { Hono } from 'hono';
import { z } from 'zod';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import {
  IMPERSONATED_SESSION_MINUTES,
  impersonatedFactor,
  newImpersonationGrant,
  redeemImpersonationToken,
  type ImpersonationGrant,
} from '../../impersonation-tokens';
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

export interface B2BImpersonationRecord extends ImpersonationGrant {
  memberId: string;
}

export const B2B_IMPERSONATION_TOKENS = defineCollection<B2BImpersonationRecord>()({
  name: 'b2b_impersonation_tokens',
  key: (token) => token.tokenDigest,
  indexes: {},
  onUserDeleted: 'keep',
});

export function mintMemberImpersonationToken(
  deps: EmulatorDeps,
  member: ReadonlyMember,
  impersonator: { id: string; email: string },
): string {
  const { token, grant } = newImpersonationGrant(deps, impersonator);
  deps.store.of(B2B_IMPERSONATION_TOKENS).insert({ ...grant, memberId: member.member_id });
  return token;
}

export function impersonationRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const tokens = deps.store.of(B2B_IMPERSONATION_TOKENS);

  routes.post('/b2b/impersonation/authenticate', async (c) => {
    const body = await parseBody(c, z.object({ impersonation_token: z.string().min(1) }));
    const record = redeemImpersonationToken(deps, tokens, body.impersonation_token);
    const member = findMember(deps, record.memberId);
    const organization = member && findOrganization(deps, member.organization_id);
    if (!member || !organization || member.status === 'deleted') throw B2BErrors.memberNotFound();
    const issued = startMemberSession(c, deps, {
      member,
      factor: impersonatedFactor(deps, record),
      durationMinutes: IMPERSONATED_SESSION_MINUTES,
      joinExistingSession: false,
    });
    return ok(c, await authenticatedPayload(deps, issued, member, organization));
  });

  return routes;
}
