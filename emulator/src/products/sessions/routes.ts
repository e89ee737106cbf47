import { Hono } from 'hono';
import { z } from 'zod';
import { liveSession, liveSessionByToken, optionalSession } from '../../auth';
import { ok, type EmulatorContext, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { Errors } from '../../errors';
import { newSecretToken } from '../../ids';
import { secretDigest } from '../../secrets';
import { parseBody, sessionDurationSchema } from '../../validation';
import type { ReadonlyUser } from '../users/users';
import { authenticatePayload, sessionsOf, type ReadonlySession } from './issue';
import { sessionIdFromJwt } from './jwt';

/**
 * Session routes (docs/protocol.md §7.8). Every failure to find a live session is
 * `404 session_not_found`, one of the SDK's "unrecoverable" types, so the SDK
 * clears its cookies instead of retrying forever.
 */

/** Tokens kept per session for JWT-only callers; the oldest such token lapses first. */
export const MAX_EXTRA_SESSION_TOKENS = 5;

const authenticateSchema = z.object({
  session_duration_minutes: sessionDurationSchema,
  session_token: z.string().optional(),
  session_jwt: z.string().optional(),
});

interface Resolved {
  session: ReadonlySession;
  user: ReadonlyUser;
  token: string;
}

async function resolveSession(
  c: EmulatorContext,
  deps: EmulatorDeps,
  body: z.output<typeof authenticateSchema>,
): Promise<Resolved | null> {
  const caller = optionalSession(c);
  if (body.session_token) {
    const live = liveSessionByToken(deps, body.session_token);
    return live ? { ...live, token: body.session_token } : null;
  }
  if (body.session_jwt) {
    const id = await sessionIdFromJwt(deps, body.session_jwt);
    const record = id ? sessionsOf(deps).get(id) : undefined;
    const live = record ? liveSession(deps, record) : null;
    if (!live) return null;
    if (caller?.session.session_id === live.session.session_id) return { ...live, token: caller.token };
    // Only the token's digest is stored, so a JWT-only caller gets a token of
    // its own. It is added, never swapped in: replacing the session's token
    // would sign out whoever holds it (anyone holding the JWT could do that).
    const token = newSecretToken();
    const digest = secretDigest(deps.store.dataKey, token);
    const session = sessionsOf(deps).update(live.session.session_id, (draft) => {
      draft.extraTokenDigests = [...(draft.extraTokenDigests ?? []), digest].slice(-MAX_EXTRA_SESSION_TOKENS);
    });
    return { session, user: live.user, token };
  }
  return caller ? { session: caller.session, user: caller.user, token: caller.token } : null;
}

export function sessionRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.post('/sessions/authenticate', async (c) => {
    const body = await parseBody(c, authenticateSchema);
    const resolved = await resolveSession(c, deps, body);
    if (!resolved) throw Errors.sessionNotFound();
    const { user, token } = resolved;
    const session = sessionsOf(deps).update(resolved.session.session_id, (draft) => {
      draft.last_accessed_at = deps.clock.iso();
      if (body.session_duration_minutes !== undefined) {
        draft.expires_at = deps.clock.isoIn(body.session_duration_minutes * 60);
      }
    });
    return ok(c, await authenticatePayload(deps, user, { session, token }));
  });

  routes.post('/sessions/revoke', async (c) => {
    await parseBody(c, z.object({}));
    const caller = optionalSession(c);
    if (!caller) throw Errors.sessionNotFound();
    sessionsOf(deps).delete(caller.session.session_id);
    return ok(c, {});
  });

  routes.post('/sessions/exchange_access_token', () => {
    throw Errors.notSupported('Exchanging a connected-app access token');
  });
  routes.post('/sessions/attest', () => {
    throw Errors.notSupported('Session attestation');
  });

  return routes;
}
