import type { z } from 'zod';
import type { B2BMember, B2BMemberSession, B2BOidcConnection, B2BOrganization, B2BSamlConnection, Session, User } from '../../../protocol';
import type { ConnectedAppConfig, EmulatorConfig } from '../config';
import type { clockAdvanceSchema } from '../dev-api';
import type { Fault, faultSchema } from '../dev-api/faults';
import type { devMemberImpersonationSchema, devOrganizationSchema } from '../products/b2b/dev-routes';
import type { CRYPTO_WALLET_SEED_FIELDS } from '../products/crypto-wallets';
import type { connectedAppCreateSchema } from '../products/idp/dev-routes';
import type { impersonationTokenSchema } from '../products/impersonation/dev-routes';
import type { emulatedIdpIdentitySchema } from '../products/emulated-idp/dev-routes';
import type { EmulatedOidcIdp, EmulatedSamlIdp } from '../products/emulated-idp/settings';
import type { MessageRecord } from '../products/mailbox/records';
import type { identitySchema } from '../products/oauth/dev-routes';
import type { idTokenSchema } from '../products/oauth/one-tap/google-dev-routes';
import type { GsiLogEntry } from '../products/oauth/one-tap/gsi-log';
import type { credentialSchema } from '../products/oauth/one-tap/gsi-routes';
import type { PASSWORD_SEED_FIELDS } from '../products/passwords';
import type { devSessionSchema } from '../products/sessions/dev-routes';
import type { TOTP_SEED_FIELDS } from '../products/totps';
import type { USER_SEED_FIELDS } from '../products/users/seed';

/**
 * Request and answer types of the dev API (`/_emulator`), derived from the
 * zod schemas its routes parse with, so the client cannot drift from the
 * routes: a field added to a schema is in the client's type at once.
 * Bodies keep the dev API's own field names (snake_case, as the provider's
 * wire does; docs/architecture.md).
 */

type InputOf<Shape extends z.ZodRawShape> = z.input<z.ZodObject<Shape>>;

/**
 * One user for `api.users.create` / `createMany`: the users product's fields
 * and every other product's seed fields (`password`, `totp`, `crypto_wallets`).
 * `phone` is accepted as a short name for `phone_number`.
 */
export type UserSeed = InputOf<typeof USER_SEED_FIELDS> &
  InputOf<typeof PASSWORD_SEED_FIELDS> &
  InputOf<typeof TOTP_SEED_FIELDS> &
  InputOf<typeof CRYPTO_WALLET_SEED_FIELDS> & {
    /** Same as `phone_number` (E.164); give one of the two. */
    phone?: string;
  };

/** A fault for `/sdk/v1` routes (`api.faults.inject`); see the dev API's faults.ts for each field. */
export type FaultSpec = z.input<typeof faultSchema>;
export type { Fault };

/** An email, SMS or WhatsApp message as the mailbox keeps it (codes and links in clear). */
export type MailboxMessage = MessageRecord;

export interface ClockState {
  /** The emulator's "now" (ISO 8601), offset included. */
  now: string;
  offset_seconds: number;
}

export type ClockAdvanceBody = z.input<typeof clockAdvanceSchema>;

/** `POST /_emulator/sessions`: exactly one of `email` or `user_id`. */
export type DevSessionBody = z.input<typeof devSessionSchema>;

/** A cookie the widget reads its session from (docs/protocol.md §8), ready for a browser context. */
export interface SessionCookie {
  name: string;
  value: string;
  /** Unix seconds: the session's `expires_at`. */
  expires: number;
  path: '/';
  sameSite: 'Lax';
  httpOnly: false;
  secure: false;
}

/** `api.sessions.create`'s answer. */
export interface DevSession {
  user_id: string;
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
  /** Whether the call created the user (an `email` nobody had). */
  user_created: boolean;
  /** `stytch_session` and `stytch_session_jwt` (or the names asked for), to set on the app's origin. */
  cookies: SessionCookie[];
}

export type ImpersonationTokenBody = z.input<typeof impersonationTokenSchema>;
export type ConnectedAppBody = z.input<typeof connectedAppCreateSchema>;
export interface ConnectedAppCreated {
  client_id: string;
  /** Confidential clients only; shown in this answer only. */
  client_secret?: string;
}
export type ConnectedApp = Omit<ConnectedAppConfig, 'client_secret'>;

export type OAuthIdentityBody = z.input<typeof identitySchema>;
export interface OAuthIdentity {
  provider: string;
  email: string;
  name: string;
  subject: string;
}

/**
 * `api.emulatedIdp.settings`: what an SSO connection needs to use the
 * emulated identity provider (docs/testing.md, "Testing SSO without an
 * identity provider").
 */
export interface EmulatedIdpSettings {
  saml: EmulatedSamlIdp;
  oidc: EmulatedOidcIdp;
}
export type { EmulatedOidcIdp, EmulatedSamlIdp };
/** `api.emulatedIdp.queueIdentity`: the identity the next login page prefills. */
export type EmulatedIdpIdentityBody = z.input<typeof emulatedIdpIdentitySchema>;
export interface EmulatedIdpIdentity {
  email: string;
  first_name: string;
  last_name: string;
  groups: string[];
}

export type GoogleIdTokenBody = z.input<typeof idTokenSchema>;
export type GsiCredentialBody = z.input<typeof credentialSchema>;
export type { GsiLogEntry };

export interface GsiPromptQuery {
  client_id?: string;
  origin?: string;
  nonce?: string;
  context?: string;
  fedcm?: boolean;
}

export type GsiStatus = { displayed: true } | { displayed: false; reason: string };

/** A JSON Web Key Set, as the key routes serve it. */
export interface Jwks {
  keys: Array<Record<string, unknown>>;
}

export interface MailboxPage {
  now: string;
  /** Newest first. */
  messages: MailboxMessage[];
}

export type { EmulatorConfig };

/** `api.organizations.create`: a B2B organization's settings and its members (`members[].roles`: direct assignments). */
export type OrganizationSeed = z.input<typeof devOrganizationSchema>;

/** `api.memberImpersonation.createToken`: the member, and who impersonates it (defaults: an emulator support agent). */
export type MemberImpersonationTokenBody = z.input<typeof devMemberImpersonationSchema>;

export interface SeededOrganization {
  organization: B2BOrganization;
  members: B2BMember[];
  /** The seed's SSO connections, with the URLs to configure the identity provider with (`acs_url`, `audience_uri`, `redirect_url`). */
  sso_connections: Array<B2BSamlConnection | B2BOidcConnection>;
}

/** `api.memberSessions.create`: a B2B member session without the UI, and its cookies. */
export interface DevMemberSession {
  member_id: string;
  member: B2BMember;
  organization: B2BOrganization;
  member_session: B2BMemberSession;
  session_token: string;
  session_jwt: string;
  /** `stytch_session` and `stytch_session_jwt` (or the names asked for), to set on the app's origin. */
  cookies: SessionCookie[];
}
