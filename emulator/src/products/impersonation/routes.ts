import { Hono } from 'hono';
import { z } from 'zod';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import {
  IMPERSONATED_SESSION_MINUTES,
  impersonatedFactor,
  impersonationTokenUnusable,
  newImpersonationGrant,
  redeemImpersonationToken,
} from '../../impersonation-tokens';
import { parseBody } from '../../validation';
import { authenticatePayload, findUserById, startSession, type ReadonlyUser } from '../../kernel';
import { IMPERSONATION_TOKENS } from './records';

/**
 * Impersonation: a support agent's token (minted by the dev API, as a real
 * project's dashboard would) logs in as the user. Tokens are single use and
 * last five minutes; an impersonated session is always a new session
 * (impersonation-tokens.ts, shared with the B2B product).
 */

export function mintImpersonationToken(
  deps: EmulatorDeps,
  user: ReadonlyUser,
  impersonator: { id: string; email: string },
): string {
  const { token, grant } = newImpersonationGrant(deps, impersonator);
  deps.store.of(IMPERSONATION_TOKENS).insert({ ...grant, userId: user.user_id });
  return token;
}

export function impersonationRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const tokens = deps.store.of(IMPERSONATION_TOKENS);

  routes.post('/impersonation/authenticate', async (c) => {
    const body = await parseBody(c, z.object({ impersonation_token: z.string().min(1) }));
    const record = redeemImpersonationToken(deps, tokens, body.impersonation_token);
    const user = findUserById(deps, record.userId);
    if (!user) throw impersonationTokenUnusable();
    const issued = startSession(c, deps, {
      user,
      factor: impersonatedFactor(deps, record),
      durationMinutes: IMPERSONATED_SESSION_MINUTES,
      joinExistingSession: false,
    });
    return ok(c, await authenticatePayload(deps, user, issued));
  });

  return routes;
}
