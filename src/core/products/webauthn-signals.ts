/**
 * Keeps the browser's password manager in step with the account through the
 * WebAuthn Signal API (docs/protocol.md §7.6, "Portico"): a passkey the
 * server no longer accepts can be hidden, and the user's name shown with a
 * passkey can be updated.
 *
 * The provider's user object lists registrations but not their credential ids
 * or WebAuthn user handles (docs/protocol.md §7.6), so this module keeps a small
 * local record of the credentials this browser registered or signed in with,
 * and signals only what that record proves. Storage failures are ignored, and
 * nothing here throws: a signal is a hint, never part of a login.
 */
import type { KeyValueStorage } from '../seams/client-seams';
import type { User } from '../wire-types';

/** Options of `webauthn.signalCredentials`. */
export interface WebAuthnSignalCredentialsOptions {
  /** The registration just removed (e.g. by `user.deleteWebauthnRegistration`). */
  removed_webauthn_registration_id?: string;
}

/** A credential this browser has registered or signed in with. */
export interface KnownCredential {
  webauthn_registration_id: string;
  /** The credential id, base64url. */
  credentialId: string;
  /** The WebAuthn user handle, base64url; absent when an assertion carried none. */
  userHandle?: string;
  /** The RP ID the credential is scoped to. */
  rpId: string;
  /** The provider's `user_id`. */
  userId: string;
}

/** The most credentials the local record keeps (the most recently used win). */
export const MAX_KNOWN_CREDENTIALS = 50;

export interface WebAuthnSignals {
  /** Records a credential after a successful register or authenticate. */
  remember(credential: KnownCredential): void;
  /**
   * The server answered `webauthn_registration_not_found` for this credential:
   * tells the password manager (without waiting for it) and forgets it.
   */
  credentialNotFound(rpId: string, credentialId: string): void;
  /** `webauthn.signalCredentials` for `user` (the session's cached user). Never rejects. */
  signalCredentials(user: User | null, options?: WebAuthnSignalCredentialsOptions): Promise<void>;
}

/** The static Signal methods of `PublicKeyCredential`, each possibly missing. */
interface SignalApi {
  signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void>;
  signalAllAcceptedCredentials?: (options: {
    rpId: string;
    userId: string;
    allAcceptedCredentialIds: string[];
  }) => Promise<void>;
  signalCurrentUserDetails?: (options: { rpId: string; userId: string; name: string; displayName: string }) => Promise<void>;
}

type SignalName = keyof SignalApi;
type SignalOptions<N extends SignalName> = Parameters<NonNullable<SignalApi[N]>>[0];

