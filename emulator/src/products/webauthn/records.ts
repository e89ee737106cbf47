import { defineCollection } from '../../store/collection';

/**
 * A WebAuthn credential as the emulator keeps it. The user-facing part (name,
 * domain, timestamps) is on the user record's `webauthn_registrations`; this
 * record holds what verifying an assertion needs. Removing the registration
 * from the user (`DELETE /users/webauthn_registrations/<id>`) deletes it via
 * `factorOf`.
 */
export interface WebAuthnCredentialRecord {
  /** The `webauthn_registration_id` on the user. */
  registrationId: string;
  userId: string;
  /** The credential id, base64url (what `id`/`rawId` carry in a ceremony's answer). */
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  /** Last signature counter seen; an assertion must exceed it (unless both are 0). */
  counter: number;
  transports: string[];
  /** The RP ID the credential was created for. */
  domain: string;
  /** `user.id` of the creation options (base64url), compared with an assertion's `userHandle`. */
  userHandle: string;
  aaguid: string;
  createdAt: string;
}

export const WEBAUTHN_CREDENTIALS = defineCollection<WebAuthnCredentialRecord>()({
  name: 'webauthn_credentials',
  key: (credential) => credential.registrationId,
  indexes: {
    user: (credential) => [credential.userId],
    credentialId: (credential) => [credential.credentialId],
  },
  onUserDeleted: { deleteOwnedBy: (credential) => credential.userId },
  factorOf: (credential) => credential.registrationId,
});

/** A challenge handed out by a `start` call: single use, expiring. Kept under a digest of the challenge. */
export interface WebAuthnChallengeRecord {
  digest: string;
  ceremony: 'registration' | 'authentication';
  /** The user it was issued to; null for a primary (passwordless, discoverable) sign-in. */
  userId: string | null;
  /** RP ID (the request's `domain`). */
  domain: string;
  requireUserVerification: boolean;
  /** Registration only: what the new registration records. */
  userHandle: string | null;
  authenticatorType: string | null;
  userAgent: string;
  expiresAt: string;
}

export const WEBAUTHN_CHALLENGES = defineCollection<WebAuthnChallengeRecord>()({
  name: 'webauthn_challenges',
  key: (challenge) => challenge.digest,
  indexes: {},
  // Primary sign-in challenges have no user: '' never matches a user id.
  onUserDeleted: { deleteOwnedBy: (challenge) => challenge.userId ?? '' },
  // Unfinished ceremonies pile up (a login page starts one on every load); keep the newest.
  capacity: 10_000,
});
