/**
 * The `user` of the provider's authenticate answer (docs/protocol.md §6), read
 * field by field into the browser client's `User` shape (src/core/wire-types.ts).
 */
import type {
  CryptoWallet,
  Email,
  OAuthProvider,
  PhoneNumber,
  Role,
  Totp,
  User,
  UserName,
  WebAuthnRegistration,
} from '../../src/core/wire-types';
import { booleanOr, isRecord, nonEmptyString, recordOr, records, stringOr } from './parse';

/** `{ [key]: value }` when `value` is a string, else `{}`: optional fields stay absent rather than `undefined`. */
function optionalString(key: string, value: unknown): Record<string, string> {
  return typeof value === 'string' ? { [key]: value } : {};
}

function nameOf(value: unknown): UserName {
  const name = recordOr(value);
  return {
    ...optionalString('first_name', name.first_name),
    ...optionalString('middle_name', name.middle_name),
    ...optionalString('last_name', name.last_name),
  };
}

const emailOf = (e: Record<string, unknown>): Email => ({
  email_id: stringOr(e.email_id),
  email: stringOr(e.email),
  verified: booleanOr(e.verified),
});

const phoneOf = (p: Record<string, unknown>): PhoneNumber => ({
  phone_id: stringOr(p.phone_id),
  phone_number: stringOr(p.phone_number),
  verified: booleanOr(p.verified),
});

const walletOf = (w: Record<string, unknown>): CryptoWallet => ({
  crypto_wallet_id: stringOr(w.crypto_wallet_id),
  crypto_wallet_address: stringOr(w.crypto_wallet_address),
  crypto_wallet_type: stringOr(w.crypto_wallet_type),
  verified: booleanOr(w.verified),
});

const providerOf = (p: Record<string, unknown>): OAuthProvider => ({
  oauth_user_registration_id: stringOr(p.oauth_user_registration_id),
  provider_subject: stringOr(p.provider_subject),
  provider_type: stringOr(p.provider_type),
  ...optionalString('profile_picture_url', p.profile_picture_url),
  ...optionalString('locale', p.locale),
});

const totpOf = (t: Record<string, unknown>): Totp => ({ totp_id: stringOr(t.totp_id), verified: booleanOr(t.verified) });

const webauthnOf = (w: Record<string, unknown>): WebAuthnRegistration => ({
  webauthn_registration_id: stringOr(w.webauthn_registration_id),
  domain: stringOr(w.domain),
  user_agent: stringOr(w.user_agent),
  authenticator_type: stringOr(w.authenticator_type),
  verified: booleanOr(w.verified),
  name: stringOr(w.name),
  ...optionalString('created_at', w.created_at),
  ...optionalString('last_used_at', w.last_used_at),
});

function passwordOf(value: unknown): User['password'] {
  if (!isRecord(value)) return null;
  return { password_id: stringOr(value.password_id), requires_reset: booleanOr(value.requires_reset) };
}

/** Role ids, or `{ role_id, sources }` objects as the provider also sends them. */
function rolesOf(value: unknown): Array<string | Role> {
  if (!Array.isArray(value)) return [];
  const roles: Array<string | Role> = [];
  for (const role of value) {
    if (typeof role === 'string') roles.push(role);
    else if (isRecord(role) && typeof role.role_id === 'string') {
      roles.push(Array.isArray(role.sources) ? { role_id: role.role_id, sources: [...role.sources] } : { role_id: role.role_id });
    }
  }
  return roles;
}

/** The answer's user, or `null` without a `user_id`. */
export function userFromAnswer(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const userId = nonEmptyString(value.user_id);
  if (userId === null) return null;
  return {
    user_id: userId,
    created_at: stringOr(value.created_at),
    status: value.status === 'pending' ? 'pending' : 'active',
    name: nameOf(value.name),
    emails: records(value.emails).map(emailOf),
    phone_numbers: records(value.phone_numbers).map(phoneOf),
    crypto_wallets: records(value.crypto_wallets).map(walletOf),
    providers: records(value.providers).map(providerOf),
    password: passwordOf(value.password),
    totps: records(value.totps).map(totpOf),
    webauthn_registrations: records(value.webauthn_registrations).map(webauthnOf),
    biometric_registrations: Array.isArray(value.biometric_registrations) ? [...value.biometric_registrations] : [],
    trusted_metadata: recordOr(value.trusted_metadata),
    untrusted_metadata: recordOr(value.untrusted_metadata),
    roles: rolesOf(value.roles),
    ...optionalString('external_id', value.external_id),
  };
}
