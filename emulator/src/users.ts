import type { Email, PhoneNumber, User } from '../../src/core/wire-types';
import type { Clock } from './clock';
import { newId } from './ids';
import type { EmulatorState, UserRecord } from './model';

/** User records and their wire form (wire notes §6 "user"). */

export const IMPLICIT_ROLE = 'stytch_user';

export interface NewUserInput {
  email?: string;
  emailVerified?: boolean;
  phoneNumber?: string;
  phoneVerified?: boolean;
  status?: 'active' | 'pending';
  name?: UserRecord['name'];
  untrustedMetadata?: Record<string, unknown>;
  trustedMetadata?: Record<string, unknown>;
  roles?: string[];
}

export function createUser(state: EmulatorState, clock: Clock, input: NewUserInput): UserRecord {
  const user: UserRecord = {
    user_id: newId('user'),
    created_at: clock.iso(),
    status: input.status ?? 'active',
    name: input.name ?? {},
    emails: [],
    phone_numbers: [],
    crypto_wallets: [],
    providers: [],
    password: null,
    webauthn_registrations: [],
    biometric_registrations: [],
    trusted_metadata: input.trustedMetadata ?? {},
    untrusted_metadata: input.untrustedMetadata ?? {},
    roles: (input.roles ?? []).filter((role) => role !== IMPLICIT_ROLE),
  };
  if (input.email) addEmail(user, input.email, input.emailVerified ?? false);
  if (input.phoneNumber) addPhone(user, input.phoneNumber, input.phoneVerified ?? false);
  state.users[user.user_id] = user;
  return user;
}

/** The user's entry for `email`, added (unverified) when missing. */
export function addEmail(user: UserRecord, email: string, verified = false): Email {
  const normalized = email.toLowerCase();
  const existing = user.emails.find((e) => e.email === normalized);
  if (existing) return existing;
  const entry: Email = { email_id: newId('email'), email: normalized, verified };
  user.emails.push(entry);
  return entry;
}

export function addPhone(user: UserRecord, phoneNumber: string, verified = false): PhoneNumber {
  const existing = user.phone_numbers.find((p) => p.phone_number === phoneNumber);
  if (existing) return existing;
  const entry: PhoneNumber = { phone_id: newId('phone-number'), phone_number: phoneNumber, verified };
  user.phone_numbers.push(entry);
  return entry;
}

export function rolesOf(user: UserRecord): string[] {
  return [IMPLICIT_ROLE, ...user.roles.filter((role) => role !== IMPLICIT_ROLE)];
}

export function toWireUser(state: EmulatorState, user: UserRecord): User {
  const totps = Object.values(state.totps)
    .filter((totp) => totp.userId === user.user_id)
    .map((totp) => ({ totp_id: totp.totpId, verified: totp.verified }));
  return structuredClone({
    user_id: user.user_id,
    created_at: user.created_at,
    status: user.status,
    name: user.name,
    emails: user.emails,
    phone_numbers: user.phone_numbers,
    crypto_wallets: user.crypto_wallets,
    providers: user.providers,
    password: user.password,
    totps,
    webauthn_registrations: user.webauthn_registrations,
    biometric_registrations: user.biometric_registrations,
    trusted_metadata: user.trusted_metadata,
    untrusted_metadata: user.untrusted_metadata,
    roles: rolesOf(user),
  });
}

/** `__user` of wire notes §6: the full user plus request_id/status_code. */
export function userEnvelope(state: EmulatorState, user: UserRecord, requestId: string): Record<string, unknown> {
  return { ...toWireUser(state, user), request_id: requestId, status_code: 200 };
}
