/**
 * The headless browser client: `createPorticoClient`, its types, errors and
 * the error-message catalogue.
 */
export { createPorticoClient } from './client';
export type { PorticoClient } from './client';
export type {
  SessionApi,
  SessionAttestOptions,
  SessionAuthenticateOptions,
  SessionExchangeAccessTokenOptions,
  SessionRevokeOptions,
} from './session-api';
export type { SessionInfo, UserInfo } from './session/session-observers';
export type { RbacApi, RbacPermissionsMap } from './rbac';
export type { TelemetryApi } from './telemetry-api';
export type { PorticoClientOptions, CookieOptions, CaptchaProvider, DfpProvider } from './options';

export type * from './products';
export { buildOAuthStartUrl, OAUTH_PROVIDERS } from './products/oauth';
export { OTP_DEFAULT_EXPIRATION_MINUTES } from './products/otps';
export type {
  AuthenticateByUrl,
  AuthenticateByUrlOptions,
  AuthenticateByUrlResult,
  AuthenticateByUrlTokenType,
} from './authenticate-by-url';

export type { BootstrapData, SessionState, SessionTokens, PkceNamespace } from './client-context';
export type * from './wire-types';

export * from './errors';
export { ERROR_MESSAGES, messageForError } from './error-messages';
export type { ErrorMessageKey, ErrorMessageOverrides } from './error-messages';
