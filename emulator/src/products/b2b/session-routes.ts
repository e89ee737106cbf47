import { Hono } from 'hono';
import { z } from 'zod';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { Errors } from '../../errors';
import { parseBody, sessionDurationSchema } from '../../validation';
import { B2BErrors } from './errors';
import { enterOrganization } from './join';
import {
  authorizeOnMember,
  liveMemberSession,
  memberCaller,
  memberSessionPayload,
  requireMember,
  type MemberCaller,
} from './member-sessions';
import { findMember, revokeMemberSessions } from './organizations';
import { MEMBER_SESSIONS, type PrimaryMethod } from './records';

/**
 * Member sessions (`b2b/sessions/*`). As for consumer sessions, every failure
 * to find a live session is `404 session_not_found`, one of the provider
 * client's unrecoverable types, so it clears its cookies instead of retrying.
 */

const authenticateSchema = z.object({
  session_duration_minutes: sessionDurationSchema,
  session_token: z.string().optional(),
});

const exchangeSchema = z.object({
  organization_id: z.string().min(1),
  session_duration_minutes: sessionDurationSchema,
  locale: z.string().optional(),
});

export function sessionRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const sessions = deps.store.of(MEMBER_SESSIONS);

  routes.post('/b2b/sessions/authenticate', async (c) => {
    const body = await parseBody(c, authenticateSchema);
    const caller: MemberCaller | null = body.session_token
      ? liveMemberSession(deps, body.session_token)
      : memberCaller(c, deps);
    if (!caller) throw Errors.sessionNotFound();
    const session = sessions.update(caller.session.member_session_id, (draft) => {
      draft.last_accessed_at = deps.clock.iso();
      if (body.session_duration_minutes !== undefined) {
        draft.expires_at = deps.clock.isoIn(body.session_duration_minutes * 60);
      }
    });
    return ok(c, await memberSessionPayload(deps, { session, token: caller.token }, caller.member, caller.organization));
  });

  routes.post('/b2b/sessions/revoke', async (c) => {
    await parseBody(c, z.object({}));
    const caller = memberCaller(c, deps);
    if (!caller) throw Errors.sessionNotFound();
    sessions.delete(caller.session.member_session_id);
    return ok(c, {});
  });

  routes.post('/b2b/sessions/revoke/:member_id', (c) => {
    const caller = requireMember(c, deps);
    const member = findMember(deps, c.req.param('member_id'));
    // Another organization's member reads as unknown: nothing about it is revealed.
    if (!member || member.organization_id !== caller.organization.organization_id) throw B2BErrors.memberNotFound();
    authorizeOnMember(deps, caller, member.member_id, 'revoke-sessions');
    revokeMemberSessions(deps, member.member_id);
    return ok(c, {});
  });

  /**
   * Into another organization of the same address: the session's email
   * factor is the proof, re-checked against the target's rules (its auth
   * methods, JIT, MFA policy) as a sign-in there would be.
   */
  routes.post('/b2b/sessions/exchange', async (c) => {
    const body = await parseBody(c, exchangeSchema);
    const caller = requireMember(c, deps);
    // Only a factor that proved the address carries into another organization: an email one, or
    // a password reset by email link; a password alone proves one member (docs/architecture.md, "B2B").
    const factor = caller.session.authentication_factors.find((f) => f.delivery_method === 'email');
    if (!factor) throw Errors.sessionNotFound();
    const method = factor.type === 'magic_link' ? 'magic_link' : factor.type === 'password' ? 'password' : 'email_otp';
    const proof = {
      email: caller.member.email_address,
      method: method as PrimaryMethod,
      at: factor.last_authenticated_at,
    };
    return ok(c, await enterOrganization(c, deps, body.organization_id, proof, body.session_duration_minutes));
  });

  // `b2b/sessions/attest` is attest-routes.ts; `b2b/sessions/exchange_access_token` belongs to the
  // OpenID provider that issued the token (products/idp/member-routes.ts).

  return routes;
}
