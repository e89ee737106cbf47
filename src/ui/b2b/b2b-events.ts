/**
 * What the B2B widget tells the host through `callbacks` (docs/architecture.md,
 * "B2B widget"): the provider's B2B event names, so its hosts can switch, each
 * carrying the answer of the call it names, and `AuthenticateFlowComplete`
 * once per completed sign-in (MFA included), as the consumer widget sends it.
 */
import type { PorticoError } from '../../core/errors';

/** A B2B call's answer as the host receives it: the whole response (`portico/b2b` types name each). */
export type B2BEventResponse = Readonly<Record<string, unknown>>;

/**
 * The B2B widget's event names: each one a screen sends. The provider's `B2B_PASSWORD_RESET_BY_SESSION`
 * is not among them: no screen resets a password with a session (docs/behaviour.md §11, "Passwords").
 */
export type PorticoB2BEventType =
  | 'AuthenticateFlowComplete'
  | 'B2B_MAGIC_LINK_EMAIL_LOGIN_OR_SIGNUP'
  | 'B2B_MAGIC_LINK_AUTHENTICATE'
  | 'B2B_MAGIC_LINK_EMAIL_DISCOVERY_SEND'
  | 'B2B_MAGIC_LINK_DISCOVERY_AUTHENTICATE'
  | 'B2B_SSO_START'
  | 'B2B_SSO_AUTHENTICATE'
  | 'B2B_SSO_DISCOVER_CONNECTIONS'
  | 'B2B_OAUTH_AUTHENTICATE'
  | 'B2B_OAUTH_DISCOVERY_AUTHENTICATE'
  | 'B2B_DISCOVERY_ORGANIZATIONS_CREATE'
  | 'B2B_DISCOVERY_INTERMEDIATE_SESSION_EXCHANGE'
  | 'B2B_PASSWORD_AUTHENTICATE'
  | 'B2B_PASSWORD_DISCOVERY_AUTHENTICATE'
  | 'B2B_PASSWORD_RESET_BY_EMAIL_START'
  | 'B2B_PASSWORD_RESET_BY_EMAIL'
  | 'B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL_START'
  | 'B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL'
  | 'B2B_SMS_OTP_SEND'
  | 'B2B_SMS_OTP_AUTHENTICATE'
  | 'B2B_TOTP_CREATE'
  | 'B2B_TOTP_AUTHENTICATE'
  | 'B2B_RECOVERY_CODES_RECOVER'
  | 'B2B_OTPS_EMAIL_AUTHENTICATE'
  | 'B2B_OTPS_EMAIL_DISCOVERY_AUTHENTICATE'
  | 'B2B_OTPS_EMAIL_DISCOVERY_SEND'
  | 'B2B_OTPS_EMAIL_LOGIN_OR_SIGNUP'
  | 'B2B_ORGANIZATIONS_GET_BY_SLUG'
  // `mountIdentityProvider`: the identity-provider flow's events, as the consumer widget names them.
  | 'OAuthAuthorizeFlowStart'
  | 'OAuthAuthorizeFlowComplete'
  | 'OAuthAuthorizeFlowConsentDenied';

/** An event of the B2B widget: `AuthenticateFlowComplete` carries `{}`, the others the call's answer. */
export type PorticoB2BEvent =
  | { type: 'AuthenticateFlowComplete'; data: Record<string, never> }
  | { type: Exclude<PorticoB2BEventType, 'AuthenticateFlowComplete'>; data: B2BEventResponse };

export interface PorticoB2BCallbacks {
  /** Every event of the B2B widget; a handler that throws is logged, not rethrown. */
  onEvent?: (event: PorticoB2BEvent) => void;
  /** Every error the widget shows or swallows: API, network and configuration errors. */
  onError?: (error: PorticoError | Error) => void;
}
