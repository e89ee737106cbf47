import type { User } from '../../../protocol';
import type { EmulatorConfigInput } from '../config';
import { InvalidCallError } from './errors';
import { Mailbox } from './mailbox';
import { DevApiTransport, type DevApiTransportOptions } from './transport';
import type {
  ClockState,
  ConnectedApp,
  ConnectedAppBody,
  ConnectedAppCreated,
  DevMemberSession,
  DevSession,
  EmulatedIdpIdentity,
  EmulatedIdpIdentityBody,
  EmulatedIdpSettings,
  EmulatorConfig,
  Fault,
  FaultSpec,
  GoogleIdTokenBody,
  GsiCredentialBody,
  GsiLogEntry,
  GsiPromptQuery,
  GsiStatus,
  ImpersonationTokenBody,
  Jwks,
  MemberImpersonationTokenBody,
  OAuthIdentity,
  OAuthIdentityBody,
  OrganizationSeed,
  SeededOrganization,
  SessionCookie,
  UserSeed,
} from './types';

/**
 * A typed client of the whole dev API (`/_emulator`; the repository README's
 * "Dev API"), over HTTP or an in-process fetch handler. `startEmulator` and
 * `createEmulator` hand one out as `api`; `createDevApiClient({ url })`
 * reaches an emulator started elsewhere (the CLI, another process).
 */

export type DevApiClientOptions = DevApiTransportOptions;

/** A config patch for `PATCH /_emulator/config`: any keys of the config, `null` to remove an optional one. */
export type EmulatorConfigPatch = { [K in keyof EmulatorConfigInput]?: EmulatorConfigInput[K] | null };

/** The widget's default session cookie names (docs/protocol.md §8). */
export const SESSION_COOKIE_NAMES = { opaqueToken: 'stytch_session', jwt: 'stytch_session_jwt' } as const;

export interface CreateSessionOptions {
  /** Session length; default the project's `sessionDefaultMinutes`. */
  durationMinutes?: number;
  /** The cookie names the app configured (`cookieOptions`); default `stytch_session` / `stytch_session_jwt`. */
  cookieNames?: { opaqueToken?: string; jwt?: string };
}

function paramsOf<T extends object>(query: T): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, value === undefined ? undefined : typeof value === 'boolean' ? (value ? '1' : '0') : String(value)]),
  );
}

function seedBody(method: string, seed: UserSeed): Omit<UserSeed, 'phone'> {
  if (typeof seed !== 'object' || seed === null) throw new InvalidCallError(method, 'pass a user object, e.g. { email }.');
  const { phone, ...rest } = seed;
  if (phone === undefined) return rest;
  if (rest.phone_number !== undefined && rest.phone_number !== phone) {
    throw new InvalidCallError(method, 'give phone or phone_number, not two different numbers.');
  }
  return { ...rest, phone_number: phone };
}