/** Longest string kept per field: credential ids are at most 1023 bytes (1364 in base64url). */
const MAX_FIELD_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function createWebAuthnSignals(deps: { storage: KeyValueStorage; key: string }): WebAuthnSignals {
  function read(): KnownCredential[] {
    let raw: string | null;
    try {
      raw = deps.storage.getItem(deps.key);
    } catch {
      return [];
    }
    if (raw === null) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return [];
    }
    if (!Array.isArray(parsed)) return [];
    const byRegistration = new Map<string, KnownCredential>();
    for (const item of parsed) {
      const credential = parseCredential(item);
      if (!credential) continue;
      byRegistration.delete(credential.webauthn_registration_id);
      byRegistration.set(credential.webauthn_registration_id, credential);
    }
    return [...byRegistration.values()].slice(-MAX_KNOWN_CREDENTIALS);
  }

  function write(credentials: KnownCredential[]): void {
    try {
      if (credentials.length === 0) deps.storage.removeItem(deps.key);
      else deps.storage.setItem(deps.key, JSON.stringify(credentials.slice(-MAX_KNOWN_CREDENTIALS)));
    } catch {
      // A full or unusable storage only means fewer signals later.
    }
  }

  function forget(matches: (credential: KnownCredential) => boolean): void {
    const credentials = read();
    const kept = credentials.filter((c) => !matches(c));
    if (kept.length !== credentials.length) write(kept);
  }

  return {
    remember(input) {
      try {
        // A malformed user handle is dropped; the credential is still worth keeping.
        const userHandle = isBase64Url(input.userHandle) ? input.userHandle : undefined;
        const credential = parseCredential({ ...input, userHandle });
        if (!credential) return;
        const credentials = read();
        const previous = credentials.find((c) => c.webauthn_registration_id === credential.webauthn_registration_id);
        // An assertion without a user handle keeps the one the registration recorded.
        if (
          credential.userHandle === undefined &&
          previous?.userHandle !== undefined &&
          previous.credentialId === credential.credentialId &&
          previous.rpId === credential.rpId
        ) {
          credential.userHandle = previous.userHandle;
        }
        const others = credentials.filter(
          (c) =>
            c.webauthn_registration_id !== credential.webauthn_registration_id &&
            !(c.rpId === credential.rpId && c.credentialId === credential.credentialId),
        );
        write([...others, credential]);
      } catch {
        // Never part of the login's outcome.
      }
    },

    credentialNotFound(rpId, credentialId) {
      void signal('signalUnknownCredential', { rpId, credentialId });
      forget((c) => c.rpId === rpId && c.credentialId === credentialId);
    },

    async signalCredentials(user, options) {
      try {
        if (!user || !Array.isArray(user.webauthn_registrations)) return;
        const removedId =
          typeof options === 'object' && options !== null && typeof options.removed_webauthn_registration_id === 'string'
            ? options.removed_webauthn_registration_id
            : undefined;
        const mine = read().filter((c) => c.userId === user.user_id);
        const pending: Array<Promise<void>> = [];
        const forgotten = new Set<string>();

        // (a) The registration the caller just removed.
        const removed = removedId === undefined ? undefined : mine.find((c) => c.webauthn_registration_id === removedId);
        if (removed) {
          pending.push(signal('signalUnknownCredential', { rpId: removed.rpId, credentialId: removed.credentialId }));
          forgotten.add(removed.webauthn_registration_id);
        }

        // (b) Per RP ID, the full list of accepted credentials, and the user's details.
        const registrationsByRpId = new Map<string, string[]>();
        for (const registration of user.webauthn_registrations) {
          if (registration.webauthn_registration_id === removedId) continue;
          const ids = registrationsByRpId.get(registration.domain) ?? [];
          ids.push(registration.webauthn_registration_id);
          registrationsByRpId.set(registration.domain, ids);
        }
        const known = new Map(mine.map((c) => [c.webauthn_registration_id, c]));
        const details = userDetails(user);
        for (const [rpId, ids] of registrationsByRpId) {
          const credentials = ids.flatMap((id) => {
            const credential = known.get(id);
            return credential?.rpId === rpId ? [credential] : [];
          });
          // signalAllAcceptedCredentials hides every passkey of this user and RP
          // ID that is not in the list. A registration whose credential this
          // browser has never seen (made on another device, or before this
          // record existed) would be left out of the list, and the password
          // manager would hide a passkey that still works: with any credential
          // unknown, nothing is signalled for this RP ID.
          if (credentials.length !== ids.length) continue;
          const userHandle = soleUserHandle(credentials);
          if (userHandle === undefined) continue;
          pending.push(
            signal('signalAllAcceptedCredentials', {
              rpId,
              userId: userHandle,
              allAcceptedCredentialIds: credentials.map((c) => c.credentialId),
            }),
          );
          if (details) pending.push(signal('signalCurrentUserDetails', { rpId, userId: userHandle, ...details }));
          // Credentials of deleted registrations are covered by that list.
          for (const c of mine) {
            if (c.rpId === rpId && !ids.includes(c.webauthn_registration_id)) forgotten.add(c.webauthn_registration_id);
          }
        }

        // RP IDs where this browser knew credentials of the user and the user
        // has no registration left: every credential there is gone. An empty
        // list is right only for a user handle the record knows.
        for (const rpId of new Set(mine.map((c) => c.rpId))) {
          if (registrationsByRpId.has(rpId)) continue;
          const onRpId = mine.filter((c) => c.rpId === rpId);
          for (const userHandle of new Set(onRpId.flatMap((c) => (c.userHandle === undefined ? [] : [c.userHandle])))) {
            pending.push(signal('signalAllAcceptedCredentials', { rpId, userId: userHandle, allAcceptedCredentialIds: [] }));
          }
          for (const c of onRpId) {
            if (c.userHandle === undefined && c !== removed) {
              pending.push(signal('signalUnknownCredential', { rpId, credentialId: c.credentialId }));
            }
            forgotten.add(c.webauthn_registration_id);
          }
        }

        if (forgotten.size > 0) forget((c) => forgotten.has(c.webauthn_registration_id));
        await Promise.all(pending);
      } catch {
        // Never rejects: a signal is only a hint to the password manager.
      }
    },
  };
}

/**
 * Calls one Signal method where the browser has it (each is feature-detected
 * on its own). The call starts at once; the promise never rejects.
 */
function signal<N extends SignalName>(name: N, options: SignalOptions<N>): Promise<void> {
  try {
    const api = (globalThis as { PublicKeyCredential?: SignalApi }).PublicKeyCredential;
    const method = api?.[name] as ((this: SignalApi, options: SignalOptions<N>) => unknown) | undefined;
    if (!api || typeof method !== 'function') return Promise.resolve();
    return Promise.resolve(method.call(api, options)).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}

/** The one user handle all `credentials` share, if they share one. */
function soleUserHandle(credentials: KnownCredential[]): string | undefined {
  const handles = new Set(credentials.map((c) => c.userHandle));
  if (handles.size !== 1) return undefined;
  const [handle] = handles;
  return handle;
}

/** `name`: the first email or phone number; `displayName`: the full name, else `name`. */
function userDetails(user: User): { name: string; displayName: string } | undefined {
  const name = user.emails?.[0]?.email || user.phone_numbers?.[0]?.phone_number;
  if (typeof name !== 'string' || name === '') return undefined;
  const fullName = [user.name?.first_name, user.name?.middle_name, user.name?.last_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
  return { name, displayName: fullName || name };
}

/** A credential rebuilt from untrusted input (storage, a server answer), or null. */
function parseCredential(value: unknown): KnownCredential | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const { webauthn_registration_id: registrationId, credentialId, userHandle, rpId, userId } = v;
  if (!isField(registrationId) || !isField(rpId) || !isField(userId)) return null;
  if (!isBase64Url(credentialId)) return null;
  if (userHandle !== undefined && userHandle !== null && !isBase64Url(userHandle)) return null;
  const credential: KnownCredential = { webauthn_registration_id: registrationId, credentialId, rpId, userId };
  if (typeof userHandle === 'string') credential.userHandle = userHandle;
  return credential;
}

function isField(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= MAX_FIELD_LENGTH;
}

function isBase64Url(value: unknown): value is string {
  return isField(value) && BASE64URL.test(value);
}
