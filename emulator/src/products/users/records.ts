import type {
  CryptoWallet,
  Email,
  OAuthProvider,
  PhoneNumber,
  UserName,
  WebAuthnRegistration,
} from '../../../../src/core/wire-types';
import { defineCollection } from '../../store/collection';

/**
 * The user record. Fields that mirror the wire user keep the provider's
 * snake_case (docs/protocol.md §6); timestamps are ISO strings so snapshots
 * are plain JSON. Factors that live on the user (emails, phone numbers,
 * wallets, OAuth registrations, passkeys) are lists on it; products with
 * records of their own (TOTPs, sessions, pending codes) keep them in their
 * own collections, owned by the user.
 */
export interface UserRecord {
  user_id: string;
  created_at: string;
  status: 'active' | 'pending';
  name: UserName;
  emails: Email[];
  phone_numbers: PhoneNumber[];
  crypto_wallets: CryptoWallet[];
  providers: OAuthProvider[];
  password: null | { password_id: string; requires_reset: boolean };
  webauthn_registrations: WebAuthnRegistration[];
  biometric_registrations: Array<{ biometric_registration_id: string; verified: boolean }>;
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  /** Extra role ids; every user also holds the implicit `stytch_user` role. */
  roles: string[];
}

/** Wallet addresses compare case-insensitively (Ethereum's mixed-case checksum form). */
export function walletKey(type: string, address: string): string {
  return `${type.toLowerCase()}:${address.toLowerCase()}`;
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

export type { Email, PhoneNumber };
