/**
 * State-history tests of the SSO flow (docs/architecture.md, "Reducer"):
 * action sequences through the root reducer over the B2B flows, asserting
 * the exact screens and data; the landing's URL check and the registry line
 * that opens a login mount on it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { B2BSsoActiveConnection, Organization } from '../../../../../src/core/b2b';
import { validateB2BConfig } from '../../../../../src/ui/b2b/config/validate-b2b-config';
import type { AnyFlow } from '../../../../../src/ui/flows';
import { firstB2BScreen, type B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import b2bMain from '../../../../../src/ui/flows/b2b/b2b-main';
import sso from '../../../../../src/ui/flows/b2b/sso';
import { discovered, started } from '../../../../../src/ui/flows/b2b/sso/actions';
import { ssoTokenFromUrl } from '../../../../../src/ui/flows/b2b/sso/landing-url';
import type { B2BHandoff } from '../../../../../src/ui/flows/b2b/handoffs';
import { createRootReducer, type RootAction } from '../../../../../src/ui/host/root-reducer';
import { makeOrganization } from '../../../core/b2b/b2b-harness';

const HOME: B2BWidgetState = { screen: 'B2BMain' };
const reducer = createRootReducer<B2BWidgetState>([b2bMain, sso] as unknown as AnyFlow[], HOME);

function history(actions: RootAction[], start: B2BWidgetState = HOME): B2BWidgetState[] {
  const states = [start];
  for (const action of actions) states.push(reducer(states.at(-1) as B2BWidgetState, action));
  return states;
}

const EMAIL = 'ada@acme.example';
const OKTA: B2BSsoActiveConnection = { connection_id: 'saml-connection-1', display_name: 'Okta', identity_provider: 'okta' };
const ENTRA: B2BSsoActiveConnection = { connection_id: 'oidc-connection-2', display_name: 'Entra', identity_provider: 'microsoft-entra' };
const ORG = makeOrganization({ sso_active_connections: [OKTA, ENTRA] }) as unknown as Organization;
const answer = (connections: B2BSsoActiveConnection[]) => ({ request_id: 'r', status_code: 200, connections });
const start = (organization: Organization | null): B2BHandoff => ({ type: 'sso/start', email: EMAIL, organization });

describe('SSO', () => {
  it("an organization: its connections → one started → redirecting", () => {
    expect(history([start(ORG), started(OKTA)])).toEqual([
      HOME,
      { screen: 'SSOConnections', organizationName: 'Acme', connections: [OKTA, ENTRA] },
      { screen: 'SSORedirecting', connection: OKTA },
    ]);
  });

  it('discovery: email → one connection (already started) → redirecting', () => {
    expect(history([start(null), discovered(EMAIL, answer([OKTA]))])).toEqual([
      HOME,
      { screen: 'SSODiscoveryEmail', email: EMAIL },
      { screen: 'SSORedirecting', connection: OKTA },
    ]);
  });

  it('discovery: several connections → the list → one started', () => {
    expect(history([start(null), discovered(EMAIL, answer([OKTA, ENTRA])), started(ENTRA)])).toEqual([
      HOME,
      { screen: 'SSODiscoveryEmail', email: EMAIL },
      { screen: 'SSOConnections', organizationName: null, connections: [OKTA, ENTRA] },
      { screen: 'SSORedirecting', connection: ENTRA },
    ]);
  });

  it('discovery: none → the slug fallback → an organization by its slug → its connections; or back to Main', () => {
    const found = { request_id: 'r', status_code: 200, organization: makeOrganization({ sso_active_connections: [ENTRA] }) };
    expect(
      history([start(null), discovered(EMAIL, answer([])), { type: 'sso/organizationFound', response: found } as RootAction]),
    ).toEqual([
      HOME,
      { screen: 'SSODiscoveryEmail', email: EMAIL },
      { screen: 'SSOFallback', email: EMAIL },
      { screen: 'SSOConnections', organizationName: 'Acme', connections: [ENTRA] },
    ]);
    expect(history([start(null), discovered(EMAIL, answer([])), { type: 'back' }]).at(-1)).toEqual(HOME);
  });

  it('a refused landing → Main, and only from the landing', () => {
    expect(history([{ type: 'sso/landingLeft' }], { screen: 'SSOAuthenticate' })).toEqual([{ screen: 'SSOAuthenticate' }, HOME]);
    const onMain = history([{ type: 'sso/landingLeft' }]);
    expect(onMain[1]).toBe(onMain[0]);
  });

  it('late answers for a screen the visitor left change nothing', () => {
    const states = history([start(null), { type: 'back' }, discovered(EMAIL, answer([OKTA])), started(OKTA)]);
    expect(states.slice(2)).toEqual([HOME, HOME, HOME]);
    expect(states[3]).toBe(states[2]);
    expect(states[4]).toBe(states[2]);
  });
});

describe('the SSO landing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds an SSO token in a URL, and nothing else', () => {
    expect(ssoTokenFromUrl('https://app.example/login?stytch_token_type=sso&token=sso-1')).toBe('sso-1');
    expect(ssoTokenFromUrl('https://app.example/login?stytch_token_type=oauth&token=oauth-1')).toBeNull();
    expect(ssoTokenFromUrl('https://app.example/login?stytch_token_type=sso')).toBeNull();
    expect(ssoTokenFromUrl('https://app.example/login?stytch_token_type=sso&token=')).toBeNull();
    expect(ssoTokenFromUrl('https://app.example/login')).toBeNull();
    expect(ssoTokenFromUrl('')).toBeNull();
  });

  it('a login mount opens on the landing when the page URL carries an SSO token, else where it would', () => {
    const config = validateB2BConfig({ authFlowType: 'Discovery', products: ['sso'] }, 'mount');
    expect(firstB2BScreen('b2bLogin', { config })).toEqual({ screen: 'B2BMain' });
    vi.stubGlobal('location', new URL('https://app.example/login?stytch_token_type=oauth&token=oauth-1'));
    expect(firstB2BScreen('b2bLogin', { config })).toEqual({ screen: 'B2BMain' });
    vi.stubGlobal('location', new URL('https://app.example/login?stytch_token_type=sso&token=sso-1'));
    expect(firstB2BScreen('b2bLogin', { config })).toEqual({ screen: 'SSOAuthenticate' });
  });
});
