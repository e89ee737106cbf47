/**
 * The browser's steps of an SSO sign-in, taken with plain HTTP requests for
 * the SSO tests (test/integration/b2b-sso*.test.ts): the emulator's start,
 * the identity provider's answer posted to the ACS or brought to the OIDC
 * callback, and the redirect's `sso` token. Redirects are followed by hand,
 * so each hop can be checked.
 */
import { expect } from 'vitest';
import { PUBLIC_TOKEN, type Emulator } from './harness';
import type { SamlResponseOptions, SamlTestIdp, SamlUser, SpUrls } from './sso-idps/saml-idp';

export const APP_LOGIN = 'http://localhost:3000/sso/login';
export const APP_SIGNUP = 'http://localhost:3000/sso/signup';

export interface StartOptions {
  pkce_code_challenge?: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
}

/** The start's answer: where it sends the browser (or its refusal). */
export async function startSso(emulator: Emulator, connectionId: string, options: StartOptions = {}): Promise<Response> {
  const url = new URL(`${emulator.url}/v1/public/sso/start`);
  url.searchParams.set('public_token', PUBLIC_TOKEN);
  url.searchParams.set('connection_id', connectionId);
  url.searchParams.set('login_redirect_url', options.login_redirect_url ?? APP_LOGIN);
  url.searchParams.set('signup_redirect_url', options.signup_redirect_url ?? APP_SIGNUP);
  if (options.pkce_code_challenge) url.searchParams.set('pkce_code_challenge', options.pkce_code_challenge);
  return fetch(url, { redirect: 'manual' });
}

/** The start's redirect to the identity provider. */
export async function startRedirect(emulator: Emulator, connectionId: string, options: StartOptions = {}): Promise<string> {
  const response = await startSso(emulator, connectionId, options);
  expect(response.status, await response.clone().text()).toBe(302);
  return response.headers.get('location') ?? '';
}

/** Posts a SAML response to the ACS as the browser's auto-submitted form would. */
export function postAcs(acsUrl: string, form: { SAMLResponse: string; RelayState: string }): Promise<Response> {
  return fetch(acsUrl, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
}

/** The `sso` token of the app redirect an ACS or callback answered with (303). */
export function ssoTokenOf(response: Response, landing: string = APP_LOGIN): string {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(landing);
  expect(location.searchParams.get('stytch_token_type')).toBe('sso');
  return location.searchParams.get('token') ?? '';
}

/** A whole SAML sign-in up to the app's redirect: start → IdP → ACS. */
export async function samlSignIn(
  emulator: Emulator,
  idp: SamlTestIdp,
  connection: SpUrls & { connection_id: string },
  user: SamlUser,
  options: SamlResponseOptions & StartOptions = {},
): Promise<Response> {
  const redirect = await startRedirect(emulator, connection.connection_id, options);
  const form = await idp.respond(redirect, connection, user, options);
  return postAcs(connection.acs_url, form);
}
