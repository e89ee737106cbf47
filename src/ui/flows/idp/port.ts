/**
 * What the identity-provider flow needs of its widget (docs/architecture.md,
 * "B2B widget"): one flow, its screens and reducer, serves the consumer
 * widget's `mountIdentityProvider` and the B2B widget's. What differs between
 * the two sits behind this port: the provider's calls (the consumer client's
 * `idp.authorizeStart`, the B2B client's `idp.oauthAuthorizeStart`, …), the
 * session check, the revoke, following an answer's address, and the account
 * the titles name (the project's, or the member's organization).
 *
 * The consumer's port is the flow's own default (consumer-port.ts, in the
 * flow's chunk: the consumer entry stays as it was); the B2B widget's flow
 * line loads b2b.tsx, which renders each screen inside `IDPPortContext` with
 * the B2B port (b2b-port.ts).
 */
import { createContext } from 'react';
import type { IDPAuthorizeParams, IDPAuthorizeSubmitParams, IDPLogoutParams } from '../../../core';
import type { WidgetEnvironment } from '../../context/widget-context';
import type { B2BIDPMessageKey } from './b2b-messages';
import type { IDPMessageKey } from './messages';

/**
 * What the flow reads of an authorize start's answer, the consumer client's or the B2B one's.
 * `redirect_uri` is as the server sent it: destination.ts checks it.
 */
export interface IDPStartAnswer {
  consent_required: boolean;
  client?: { client_name?: string; client_logo_url?: string };
  scope_results?: ReadonlyArray<{ scope: string; is_grantable: boolean }>;
  redirect_uri?: unknown;
}

/** What the flow reads of a submit's or a logout start's answer. */
export interface IDPRedirectAnswer {
  redirect_uri?: unknown;
}

export interface IDPPort {
  authorizeStart(params: IDPAuthorizeParams, signal: AbortSignal): Promise<IDPStartAnswer>;
  authorizeSubmit(params: IDPAuthorizeSubmitParams, signal: AbortSignal): Promise<IDPRedirectAnswer>;
  logoutStart(params: IDPLogoutParams, signal: AbortSignal): Promise<IDPRedirectAnswer & { consent_required: boolean }>;
  /**
   * Whether there is a session, once the client knows: a session held only in
   * cookies is found by the client's startup check, after the mount
   * (docs/architecture.md, "Session state a host can route on").
   */
  hasSession(signal: AbortSignal): Promise<boolean>;
  /** A logout asks for a session first (the B2B one: its question names the member's organization). */
  logoutNeedsSession: boolean;
  /** Ends the session on the server and here, whatever the server answers. */
  revoke(signal: AbortSignal): Promise<unknown>;
  /** Sends the browser to an address the flow accepted (destination.ts). */
  followRedirect(redirectUri: string): Promise<void>;
  /** The texts that name the account: the consent titles (standard or custom scopes) and the logout question. */
  texts: Record<'titleStandardScopes' | 'titleCustomScopes' | 'logoutBody', IDPMessageKey | B2BIDPMessageKey>;
  /** What they name, by placeholder: `{ projectName }`, or the member's `{ organizationName }`. */
  account(): Record<string, string>;
}

/** Builds a widget's port from the environment of the screen that renders. */
export type IDPPortFactory = (env: WidgetEnvironment) => IDPPort;

/** The B2B port's factory around the B2B widget's screens (b2b.tsx); none (the consumer widget): the flow's default. */
export const IDPPortContext = createContext<IDPPortFactory | null>(null);

/** The consent page's own host (the identity provider's site): the name when the widget has none. */
export function namedOr(name: string | null | undefined): string {
  return name !== null && name !== undefined && name.trim() !== '' ? name : window.location.host;
}
