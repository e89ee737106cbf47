import type { User, WebAuthnRegistration } from '../../../../protocol';
import { defineCollection } from '../../store/collection';

/**
 * The user record: the wire user (docs/protocol.md §6) as stored. Factors
 * that live on the user (emails, phone numbers, wallets, OAuth registrations,
 * passkeys) are lists on it; products with records of their own (TOTPs,
 * sessions, pending codes) keep them in their own collections, owned by the
 * user, and add them to the wire user (`wireUser` in product.ts). Roles are
 * stored as ids, without the implicit `stytch_user`.
 */
export interface UserRecord
  extends Omit<User, 'totps' | 'roles' | 'biometric_registrations' | 'external_id' | 'webauthn_registrations'> {
  webauthn_registrations: WebAuthnRegistrationRecord[];
  biometric_registrations: Array<{ biometric_registration_id: string; verified: boolean }>;
  /** Extra role ids; every user also holds the implicit `stytch_user` role. */
  roles: string[];
}

/** A passkey or security key on the user (products/webauthn keeps its public key). */
export interface WebAuthnRegistrationRecord extends WebAuthnRegistration {
  created_at: string;
  /** The last sign-in (or the registration itself) with it. */
  last_used_at: string;
}

/**
 * The wallet index key. Ethereum addresses compare case-insensitively (the
 * mixed case of EIP-55 is only a checksum); Solana addresses are base58, where
 * case is part of the value, so they compare exactly.
 */
export function walletKey(type: string, address: string): string {
  const kind = type.toLowerCase();
  return `${kind}:${kind === 'solana' ? address : address.toLowerCase()}`;
}

export function oauthSubjectKey(providerType: string, subject: string): string {
  return `${providerType.toLowerCase()}:${subject}`;
}

export const USERS = defineCollection<UserRecord>()({
  name: 'users',
  key: (user) => user.user_id,
  indexes: {
    email: (user) => user.emails.map((e) => e.email),
    phone: (user) => user.phone_numbers.map((p) => p.phone_number),
    wallet: (user) => user.crypto_wallets.map((w) => walletKey(w.crypto_wallet_type, w.crypto_wallet_address)),
    oauthSubject: (user) => user.providers.map((p) => oauthSubjectKey(p.provider_type, p.provider_subject)),
  },
  // A user "owns" its own record, so deleting the user deletes it with the rest.
  onUserDeleted: { deleteOwnedBy: (user) => user.user_id },
});
