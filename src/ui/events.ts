/**
 * What the widget tells the host through `callbacks` (spec section 4,
 * "Events"). `AuthenticateFlowComplete` fires exactly once per successful
 * sign-in; the others carry the data the spec names.
 */
import type { PorticoError } from '../core';

export type PorticoEventType =
  | 'AuthenticateFlowComplete'
  | 'OAuthAuthorizeFlowStart'
  | 'OAuthAuthorizeFlowComplete'
  | 'OAuthAuthorizeFlowConsentDenied'
  | 'PasskeyDone'
  /** A call the widget made succeeded: `data` is the response (for hosts that need `user_id`, `is_new`, …). */
  | 'MagicLinkLoginOrCreate'
  | 'OTPsLoginOrCreate'
  | 'OTPsAuthenticate'
  | 'PasswordCreate'
  | 'PasswordAuthenticate'
  | 'PasswordResetByEmailStart'
  | 'PasswordResetByEmail'
  | 'MagicLinkAuthenticate'
  | 'PasskeyAuthenticate'
  | 'PasskeyRegister'
  | 'CryptoWalletAuthenticate';

export interface PorticoEvent<T extends PorticoEventType = PorticoEventType> {
  type: T;
  data: Record<string, unknown>;
}

export interface PorticoCallbacks {
  onEvent?: (event: PorticoEvent) => void;
  /** Every error the widget shows or swallows: API, network and configuration errors. */
  onError?: (error: PorticoError | Error) => void;
}
