/**
 * The B2B headless client's public surface (the `portico/b2b` entry, src/b2b.ts).
 */
export { createPorticoB2BClient } from './client';
export type { PorticoB2BClient } from './client';
export type * from './wire-types';
export type { B2BSessionState } from './session-manager';
export type {
  B2BAuthenticateByUrl,
  B2BAuthenticateByUrlOptions,
  B2BAuthenticateByUrlResult,
  B2BDiscoveryTokenType,
  B2BSignInTokenType,
} from './authenticate-by-url';
export type {
  B2BSessionApi,
  B2BSessionAttestOptions,
  B2BSessionExchangeAccessTokenOptions,
  B2BSessionInfo,
  B2BSessionAuthenticateOptions, B2BSessionExchangeOptions, B2BSessionRevokeOptions } from './session-api';
export type { B2BDiscovery, B2BDiscoveryExchangeOptions, B2BDiscoveryOrganizationsCreateOptions } from './discovery';
export type {
  B2BMagicLinks,
  B2BMagicLinksAuthenticateOptions,
  B2BMagicLinksDiscoveryAuthenticateOptions,
  B2BMagicLinksDiscoverySendOptions,
  B2BMagicLinksInviteOptions,
  B2BMagicLinksLoginOrSignupOptions,
} from './magic-links';
export type {
  B2BOtps,
  B2BOtpsEmailAuthenticateOptions,
  B2BOtpsEmailDiscoveryAuthenticateOptions,
  B2BOtpsEmailDiscoverySendOptions,
  B2BOtpsEmailLoginOrSignupOptions,
} from './otps';
export type {
  B2BMembersCreateOptions,
  B2BMembersSearchOptions,
  B2BMembersUpdateOptions,
  B2BOrganizationApi,
  B2BOrganizationUpdateOptions,
} from './organization';
export type { B2BSelfApi, B2BSelfUpdateOptions } from './self';
export type {
  B2BOtpsSms,
  B2BOtpsSmsAuthenticateOptions,
  B2BOtpsSmsSendOptions,
  B2BRecoveryCodes,
  B2BRecoveryCodesRecoverOptions,
  B2BRecoveryCodesRecoverResponse,
  B2BRecoveryCodesResponse,
  B2BTotp,
  B2BTotpAuthenticateOptions,
  B2BTotpCreateOptions,
  B2BTotpCreateResponse,
} from './mfa';
export type {
  B2BPasswords,
  B2BPasswordsAuthenticateOptions,
  B2BPasswordsDiscoveryAuthenticateOptions,
  B2BPasswordsDiscoveryResetByEmailOptions,
  B2BPasswordsDiscoveryResetByEmailStartOptions,
  B2BPasswordsResetByEmailOptions,
  B2BPasswordsResetByEmailStartOptions,
  B2BPasswordsResetByExistingPasswordOptions,
  B2BPasswordsResetBySessionOptions,
  B2BPasswordsStrengthCheckOptions,
  B2BPasswordStrengthCheckResponse,
} from './passwords';
export { B2B_OAUTH_PROVIDERS } from './oauth-providers';
export type {
  B2BOAuth,
  B2BOAuthAuthenticateOptions,
  B2BOAuthDiscoveryAuthenticateOptions,
  B2BOAuthDiscoveryStartOptions,
  B2BOAuthProvider,
  B2BOAuthProviderStarter,
  B2BOAuthStartOptions,
} from './oauth';
export type { B2BImpersonation, B2BImpersonationAuthenticateOptions } from './impersonation';
export type {
  B2BSso,
  B2BSsoAuthenticateOptions,
  B2BSsoConnection,
  B2BSsoConnectionResponse,
  B2BSsoCreateConnectionOptions,
  B2BSsoDeleteConnectionResponse,
  B2BSsoDiscoverConnectionsResponse,
  B2BSsoGetConnectionsResponse,
  B2BSsoOidcUpdateConnectionOptions,
  B2BSsoSamlUpdateConnectionOptions,
  B2BSsoStartOptions,
} from './sso';
export type {
  B2BIdp,
  B2BIdpAuthorizeStartOptions,
  B2BIdpAuthorizeStartResponse,
  B2BIdpAuthorizeSubmitOptions,
  B2BIdpAuthorizeSubmitResponse,
  B2BIdpLogoutStartOptions,
  B2BIdpLogoutStartResponse,
} from './idp';
