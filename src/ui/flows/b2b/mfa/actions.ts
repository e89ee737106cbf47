/** The MFA flow's domain actions (docs/architecture.md, "B2B widget"); `mfa/required` is the handoff that opens it. */
import type {
  B2BAuthenticateResponse,
  B2BRecoveryCodesRecoverResponse,
  B2BSendResponse,
  B2BTotpCreateResponse,
} from '../../../../core/b2b';
import type { B2BMfaProduct } from '../../../b2b/config/b2b-config-types';
import type { B2BHandoff } from '../handoffs';

/** The second factor that completed a sign-in. */
export type MfaVerified =
  | { method: 'sms'; response: B2BAuthenticateResponse }
  | { method: 'totp'; response: B2BAuthenticateResponse }
  | { method: 'recovery'; response: B2BRecoveryCodesRecoverResponse };

export type MfaAction =
  | Extract<B2BHandoff, { type: 'mfa/required' }>
  /**
   * Enrolment: the member picked `method` among `methods` (the config's choice, first-screen.ts),
   * or it was the only one.
   */
  | { type: 'mfa/methodChosen'; method: B2BMfaProduct; methods: B2BMfaProduct[] }
  /**
   * A passcode was texted: from the enrolment form (to `enrolling`, shown as `destination`),
   * on the SMS entry's arrival, or by its resend (`resend: true`, a toast says so).
   */
  | { type: 'mfa/smsSent'; response: B2BSendResponse; enrolling: string | null; destination: string; resend: boolean; expiresAt?: number }
  /** The texted code expired (the countdown, or the server's answer to it). */
  | { type: 'mfa/smsExpired' }
  /** `b2b/totp` answered: the QR code, the secret and the recovery codes. */
  | { type: 'mfa/totpCreated'; response: B2BTotpCreateResponse; uri: string }
  /** 'Continue' under the QR code: the first code. */
  | { type: 'mfa/totpScanned' }
  /** 'Use a backup code' on the TOTP entry. */
  | { type: 'mfa/useRecoveryCode' }
  /** 'Text me a code instead' on the TOTP entry. */
  | { type: 'mfa/useSms' }
  /** 'Go back' within the flow: the reducer says where (mfa/reducer.ts). */
  | { type: 'mfa/goBack' }
  /** The second factor was accepted: a member session. */
  | ({ type: 'mfa/verified' } & MfaVerified)
  /** A call found the intermediate session gone (expired, used, or another organization's). */
  | { type: 'mfa/sessionExpired'; reason: SessionLostReason };

/** Why the pending sign-in cannot go on: a catalogue key (messages.ts, `MFA_ERROR_MESSAGES`). */
export type SessionLostReason = 'intermediate_session_not_found' | 'invalid_intermediate_session_token_for_organization';

/** What an MFA screen dispatches: its flow's actions, and the handoffs to other B2B flows. */
export type MfaDispatch = MfaAction | B2BHandoff;

export function isMfaAction(action: MfaDispatch): action is MfaAction {
  return action.type.startsWith('mfa/');
}

export const methodChosen = (method: B2BMfaProduct, methods: B2BMfaProduct[]): MfaAction => ({
  type: 'mfa/methodChosen',
  method,
  methods,
});

/** `expiresAt` (epoch ms): when the code sent expires, the SMS entry's countdown (docs/behaviour.md §11). */
export const smsSent = (response: B2BSendResponse, enrolling: string | null, destination: string, resend = false, expiresAt?: number): MfaAction => ({
  type: 'mfa/smsSent',
  response,
  enrolling,
  destination,
  resend,
  ...(expiresAt === undefined ? {} : { expiresAt }),
});

export const totpCreated = (response: B2BTotpCreateResponse, uri: string): MfaAction => ({ type: 'mfa/totpCreated', response, uri });

export const mfaVerified = (verified: MfaVerified): MfaAction => ({ type: 'mfa/verified', ...verified });

export const sessionExpired = (reason: SessionLostReason): MfaAction => ({ type: 'mfa/sessionExpired', reason });

/**
 * Whether a failure means the intermediate session is gone (docs/architecture.md, "B2B"): the
 * server no longer knows it (`intermediate_session_not_found`: its 10 minutes passed, or it was
 * used), it names another organization, or its cookie expired so the call went without one and
 * the server found no session at all (`user_unauthenticated`). Null for any other failure.
 */
export function sessionLost(error: unknown): SessionLostReason | null {
  if (typeof error !== 'object' || error === null) return null;
  const type = (error as { error_type?: unknown }).error_type;
  if (type === 'intermediate_session_not_found' || type === 'user_unauthenticated') return 'intermediate_session_not_found';
  if (type === 'invalid_intermediate_session_token_for_organization') return type;
  return null;
}

/**
 * What an accepted second factor dispatches: `mfa/verified` (its event; the screen is marked
 * signed in), then the success screen (`b2bMain/signedIn`), except after a new TOTP
 * registration's first code, whose recovery codes come first (their 'Done' hands over then).
 */
export function afterVerified(verified: MfaVerified, enrolling: boolean): MfaDispatch[] {
  const accepted = mfaVerified(verified);
  return verified.method === 'totp' && enrolling ? [accepted] : [accepted, signedIn(verified.response)];
}

/** Signed in: the b2bMain flow's success screen and `AuthenticateFlowComplete` (handoffs.ts). */
export const signedIn = (response: B2BAuthenticateResponse): B2BHandoff => ({
  type: 'b2bMain/signedIn',
  member: response.member,
  organization: response.organization,
});
