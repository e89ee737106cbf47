/**
 * The MFA flow's screens (docs/architecture.md, "B2B widget"): the second factor a B2B sign-in
 * owes (`mfa/required`, src/ui/flows/b2b/handoffs.ts). Each screen carries the member and
 * organization of the pending sign-in: every MFA call names both.
 */
import type { Member, Organization } from '../../../../core/b2b';
import type { B2BMfaProduct } from '../../../b2b/config/b2b-config-types';
import type { ScreenStateBase } from '../../flow';
import type { SessionLostReason } from './actions';

/** Whose second factor, and which factors the member already has. */
export interface MfaMember {
  member: Member;
  organization: Organization;
  /** The member's MFA phone number (E.164), '' when none. */
  phoneNumber: string;
  /** The member has a TOTP registration and the organization allows TOTP. */
  totpEnrolled: boolean;
}

/** What `b2b/totp` (create) answered: shown once, kept until the first code comes back. */
export interface TotpEnrolment {
  secret: string;
  /** The otpauth:// URI the QR code encodes. */
  uri: string;
  recoveryCodes: string[];
}

/** A member with no second factor picks one (Text message, Authenticator app). */
export interface MfaEnrollSelectState extends ScreenStateBase, MfaMember {
  screen: 'MfaEnrollSelect';
  /** The methods offered, in order (mfa-methods.ts). */
  methods: B2BMfaProduct[];
}

/** SMS enrolment: the member names a phone number. */
export interface MfaSmsEnrollState extends ScreenStateBase, MfaMember {
  screen: 'MfaSmsEnroll';
  /** Other methods were offered: 'Go back' returns to the choice. */
  methods: B2BMfaProduct[];
}

/** The SMS passcode. */
export interface MfaSmsEntryState extends ScreenStateBase, MfaMember {
  screen: 'MfaSmsEntry';
  /**
   * A code was sent for this screen (by the enrolment form, or by the server with the sign-in:
   * `secondary_auth_initiated`); when false the screen sends one on arrival.
   */
  sent: boolean;
  /** The number being enrolled (E.164), sent again with a resend; null for the member's own number. */
  enrolling: string | null;
  /** Where the code went, as shown ('' when the server sent it and did not say where). */
  destination: string;
  /** The enrolment choice, for 'Go back' while enrolling. */
  methods: B2BMfaProduct[];
  /**
   * When the code sent expires (epoch ms), for the countdown; absent when the server texted it with
   * the sign-in (the screen counts from its arrival).
   */
  expiresAt?: number;
  /** The code expired (the countdown ran out or the server said so): the field waits for a new one. */
  expired?: boolean;
}

/** TOTP enrolment: the QR code (and the secret for manual entry), created on arrival. */
export interface MfaTotpEnrollState extends ScreenStateBase, MfaMember {
  screen: 'MfaTotpEnroll';
  /** null until `b2b/totp` answered. */
  enrolment: TotpEnrolment | null;
  methods: B2BMfaProduct[];
}

/** The authenticator app's code: after enrolment (`enrolment` set), or at a later sign-in. */
export interface MfaTotpEntryState extends ScreenStateBase, MfaMember {
  screen: 'MfaTotpEntry';
  enrolment: TotpEnrolment | null;
  methods: B2BMfaProduct[];
}

/** The recovery codes of a new TOTP registration, shown once; the member is signed in. */
export interface MfaRecoveryCodesSaveState extends ScreenStateBase {
  screen: 'MfaRecoveryCodesSave';
  member: Member;
  organization: Organization;
  codes: string[];
}

/** A recovery code in place of the authenticator app's. */
export interface MfaRecoveryCodeEntryState extends ScreenStateBase, MfaMember {
  screen: 'MfaRecoveryCodeEntry';
}

/** The intermediate session ended (10 minutes, or used): the sign-in starts over. */
export interface MfaSessionExpiredState extends ScreenStateBase {
  screen: 'MfaSessionExpired';
  reason: SessionLostReason;
}

/** Screens where the member types a code or picks a method before the second factor is done. */
export type MfaPendingState =
  | MfaEnrollSelectState
  | MfaSmsEnrollState
  | MfaSmsEntryState
  | MfaTotpEnrollState
  | MfaTotpEntryState
  | MfaRecoveryCodeEntryState;

export type MfaState = MfaPendingState | MfaRecoveryCodesSaveState | MfaSessionExpiredState;
