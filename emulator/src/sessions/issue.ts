import type { AuthenticationFactor, Session } from '../../../src/core/wire-types';
import { optionalSession } from '../auth';
import { clientAddress } from '../client-address';
import type { EmulatorContext, EmulatorDeps } from '../context';
import { newId, newSecretToken } from '../ids';
import type { SessionRecord, UserRecord } from '../model';
import { secretDigest } from '../secrets';
import { rolesOf, toWireUser } from '../users';
import { signSessionJwt } from './jwt';

/**
 * Logging a user in. As with the provider, a caller that already holds a live
 * session of the same user gets the new factor added to that session (same
 * token); otherwise a new session is started with a fresh token.
 */

export interface LoginInput {
  user: UserRecord;
  factor: AuthenticationFactor;
  /** session_duration_minutes from the request; absent → config default for a new session. */
  durationMinutes?: number;
  /** False starts a new session even if the caller has one (impersonation). */
  joinExistingSession?: boolean;
}

export interface IssuedSession {
  session: SessionRecord;
  /** The opaque token; only its digest is stored. */
  token: string;
}

export function factorKey(factor: AuthenticationFactor): string {
  const { last_authenticated_at: _ignored, ...identity } = factor;
  return JSON.stringify(identity);
}

/** Adds `factor` to the session, replacing an earlier use of the same factor. */
export function addFactor(session: SessionRecord, factor: AuthenticationFactor): void {
  const key = factorKey(factor);
  session.authentication_factors = session.authentication_factors.filter((f) => factorKey(f) !== key);
  session.authentication_factors.push(factor);
}

function attributesOf(c: EmulatorContext, deps: EmulatorDeps): SessionRecord['attributes'] {
  return {
    ip_address: clientAddress(c, deps),
    user_agent: c.req.header('user-agent') ?? '',
  };
}

export function startSession(c: EmulatorContext, deps: EmulatorDeps, input: LoginInput): IssuedSession {
  const { store, clock } = deps;
  const now = clock.iso();
  if (input.user.status === 'pending') input.user.status = 'active';
  const current = input.joinExistingSession === false ? null : optionalSession(c);
  if (current && current.user.user_id === input.user.user_id) {
    const session = current.session;
    addFactor(session, input.factor);
    session.last_accessed_at = now;
    if (input.durationMinutes !== undefined) session.expires_at = clock.isoIn(input.durationMinutes * 60);
    return { session, token: current.token };
  }
  const token = newSecretToken();
  const session: SessionRecord = {
    session_id: newId('session'),
    user_id: input.user.user_id,
    started_at: now,
    last_accessed_at: now,
    expires_at: clock.isoIn((input.durationMinutes ?? deps.config.sessionDefaultMinutes) * 60),
    attributes: attributesOf(c, deps),
    authentication_factors: [input.factor],
    custom_claims: {},
    tokenDigest: secretDigest(store.state.dataKey, token),
  };
  store.state.sessions[session.session_id] = session;
  return { session, token };
}

export function toWireSession(session: SessionRecord, user: UserRecord): Session {
  const { tokenDigest: _digest, extraTokenDigests: _extra, ...wire } = session;
  return structuredClone({ ...wire, roles: rolesOf(user) });
}

/** The authenticate payload of wire notes §6 (without request_id/status_code, added by `ok`). */
export async function authenticatePayload(
  deps: EmulatorDeps,
  user: UserRecord,
  issued: IssuedSession,
  extras: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    user_id: user.user_id,
    user: toWireUser(deps.store.state, user),
    session: toWireSession(issued.session, user),
    session_token: issued.token,
    session_jwt: await signSessionJwt(deps, issued.session, rolesOf(user)),
    ...extras,
  };
}
