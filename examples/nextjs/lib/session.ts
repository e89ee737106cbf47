/**
 * The signed-in user of a request, verified on the server with
 * portico-server: the session JWT cookie (`stytch_session_jwt`) against the
 * project's public keys, and, when it is missing or expired, the opaque
 * `stytch_session` cookie with the provider (server/README.md). Never trust
 * what the browser says about itself: a JWT with a bad signature is refused,
 * whatever other cookie comes with it.
 */
import { cookies } from 'next/headers';
import { PorticoSessionError, verifyRequest, type VerifiedSession } from 'portico-server';
import { porticoEnv } from './portico-env';

export interface SignedInUser {
  userId: string;
  sessionId: string;
  /** The email the session was authenticated with, or the user's first one when the provider was asked. */
  email: string | null;
}

function emailOf({ session, user }: VerifiedSession): string | null {
  for (const factor of session.authentication_factors) {
    const email = (factor as { email_factor?: { email_address?: unknown } }).email_factor?.email_address;
    if (typeof email === 'string') return email;
  }
  return user?.emails[0]?.email ?? null;
}

/** `null` when the request has no valid session; anything else (wrong options) throws. */
async function check(request: Parameters<typeof verifyRequest>[0]): Promise<SignedInUser | null> {
  try {
    const verified = await verifyRequest(request, porticoEnv());
    return { userId: verified.session.user_id, sessionId: verified.session.session_id, email: emailOf(verified) };
  } catch (error) {
    if (error instanceof PorticoSessionError) return null;
    throw error;
  }
}

/** For server components: the cookies of the current request. */
export async function currentUser(): Promise<SignedInUser | null> {
  return check(await cookies());
}

/** For route handlers: the request itself. */
export async function userOfRequest(request: Request): Promise<SignedInUser | null> {
  return check(request);
}
