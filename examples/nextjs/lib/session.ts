/**
 * The signed-in user of a request, verified on the server with
 * portico-server: the session JWT cookie (`stytch_session_jwt`) checked
 * against the project's public keys. Never trust what the browser says
 * about itself: a JWT with a bad signature is refused.
 */
import { cookies } from 'next/headers';
import { PorticoSessionError, verifyRequest, verifySession, type VerifiedSession } from './portico-server-stand-in';
import { porticoEnv } from './portico-env';

export interface SignedInUser {
  userId: string;
  sessionId: string;
  /** The email the session was authenticated with, when it was an email factor. */
  email: string | null;
}

function emailOf(session: VerifiedSession['session']): string | null {
  const factors = Array.isArray(session.authentication_factors) ? session.authentication_factors : [];
  for (const factor of factors as Array<{ email_factor?: { email_address?: unknown } }>) {
    const email = factor.email_factor?.email_address;
    if (typeof email === 'string') return email;
  }
  return null;
}

function toUser(verified: VerifiedSession): SignedInUser {
  return { userId: verified.userId, sessionId: verified.sessionId, email: emailOf(verified.session) };
}

/** `null` when the request has no valid session; other failures (the provider unreachable) throw. */
async function orNull(check: Promise<VerifiedSession>): Promise<SignedInUser | null> {
  try {
    return toUser(await check);
  } catch (error) {
    if (error instanceof PorticoSessionError && error.code !== 'unreachable') return null;
    throw error;
  }
}

/** For server components: the cookies of the current request. */
export async function currentUser(): Promise<SignedInUser | null> {
  const jwt = (await cookies()).get('stytch_session_jwt')?.value;
  return orNull(verifySession(jwt, porticoEnv()));
}

/** For route handlers: the request itself. */
export async function userOfRequest(request: Request): Promise<SignedInUser | null> {
  return orNull(verifyRequest(request, porticoEnv()));
}
