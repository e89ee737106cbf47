import { compactVerify, SignJWT } from 'jose';
import type { EmulatorDeps } from '../../context';
import type { DeepReadonly } from '../../store/readonly';
import { SESSION_SIGNING_KEY } from './keys';
import type { SessionRecord } from './records';
import { privateKeyOf, publicKeyOf } from '../../signing-keys';

/**
 * Session JWTs in the provider's shape: RS256 with a `kid`, `sub` = user id,
 * `iss` = `stytch.com/<project_id>`, `aud` = [project_id], and the session in
 * the `https://stytch.com/session` claim. A JWT never outlives its session.
 */

export const SESSION_CLAIM = 'https://stytch.com/session';

export function issuerOf(projectId: string): string {
  return `stytch.com/${projectId}`;
}

export async function signSessionJwt(deps: EmulatorDeps, session: DeepReadonly<SessionRecord>, roles: string[]): Promise<string> {
  const signingKey = deps.store.stateOf(SESSION_SIGNING_KEY);
  const now = Math.floor(deps.clock.nowMs() / 1000);
  const sessionEnd = Math.floor(Date.parse(session.expires_at) / 1000);
  const exp = Math.max(now + 1, Math.min(now + deps.config.jwtLifetimeSeconds, sessionEnd));
  return new SignJWT({
    [SESSION_CLAIM]: {
      id: session.session_id,
      started_at: session.started_at,
      last_accessed_at: session.last_accessed_at,
      expires_at: session.expires_at,
      attributes: session.attributes,
      authentication_factors: session.authentication_factors,
      roles,
    },
  })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
    .setSubject(session.user_id)
    .setIssuer(issuerOf(deps.config.projectId))
    .setAudience([deps.config.projectId])
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(exp)
    .sign(privateKeyOf(signingKey));
}

/**
 * The session id inside a JWT this emulator signed, or null. The signature is
 * checked but not `exp`: an expired JWT of a live session may still be
 * exchanged on sessions/authenticate, as with the provider.
 */
export async function sessionIdFromJwt(deps: EmulatorDeps, jwt: string): Promise<string | null> {
  try {
    const { payload } = await compactVerify(jwt, publicKeyOf(deps.store.stateOf(SESSION_SIGNING_KEY)), {
      algorithms: ['RS256'],
    });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    if (claims.iss !== issuerOf(deps.config.projectId)) return null;
    const session = claims[SESSION_CLAIM] as { id?: unknown } | undefined;
    return typeof session?.id === 'string' ? session.id : null;
  } catch {
    return null;
  }
}
