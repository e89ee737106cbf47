import type { Email, PhoneNumber, User } from '../../../../protocol';
import type { EmulatorDeps } from '../../context';
import { newId } from '../../ids';
import { thaw, type DeepReadonly } from '../../store/readonly';
import { USERS, walletKey, type UserRecord } from './records';

/** Creating users, finding them, adding their email and phone factors, and the wire user (docs/protocol.md §6). */

export const IMPLICIT_ROLE = 'stytch_user';

export type ReadonlyUser = DeepReadonly<UserRecord>;

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

export const usersOf = (deps: EmulatorDeps) => deps.store.of(USERS);

export function findUserById(deps: EmulatorDeps, userId: string): ReadonlyUser | undefined {
  return usersOf(deps).get(userId);
}

export function findUserByEmail(deps: EmulatorDeps, email: string): ReadonlyUser | undefined {
  return usersOf(deps).find('email', email.toLowerCase());
}

export function findUserByPhone(deps: EmulatorDeps, phoneNumber: string): ReadonlyUser | undefined {
  return usersOf(deps).find('phone', phoneNumber);
}

export function findUserByWallet(deps: EmulatorDeps, type: string, address: string): ReadonlyUser | undefined {
  return usersOf(deps).find('wallet', walletKey(type, address));
}

export function createUser(deps: EmulatorDeps, input: NewUserInput): ReadonlyUser {
  const user: UserRecord = {
    user_id: newId('user'),
    created_at: deps.clock.iso(),
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
  if (input.email) {
    user.emails.push({ email_id: newId('email'), email: input.email.toLowerCase(), verified: input.emailVerified ?? false });
  }
  if (input.phoneNumber) {
    user.phone_numbers.push({
      phone_id: newId('phone-number'),
      phone_number: input.phoneNumber,
      verified: input.phoneVerified ?? false,
    });
  }
  return usersOf(deps).insert(user);
}

/** Changes a user through the store (which re-indexes and journals it). */
export function updateUser(deps: EmulatorDeps, userId: string, mutate: (draft: UserRecord) => void): ReadonlyUser {
  return usersOf(deps).update(userId, mutate);
}

/**
 * The user's entry for `email`, added (unverified) when missing, with
 * `emailId` when given (the id a pending secondary address was promised).
 */
export function addEmail(deps: EmulatorDeps, user: ReadonlyUser, email: string, emailId?: string): DeepReadonly<Email> {
  const normalized = email.toLowerCase();
  const existing = user.emails.find((e) => e.email === normalized);
  if (existing) return existing;
  const entry: Email = { email_id: emailId ?? newId('email'), email: normalized, verified: false };
  updateUser(deps, user.user_id, (draft) => {
    draft.emails.push(entry);
  });
  return entry;
}

export function addPhone(
  deps: EmulatorDeps,
  user: ReadonlyUser,
  phoneNumber: string,
  phoneId?: string,
): DeepReadonly<PhoneNumber> {
  const existing = user.phone_numbers.find((p) => p.phone_number === phoneNumber);
  if (existing) return existing;
  const entry: PhoneNumber = { phone_id: phoneId ?? newId('phone-number'), phone_number: phoneNumber, verified: false };
  updateUser(deps, user.user_id, (draft) => {
    draft.phone_numbers.push(entry);
  });
  return entry;
}

/**
 * Marks an email or phone entry verified (a code or link sent to it came
 * back). An email proven for the first time is announced to every product
 * (`Product.onEmailProven`): a password set before the proof must then be
 * reset (docs/security.md). `keepSessionId` is the prover's own session.
 */
export function verifyFactor(deps: EmulatorDeps, userId: string, factorId: string, keepSessionId?: string): void {
  const before = findUserById(deps, userId);
  const firstProof = before?.emails.some((e) => e.email_id === factorId && !e.verified) ?? false;
  const user = updateUser(deps, userId, (draft) => {
    for (const entry of [...draft.emails, ...draft.phone_numbers]) {
      if (('email_id' in entry ? entry.email_id : entry.phone_id) === factorId) entry.verified = true;
    }
  });
  if (!firstProof) return;
  for (const product of deps.products) product.onEmailProven?.(deps, user, { emailId: factorId, keepSessionId });
}

export function rolesOf(user: ReadonlyUser): string[] {
  return [IMPLICIT_ROLE, ...user.roles.filter((role) => role !== IMPLICIT_ROLE)];
}

/** The wire user: the record's fields plus what each product adds (its TOTPs, …). */
export function toWireUser(deps: EmulatorDeps, user: ReadonlyUser): User {
  const record = thaw<UserRecord>(user);
  const wire: User = {
    user_id: record.user_id,
    created_at: record.created_at,
    status: record.status,
    name: record.name,
    emails: record.emails,
    phone_numbers: record.phone_numbers,
    crypto_wallets: record.crypto_wallets,
    providers: record.providers,
    password: record.password,
    totps: [],
    webauthn_registrations: record.webauthn_registrations,
    biometric_registrations: record.biometric_registrations,
    trusted_metadata: record.trusted_metadata,
    untrusted_metadata: record.untrusted_metadata,
    roles: rolesOf(user),
  };
  for (const product of deps.products) Object.assign(wire, product.wireUser?.(deps, user));
  return wire;
}

/** `__user` of docs/protocol.md §6: the full user plus request_id/status_code. */
export function userEnvelope(deps: EmulatorDeps, user: ReadonlyUser, requestId: string): Record<string, unknown> {
  return { ...toWireUser(deps, user), request_id: requestId, status_code: 200 };
}
