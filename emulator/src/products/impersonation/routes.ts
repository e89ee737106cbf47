import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthenticationFactor } from '../../../../protocol';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { apiError } from '../../errors';
import { newSecretToken } from '../../ids';
import { digestsEqual, secretDigest } from '../../secrets';
import { parseBody } from '../../validation';
import { authenticatePayload, findUserById, startSession, type ReadonlyUser } from '../../kernel';
import { IMPERSONATION_TOKENS } from './records';

/**
 * Impersonation: a support agent's token (minted by the dev API, as a real
 * project's dashboard would) logs in as the user. Tokens are single use and
 * last five minutes; an impersonated session is always a new session.
 */

export const IMPERSONATION_TOKEN_SECONDS = 5 * 60;
/** Impersonated sessions are short, as with the provider. */
const IMPERSONATED_SESSION_MINUTES = 60;

const tokenUnusable = (): Error =>
  apiError(
    401,
    'unable_to_auth_impersonation_token',
    'The impersonation token is invalid, expired or has already been used.',
  );

export function mintImpersonationToken(
  deps: EmulatorDeps,
  user: ReadonlyUser,
  impersonator: { id: string; email: string },
): string {
  const token = newSecretToken();
  const digest = secretDigest(deps.store.dataKey, token);
  deps.store.of(IMPERSONATION_TOKENS).insert({
    tokenDigest: digest,
    userId: user.user_id,
    impersonatorId: impersonator.id,
    impersonatorEmail: impersonator.email,
    expiresAt: deps.clock.isoIn(IMPERSONATION_TOKEN_SECONDS),
  });
  return token;
}

export function impersonationRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;
  const tokens = store.of(IMPERSONATION_TOKENS);

  routes.post('/impersonation/authenticate', async (c) => {
    const body = await parseBody(c, z.object({ impersonation_token: z.string().min(1) }));
    const digest = secretDigest(store.dataKey, body.impersonation_token);
    const record = tokens.get(digest);
    if (!record || !digestsEqual(record.tokenDigest, digest)) throw tokenUnusable();
    tokens.delete(digest);
    const user = findUserById(deps, record.userId);
    if (!user || clock.isPast(record.expiresAt)) throw tokenUnusable();
    const factor: AuthenticationFactor = {
      type: 'impersonated',
      delivery_method: 'impersonation',
      last_authenticated_at: clock.iso(),
      impersonated_factor: {
        impersonator_id: record.impersonatorId,
        impersonator_email_address: record.impersonatorEmail,
      },
    };
    const issued = startSession(c, deps, {
      user,
      factor,
      durationMinutes: IMPERSONATED_SESSION_MINUTES,
      joinExistingSession: false,
    });
    return ok(c, await authenticatePayload(deps, user, issued));
  });

  return routes;
}
