import type { B2BSsoActiveConnection } from '../../../../core/b2b';
import type { ScreenStateBase } from '../../flow';

/** Discovery: the address whose SSO connections to look up (prefilled). */
export interface SSODiscoveryEmailState extends ScreenStateBase {
  screen: 'SSODiscoveryEmail';
  email: string;
}

/**
 * The connections to choose from, one button each: an organization's
 * (`organizationName`), or the ones discovered for an address (null).
 */
export interface SSOConnectionsState extends ScreenStateBase {
  screen: 'SSOConnections';
  organizationName: string | null;
  connections: B2BSsoActiveConnection[];
}

/** No connection for the address: the organization's slug instead, or another method. */
export interface SSOFallbackState extends ScreenStateBase {
  screen: 'SSOFallback';
  email: string;
}

/** A connection's start sent the page to its identity provider: the page is leaving. */
export interface SSORedirectingState extends ScreenStateBase {
  screen: 'SSORedirecting';
  connection: B2BSsoActiveConnection;
}

/** The redirect's landing (`stytch_token_type=sso`): the token is redeemed once. */
export interface SSOAuthenticateState extends ScreenStateBase {
  screen: 'SSOAuthenticate';
}

export type SSOState = SSODiscoveryEmailState | SSOConnectionsState | SSOFallbackState | SSORedirectingState | SSOAuthenticateState;
