import type { AuthenticationFactor, Session } from '../../../../protocol';
import { optionalSession } from '../../auth';
import { clientAddress } from '../../client-address';
import type { EmulatorContext, EmulatorDeps } from '../../context';
import { newId, newSecretToken } from '../../ids';
import { secretDigest } from '../../secrets';
import { thaw, type DeepReadonly } from '../../store/readonly';
import { rolesOf, toWireUser, updateUser, type ReadonlyUser } from '../users/users';
import { signSessionJwt } from './jwt';
import { SESSIONS, type SessionRecord } from './records';

/**
 * Logging a user in. As with the provider, a caller that already holds a live
 * session of the same user gets the new factor added to that session (same
 * token); otherwise a new session is started with a fresh token.
 */

export type ReadonlySession = DeepReadonly<SessionRecord>;

export interface LoginInput {
  user: ReadonlyUser;
  factor: AuthenticationFactor;
  /** session_duration_minutes from the request; absent → config default for a new session. */
  durationMinutes?: number;
  /** False starts a new session even if the caller has one (impersonation). */
  joinExistingSession?: boolean;
}

export interface IssuedSession {
  session: ReadonlySession;
  /** The opaque token; only its digest is stored. */
  token: string;
}

export const sessionsOf = (deps: EmulatorDeps) => deps.store.of(SESSIONS);

export function factorKey(factor: DeepReadonly<AuthenticationFactor>): string {
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
  if (input.user.status === 'pending') {
    updateUser(deps, input.user.user_id, (draft) => {
      draft.status = 'active';
    });
  }
  const current = input.joinExistingSession === false ? null : optionalSession(c);
  if (current && current.user.user_id === input.user.user_id) {
    const session = sessionsOf(deps).update(current.session.session_id, (draft) => {
      addFactor(draft, input.factor);
      draft.last_accessed_at = now;
      if (input.durationMinutes !== undefined) draft.expires_at = clock.isoIn(input.durationMinutes * 60);
    });
    return { session, token: current.token };
  }
  const token = newSecretToken();
  const session = sessionsOf(deps).insert({
    session_id: newId('session'),
    user_id: input.user.user_id,
    started_at: now,
    last_accessed_at: now,
    expires_at: clock.isoIn((input.durationMinutes ?? deps.config.sessionDefaultMinutes) * 60),
    attributes: attributesOf(c, deps),
    authentication_factors: [input.factor],
    custom_claims: {},
    tokenDigest: secretDigest(store.dataKey, token),
  });
  return { session, token };
}

export function toWireSession(session: ReadonlySession, user: ReadonlyUser): Session {
  const { tokenDigest: _digest, extraTokenDigests: _extra, ...wire } = thaw<SessionRecord>(session);
  return { ...wire, roles: rolesOf(user) };
}

/** The authenticate payload of docs/protocol.md §6 (without request_id/status_code, added by `ok`). */
export async function authenticatePayload(
  deps: EmulatorDeps,
  user: ReadonlyUser,
  issued: IssuedSession,
  extras: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    user_id: user.user_id,
    user: toWireUser(deps, user),
    session: toWireSession(issued.session, user),
    session_token: issued.token,
    session_jwt: await signSessionJwt(deps, issued.session, rolesOf(user)),
    ...extras,
  };
}
