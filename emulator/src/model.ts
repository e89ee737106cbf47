import type {
  AuthenticationFactor,
  CryptoWallet,
  Email,
  OAuthProvider,
  PhoneNumber,
  Session,
  UserName,
  WebAuthnRegistration,
} from '../../src/core/wire-types';
import type { JsonWebKey } from 'node:crypto';

/**
 * The emulator's persistent state. Records that mirror a wire object keep the
 * provider's snake_case; purely internal records use camelCase. Timestamps are
 * ISO strings so the snapshot is plain JSON.
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

/** A session as sent on the wire, minus derived `roles`, plus the token digest. */
export interface SessionRecord extends Omit<Session, 'roles' | 'authentication_factors'> {
  authentication_factors: AuthenticationFactor[];
  tokenDigest: string;
  /**
   * Tokens handed to callers that presented only the session JWT (the first
   * token cannot be shown again: only its digest is kept). Newest last, at
   * most `MAX_EXTRA_SESSION_TOKENS`; absent in older snapshots.
   */
  extraTokenDigests?: string[];
}

export interface MagicLinkRecord {
  tokenDigest: string;
  userId: string;
  emailId: string;
  kind: 'login' | 'signup';
  expiresAt: string;
  /** PKCE S256 challenge sent with the request, if any. */
  codeChallenge: string | null;
}

export type OtpChannel = 'email' | 'sms' | 'whatsapp';

/** One pending OTP per method (email id / phone id); a new send replaces it. */
export interface OtpRecord {
  methodId: string;
  userId: string;
  channel: OtpChannel;
  codeDigest: string;
  expiresAt: string;
  failedAttempts: number;
  locked: boolean;
}

export interface RecoveryCodeRecord {
  id: string;
  digest: string;
  /** Sealed copy, because `POST /totps/recovery_codes` shows the codes again. */
  sealed: string;
  usedAt: string | null;
}

export interface TotpRecord {
  totpId: string;
  userId: string;
  /** Sealed base32 secret. */
  secretSealed: string;
  verified: boolean;
  createdAt: string;
  /** An unverified TOTP becomes unusable after this instant. */
  expiresAt: string;
  recoveryCodes: RecoveryCodeRecord[];
  /** Last accepted time step, so a code cannot be replayed. */
  lastUsedStep: number | null;
  failedAttempts: number;
  lockedUntil: string | null;
}

export interface ImpersonationRecord {
  tokenDigest: string;
  userId: string;
  impersonatorId: string;
  impersonatorEmail: string;
  expiresAt: string;
}

export interface MessageRecord {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  from: string;
  to: string;
  /** Email only; null for SMS and WhatsApp. */
  subject: string | null;
  body: string;
  link: string | null;
  code: string | null;
  sent_at: string;
}

export interface SigningKeyRecord {
  kid: string;
  privateJwk: JsonWebKey;
  publicJwk: JsonWebKey;
}

export interface EmulatorState {
  version: 1;
  /** RS256 key for session JWTs; kept across resets and restarts. */
  signingKey: SigningKeyRecord;
  /** Key for secret digests and sealing; kept across resets and restarts. */
  dataKey: string;
  /** Offset added to the wall clock (the dev API moves it forward). */
  clockOffsetMs: number;
  users: Record<string, UserRecord>;
  sessions: Record<string, SessionRecord>;
  magicLinks: Record<string, MagicLinkRecord>;
  otps: Record<string, OtpRecord>;
  totps: Record<string, TotpRecord>;
  impersonationTokens: Record<string, ImpersonationRecord>;
  messages: MessageRecord[];
  events: unknown[];
}
