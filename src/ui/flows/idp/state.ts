/**
 * The identity-provider screens (docs/behaviour.md §2.8,
 * §4.2), keyed by screen: IDPConsent is the mount kind's
 * first screen (the preflight, with its spinner); the others are where the
 * preflight and the visitor's answers lead. None has a back arrow: there is
 * no Main to go back to.
 */
import type { IDPAuthorizeParams, IDPLogoutParams } from '../../../core';
import type { MessageDescriptor } from '../../i18n/format';
import type { ScreenStateBase } from '../flow';

/** What the consent screen shows, decided by the preflight. */
export interface ConsentRequest {
  params: IDPAuthorizeParams;
  clientName: string;
  /** An http(s) logo URL from the provider, or null. */
  logoUrl: string | null;
  grantable: string[];
  ungrantable: string[];
}

export type IDPState =
  /** The preflight: parse the address, check the session, ask the provider. */
  | (ScreenStateBase & { screen: 'IDPConsent' })
  /** Authorize: Allow or Deny. */
  | (ScreenStateBase & { screen: 'IDPAuthorize'; consent: ConsentRequest })
  /** Logout: Yes or No. */
  | (ScreenStateBase & { screen: 'IDPLogout'; params: IDPLogoutParams; redirectUri: string })
  /** The browser is on its way to the relying party's address. */
  | (ScreenStateBase & { screen: 'IDPRedirecting'; clientName: string | null })
  /** Authorized, and the provider gave no address to go to. */
  | (ScreenStateBase & { screen: 'IDPAuthorized'; clientName: string })
  /** The visitor denied consent (and the provider gave no address). */
  | (ScreenStateBase & { screen: 'IDPDenied' })
  /** The visitor answered No to 'Log out?'. */
  | (ScreenStateBase & { screen: 'IDPLogoutDeclined' })
  /** A missing parameter, no session, or a failed preflight. */
  | (ScreenStateBase & { screen: 'IDPError'; message: MessageDescriptor });
