import type { EmulatorDeps } from '../../context';
import type { DeepReadonly } from '../../store/readonly';
import { findUserByEmail, oauthSubjectKey, usersOf, type ReadonlyUser } from '../../kernel';
import type { ProviderIdentity } from './providers';

/**
 * Which user an OAuth identity signs in as (docs/protocol.md §7.7), for the
 * redirect flow and One Tap alike: the user holding the provider registration,
 * else the user with the same email, but only when both sides verified it.
 * An email the provider did not verify matches nobody; an existing user whose
 * matching email is unverified is `unverified_email`, which authenticate
 * refuses: linking would hand whoever typed that address into a sign-up (and
 * set a password there) the real owner's account (account pre-hijacking).
 */

export type UserMatch =
  | { kind: 'subject'; user: ReadonlyUser }
  | { kind: 'verified_email'; user: ReadonlyUser }
  | { kind: 'unverified_email'; user: ReadonlyUser }
  | { kind: 'none' };

/** Whether the provider vouches for the identity's email (absent: yes, see ProviderIdentity). */
export function providerVerifiedEmail(identity: DeepReadonly<ProviderIdentity>): boolean {
  return identity.emailVerified !== false;
}

/** `providerType` is the wire spelling (`Google`) or the provider name (`google`); keys ignore case. */
export function matchUser(deps: EmulatorDeps, providerType: string, identity: DeepReadonly<ProviderIdentity>): UserMatch {
  const bySubject = usersOf(deps).find('oauthSubject', oauthSubjectKey(providerType, identity.subject));
  if (bySubject) return { kind: 'subject', user: bySubject };
  if (!providerVerifiedEmail(identity)) return { kind: 'none' };
  const byEmail = findUserByEmail(deps, identity.email);
  if (!byEmail) return { kind: 'none' };
  const entry = byEmail.emails.find((e) => e.email === identity.email.toLowerCase());
  return entry?.verified ? { kind: 'verified_email', user: byEmail } : { kind: 'unverified_email', user: byEmail };
}
