import { randomBytes } from 'node:crypto';
import type { EmulatorDeps } from '../../../context';
import type { ProviderIdentity } from '../providers';
import { signGoogleToken } from './google-key';

/**
 * The ID token the emulated Google returns to One Tap (docs/protocol.md §7.7,
 * "Google One Tap"), with the claims a Google ID token carries: iss, aud and
 * azp (the project's client id), sub, email, email_verified, name,
 * given_name, iat, exp, nonce (when the page passed one) and jti.
 */

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Google's tokens name the issuer with or without the scheme; both are Google. */
export const GOOGLE_ISSUERS = [GOOGLE_ISSUER, 'accounts.google.com'] as const;
export const GOOGLE_ID_TOKEN_LIFETIME_SECONDS = 3600;

export interface GoogleIdTokenInput {
  clientId: string;
  identity: ProviderIdentity;
  nonce?: string | undefined;
  /** May be negative (an already expired token). */
  expiresInSeconds?: number | undefined;
  issuer?: string | undefined;
  signWith?: 'google' | 'other' | undefined;
}

export function mintGoogleIdToken(deps: EmulatorDeps, input: GoogleIdTokenInput): Promise<string> {
  const now = Math.floor(deps.clock.nowMs() / 1000);
  const { identity } = input;
  return signGoogleToken(
    deps,
    {
      iss: input.issuer ?? GOOGLE_ISSUER,
      azp: input.clientId,
      aud: input.clientId,
      sub: identity.subject,
      email: identity.email,
      email_verified: identity.emailVerified !== false,
      name: identity.name,
      given_name: identity.name.trim().split(/\s+/)[0] ?? '',
      iat: now,
      exp: now + (input.expiresInSeconds ?? GOOGLE_ID_TOKEN_LIFETIME_SECONDS),
      ...(input.nonce === undefined ? {} : { nonce: input.nonce }),
      jti: randomBytes(20).toString('hex'),
    },
    input.signWith,
  );
}