export function createDevApiClient(options: DevApiClientOptions) {
  const transport = new DevApiTransport(options);
  const call = transport.call.bind(transport);

  return {
    /** The emulator's origin. */
    url: transport.url,

    /** Forgets users, sessions, tokens, messages, events, faults, attempt counts and the clock offset (not config patches). */
    async reset(): Promise<void> {
      await call('reset');
    },

    clock: {
      async get(): Promise<ClockState> {
        return call<ClockState>('clock.get');
      },
      /** Moves the emulator's clock forward (expiries, lockout windows, TOTP steps). */
      async advance(seconds: number): Promise<ClockState> {
        if (!Number.isFinite(seconds) || seconds < 0) throw new InvalidCallError('clock.advance', `seconds must be a number ≥ 0; got ${String(seconds)}.`);
        return call<ClockState>('clock.advance', { body: { advanceSeconds: seconds } });
      },
    },

    config: {
      async get(): Promise<EmulatorConfig> {
        return (await call<{ config: EmulatorConfig }>('config.get')).config;
      },
      /** Deep-merges a patch into the project config; `null` removes an optional key. Answers the whole config. */
      async patch(patch: EmulatorConfigPatch): Promise<EmulatorConfig> {
        return (await call<{ config: EmulatorConfig }>('config.patch', { body: patch })).config;
      },
    },

    faults: {
      /** Makes matching `/sdk/v1` requests slow, fail, drop or ask for a captcha. */
      async inject(fault: FaultSpec): Promise<Fault> {
        if (typeof fault !== 'object' || fault === null || typeof fault.path !== 'string') {
          throw new InvalidCallError('faults.inject', 'pass a fault with a path, e.g. { path: "/otps/email/login_or_create", status: 500 }.');
        }
        return (await call<{ fault: Fault }>('faults.inject', { body: fault })).fault;
      },
      async list(): Promise<Fault[]> {
        return (await call<{ faults: Fault[] }>('faults.list')).faults;
      },
      async clear(): Promise<void> {
        await call('faults.clear');
      },
    },

    users: {
      /** Seeds one user (as a project's backend would) and answers the wire user. */
      async create(seed: UserSeed): Promise<User> {
        return (await call<{ user: User }>('users.create', { body: seedBody('users.create', seed) })).user;
      },
      /** Seeds up to 1,000 users in one request, all or none; answers their ids in order. */
      async createMany(seeds: readonly UserSeed[]): Promise<string[]> {
        if (!Array.isArray(seeds) || seeds.length === 0) throw new InvalidCallError('users.createMany', 'pass a non-empty array of users.');
        const users = seeds.map((seed) => seedBody('users.createMany', seed));
        return (await call<{ user_ids: string[] }>('users.createMany', { body: { users } })).user_ids;
      },
      async list(): Promise<User[]> {
        return (await call<{ users: User[] }>('users.list')).users;
      },
      /** Deletes the user and everything every product keeps for it. */
      async delete(userId: string): Promise<void> {
        if (typeof userId !== 'string' || userId === '') throw new InvalidCallError('users.delete', 'pass a user_id.');
        await call('users.delete', { params: { user_id: userId } });
      },
    },

    sessions: {
      /**
       * A session without the UI: for the user with this email (created,
       * verified, when nobody has it) or this user id. Answers the tokens and
       * the cookies the widget reads (docs/protocol.md §8), to set on the app's
       * origin before the page loads.
       */
      async create(who: { email: string } | { userId: string }, options: CreateSessionOptions = {}): Promise<DevSession> {
        if (typeof who !== 'object' || who === null) {
          throw new InvalidCallError('sessions.create', 'pass exactly one of { email } or { userId }.');
        }
        const email = 'email' in who ? who.email : undefined;
        const userId = 'userId' in who ? who.userId : undefined;
        if ((typeof email === 'string') === (typeof userId === 'string')) {
          throw new InvalidCallError('sessions.create', 'pass exactly one of { email } or { userId }.');
        }
        const answer = await call<Omit<DevSession, 'cookies'>>('sessions.create', {
          body: { email, user_id: userId, session_duration_minutes: options.durationMinutes },
        });
        const expires = Math.floor(Date.parse(answer.session.expires_at) / 1000);
        const cookie = (name: string, value: string): SessionCookie => ({
          name,
          value,
          expires,
          path: '/',
          sameSite: 'Lax',
          httpOnly: false,
          secure: false,
        });
        return {
          ...answer,
          cookies: [
            cookie(options.cookieNames?.opaqueToken ?? SESSION_COOKIE_NAMES.opaqueToken, answer.session_token),
            cookie(options.cookieNames?.jwt ?? SESSION_COOKIE_NAMES.jwt, answer.session_jwt),
          ],
        };
      },
    },

    mailbox: new Mailbox(transport),

    events: {
      /** The telemetry items the SDK sent (`{ telemetry, event }`), oldest first. */
      async list(): Promise<unknown[]> {
        return (await call<{ events: unknown[] }>('events.list')).events;
      },
    },

    totps: {
      /** The current code of a user's TOTP (for tests that cannot run an authenticator app). */
      async code(totpId: string): Promise<string> {
        if (typeof totpId !== 'string' || totpId === '') throw new InvalidCallError('totps.code', 'pass a totp_id.');
        return (await call<{ code: string }>('totps.code', { params: { totp_id: totpId } })).code;
      },
    },

    impersonation: {
      /** A single-use impersonation token for the user, as a project's dashboard would mint. */
      async createToken(body: ImpersonationTokenBody): Promise<string> {
        return (await call<{ token: string }>('impersonation.createToken', { body })).token;
      },
    },

    memberTotps: {
      /** The current code of a B2B member's TOTP registration (its proven one, else its newest pending one). */
      async code(memberId: string): Promise<string> {
        if (typeof memberId !== 'string' || memberId === '') throw new InvalidCallError('memberTotps.code', 'pass a member_id.');
        return (await call<{ code: string }>('memberTotps.code', { params: { member_id: memberId } })).code;
      },
    },

    memberImpersonation: {
      /** A single-use B2B impersonation token for a member, as a project's dashboard would mint. */
      async createToken(body: MemberImpersonationTokenBody): Promise<string> {
        if (typeof body !== 'object' || body === null || typeof body.member_id !== 'string') {
          throw new InvalidCallError('memberImpersonation.createToken', 'pass { member_id }.');
        }
        return (await call<{ token: string }>('memberImpersonation.createToken', { body })).token;
      },
    },

    b2bOAuth: {
      /** The public keys of the emulated B2B OAuth providers' ID tokens (`provider_values.id_token`). */
      async jwks(): Promise<Jwks> {
        return call<Jwks>('b2bOAuth.jwks');
      },
    },

    memberSessions: {
      /**
       * A B2B member session without the UI for this member (as an email
       * passcode sign-in would give); answers the tokens and the cookies the
       * provider's B2B client reads, to set on the app's origin.
       */
      async create(who: { memberId: string }, options: CreateSessionOptions = {}): Promise<DevMemberSession> {
        if (typeof who !== 'object' || who === null || typeof who.memberId !== 'string') {
          throw new InvalidCallError('memberSessions.create', 'pass { memberId }.');
        }
        const answer = await call<Omit<DevMemberSession, 'cookies'>>('memberSessions.create', {
          body: { member_id: who.memberId, session_duration_minutes: options.durationMinutes },
        });
        const expires = Math.floor(Date.parse(answer.member_session.expires_at) / 1000);
        const cookie = (name: string, value: string): SessionCookie => ({
          name,
          value,
          expires,
          path: '/',
          sameSite: 'Lax',
          httpOnly: false,
          secure: false,
        });
        return {
          ...answer,
          cookies: [
            cookie(options.cookieNames?.opaqueToken ?? SESSION_COOKIE_NAMES.opaqueToken, answer.session_token),
            cookie(options.cookieNames?.jwt ?? SESSION_COOKIE_NAMES.jwt, answer.session_jwt),
          ],
        };
      },
    },

    organizations: {
      /**
       * A B2B organization with its members (`POST /_emulator/organizations`),
       * checked whole before anything is written; answers both as the wire has them.
       */
      async create(seed: OrganizationSeed): Promise<SeededOrganization> {
        if (typeof seed !== 'object' || seed === null) {
          throw new InvalidCallError('organizations.create', 'pass an organization object, e.g. { organization_name }.');
        }
        return call<SeededOrganization>('organizations.create', { body: seed });
      },
    },

    connectedApps: {
      /** Adds a connected app (the OpenID provider's client); the secret is only in this answer. */
      async create(body: ConnectedAppBody): Promise<ConnectedAppCreated> {
        return call<ConnectedAppCreated>('connectedApps.create', { body });
      },
      async list(): Promise<ConnectedApp[]> {
        return (await call<{ connected_apps: ConnectedApp[] }>('connectedApps.list')).connected_apps;
      },
    },

    emulatedIdp: {
      /**
       * The emulated SAML and OpenID identity provider's settings for an SSO
       * connection; `clientId` picks the OpenID client (any id; its secret is derived from it).
       */
      async settings(clientId?: string): Promise<EmulatedIdpSettings> {
        return call<EmulatedIdpSettings>('emulatedIdp.settings', { query: { client_id: clientId } });
      },
      /** The identity the emulated identity provider's next login page prefills (queued, oldest first). */
      async queueIdentity(body: EmulatedIdpIdentityBody): Promise<EmulatedIdpIdentity> {
        return (await call<{ identity: EmulatedIdpIdentity }>('emulatedIdp.queueIdentity', { body })).identity;
      },
    },

    oauth: {
      /** The identity the emulated provider's next sign-in offers (queued, oldest first). */
      async queueIdentity(body: OAuthIdentityBody): Promise<OAuthIdentity> {
        return (await call<{ identity: OAuthIdentity }>('oauth.queueIdentity', { body })).identity;
      },
      /** The public keys of the emulated providers' ID tokens. */
      async jwks(): Promise<Jwks> {
        return call<Jwks>('oauth.jwks');
      },
    },

    google: {
      async jwks(): Promise<Jwks> {
        return call<Jwks>('google.jwks');
      },
      /** A Google ID token for One Tap, good or wrong in one chosen way. */
      async mintIdToken(body: GoogleIdTokenBody = {}): Promise<string> {
        return (await call<{ id_token: string }>('google.mintIdToken', { body })).id_token;
      },
    },

    gsi: {
      /** The stand-in for Google's `gsi/client` script, to load instead of Google's. */
      clientScriptUrl(): string {
        return transport.urlOf('gsi.clientScriptUrl');
      },
      /** Whether One Tap would be displayed for this client and page origin. */
      async status(query: GsiPromptQuery): Promise<GsiStatus> {
        return call<GsiStatus>('gsi.status', { query: paramsOf(query) });
      },
      /** The prompt page's URL (the stand-in's iframe). */
      promptUrl(query: GsiPromptQuery): string {
        return transport.urlOf('gsi.promptUrl', { query: paramsOf(query) });
      },
      /** What the prompt's Continue does: a credential for the next queued Google identity. */
      async credential(body: GsiCredentialBody): Promise<string> {
        return (await call<{ credential: string }>('gsi.credential', { body })).credential;
      },
      async log(): Promise<GsiLogEntry[]> {
        return (await call<{ entries: GsiLogEntry[] }>('gsi.log')).entries;
      },
    },
  };
}

/** The dev-API client: `startEmulator(…).api`, `createEmulator(…).api`, `createDevApiClient({ url })`. */
export type DevApiClient = ReturnType<typeof createDevApiClient>;
