/**
 * The public types of the product namespaces (`src/core/index.ts` re-exports
 * them). Types only, each named: a product's factory (`createOtps(ctx)`, …)
 * takes the client's internal context and is no part of the package, and
 * `export type *` would not keep it out of the bundled declaration files
 * (they re-export every name as a value). A new public type of a product is
 * added here; test/package/declarations.test.ts checks the built files.
 */
export type { BootstrapApi } from './bootstrap';
export type {
  CryptoWallets,
  CryptoWalletsAuthenticateOptions,
  CryptoWalletsAuthenticateStartOptions,
  CryptoWalletsAuthenticateStartResponse,
  CryptoWalletType,
  SiweParams,
} from './crypto-wallets';
export type {
  GoogleOneTap,
  GoogleOneTapRedirects,
  GoogleOneTapStartOptions,
  GoogleOneTapStartResponse,
  GoogleOneTapSubmitOptions,
} from './google-one-tap';
export type {
  IDP,
  IDPAuthorizeParams,
  IDPAuthorizeStartResponse,
  IDPAuthorizeSubmitParams,
  IDPAuthorizeSubmitResponse,
  IDPLogoutParams,
  IDPLogoutStartResponse,
} from './idp';
export type { Impersonation, ImpersonationAuthenticateOptions } from './impersonation';
export type {
  MagicLinks,
  MagicLinksAuthenticateOptions,
  MagicLinksAuthenticateResponse,
  MagicLinksEmail,
  MagicLinksEmailOptions,
  MagicLinksSendResponse,
} from './magic-links';
export type {
  OAuth,
  OAuthAuthenticateOptions,
  OAuthAuthenticateResponse,
  OAuthProviderStarter,
  OAuthProviderType,
  OAuthStartOptions,
  OAuthStartUrlParams,
} from './oauth';
export type {
  OtpChannel,
  Otps,
  OtpsAuthenticateOptions,
  OtpsAuthenticateResponse,
  OtpsEmailOptions,
  OtpsSendResponse,
  OtpsSmsOptions,
  OtpsWhatsappOptions,
} from './otps';
export type {
  Passwords,
  PasswordsAuthenticateResponse,
  PasswordsCreateResponse,
  PasswordsCredentialsOptions,
  PasswordsResetByEmailOptions,
  PasswordsResetByEmailStartOptions,
  PasswordsResetByEmailStartResponse,
  PasswordsResetByExistingPasswordOptions,
  PasswordsResetBySessionOptions,
  PasswordsStrengthCheckOptions,
  PasswordsStrengthCheckResponse,
} from './passwords';
export type {
  Totps,
  TotpsAuthenticateOptions,
  TotpsCreateOptions,
  TotpsCreateResponse,
  TotpsRecoverOptions,
  TotpsRecoveryCodesResponse,
} from './totps';
export type {
  ConnectedApp,
  UserApi,
  UserConnectedAppsResponse,
  UserDeleteFactorResponse,
  UserRevokeConnectedAppResponse,
  UserSearchResponse,
  UserType,
  UserUpdateOptions,
  UserUpdateResponse,
} from './user';
export type {
  WebAuthn,
  WebAuthnAuthenticateFinishOptions,
  WebAuthnAuthenticateOptions,
  WebAuthnAuthenticateResponse,
  WebAuthnAuthenticateStartOptions,
  WebAuthnAuthenticateStartResponse,
  WebAuthnRegisterFinishOptions,
  WebAuthnRegisterOptions,
  WebAuthnRegisterStartOptions,
  WebAuthnRegisterStartResponse,
  WebAuthnSignalCredentialsOptions,
  WebAuthnUpdateOptions,
  WebAuthnUpdateResponse,
} from './webauthn';
export type { ResponseMeta } from './shared';
