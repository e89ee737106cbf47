// @vitest-environment jsdom
/**
 * The SSO screens in the B2B widget over a real B2B client (fake fetch and a
 * recorded `navigate`, test/unit/core/b2b/b2b-harness.ts): a start sends the
 * page to the URL the client builds and nowhere else, discovery by email
 * decides between starting at once, the list and the slug fallback, and the
 * redirect's landing redeems its token and hands the sign-in on (the root
 * reducer is wrapped to record every action dispatched: the screens after
 * the handoff are other flows').
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { B2BSsoActiveConnection } from '../../../../../src/core/b2b';
import { B2BWidgetRoot } from '../../../../../src/ui/b2b/b2b-widget-root';
import type { B2BLoginConfig } from '../../../../../src/ui/b2b/config/b2b-config-types';
import type { PorticoB2BEvent } from '../../../../../src/ui/b2b/b2b-events';
import type { AnyFlow } from '../../../../../src/ui/flows';
import type { B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import type { RootAction } from '../../../../../src/ui/host/root-reducer';
import { MESSAGES, UI_MESSAGES } from '../../../../../src/ui/i18n/messages';
import { apiErrorBody, dataResponse, jsonResponse } from '../../../core/fakes';
import { b2bHarness, makeOrganization, sessionAnswer, TOKEN } from '../../../core/b2b/b2b-harness';

const { dispatched } = vi.hoisted(() => ({ dispatched: [] as unknown[] }));
vi.mock('../../../../../src/ui/host/root-reducer', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../../src/ui/host/root-reducer')>();
  return {
    ...original,
    createRootReducer: ((flows: readonly AnyFlow[], home: B2BWidgetState) => {
      const reduce = original.createRootReducer<B2BWidgetState>(flows, home);
      return (state: B2BWidgetState, action: RootAction) => {
        dispatched.push(action);
        return reduce(state, action);
      };
    }) as typeof original.createRootReducer,
  };
});

afterEach(() => {
  cleanup();
  dispatched.length = 0;
  window.history.replaceState({}, '', '/');
});

const EMAIL = 'ada@acme.example';
const OKTA: B2BSsoActiveConnection = { connection_id: 'saml-connection-1', display_name: 'Okta', identity_provider: 'okta' };
const ENTRA: B2BSsoActiveConnection = { connection_id: 'oidc-connection-2', display_name: 'Entra', identity_provider: 'microsoft-entra' };
const CONFIG: B2BLoginConfig = {
  authFlowType: 'Discovery',
  products: ['sso'],
  ssoOptions: { loginRedirectURL: 'https://app.example/sso/login', signupRedirectURL: 'https://app.example/sso/signup' },
};

function setup(initialState?: B2BWidgetState) {
  const harness = b2bHarness();
  const events: PorticoB2BEvent[] = [];
  const onError = vi.fn();
  render(
    <B2BWidgetRoot
      kind="b2bLogin"
      client={harness.client}
      config={CONFIG}
      initialState={initialState}
      callbacks={{ onEvent: (event) => events.push(event), onError }}
    />,
  );
  const requests = () => harness.apiCalls().map((call) => ({ method: call.init.method, path: harness.path(call), body: call.body }));
  return { ...harness, events, onError, requests };
}

const handoffs = () => dispatched.filter((action) => /^(b2bMain|mfa|discovery)\//.test((action as { type: string }).type));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The start URL a connection sends the page to: the client's, with the config's redirect URLs. */
function expectStartOf(url: string | undefined, connection: B2BSsoActiveConnection) {
  const start = new URL(url ?? '');
  expect(start.pathname).toMatch(/\/public\/sso\/start$/);
  expect(Object.fromEntries(start.searchParams)).toEqual({
    public_token: TOKEN,
    connection_id: connection.connection_id,
    login_redirect_url: 'https://app.example/sso/login',
    signup_redirect_url: 'https://app.example/sso/signup',
  });
}

describe("an organization's connections", () => {
  it("'Continue with Okta' sends the page to Okta's start, and nowhere else", async () => {
    const { navigated, events, requests } = setup({ screen: 'SSOConnections', organizationName: 'Acme', connections: [OKTA, ENTRA] });
    await screen.findByRole('heading', { name: 'Continue to Acme' });
    expect(screen.getByRole('button', { name: 'Continue with Entra' })).toBeTruthy();
    click('Continue with Okta');
    expect(await screen.findByText('Redirecting to Okta…')).toBeTruthy();
    expect(navigated).toHaveLength(1);
    expectStartOf(navigated[0], OKTA);
    expect(requests()).toEqual([]);
    expect(events).toEqual([{ type: 'B2B_SSO_START', data: { connection_id: OKTA.connection_id } }]);
  });
});

describe('discovery by email', () => {
  const discovery = (connections: B2BSsoActiveConnection[]) => () => dataResponse({ request_id: 'r', status_code: 200, connections });

  it('one connection: looked up and started at once', async () => {
    const { answer, navigated, events, requests } = setup({ screen: 'SSODiscoveryEmail', email: EMAIL });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.sso.emailTitle'] });
    answer(discovery([OKTA]));
    click(UI_MESSAGES['common.continue']);
    expect(await screen.findByText('Redirecting to Okta…')).toBeTruthy();
    expect(requests()).toEqual([
      { method: 'GET', path: `/b2b/sso/discovery/connections?email_address=${encodeURIComponent(EMAIL)}`, body: undefined },
    ]);
    expect(navigated).toHaveLength(1);
    expectStartOf(navigated[0], OKTA);
    expect(events.map((event) => event.type)).toEqual(['B2B_SSO_DISCOVER_CONNECTIONS', 'B2B_SSO_START']);
  });

  it('several connections: the list, nothing started', async () => {
    const { answer, navigated } = setup({ screen: 'SSODiscoveryEmail', email: EMAIL });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.sso.emailTitle'] });
    answer(discovery([OKTA, ENTRA]));
    click(UI_MESSAGES['common.continue']);
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.sso.connectionsTitle'] });
    expect(screen.getByRole('button', { name: 'Continue with Okta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Entra' })).toBeTruthy();
    expect(navigated).toEqual([]);
  });

  it('an invalid address: a message and no request', async () => {
    const { requests } = setup({ screen: 'SSODiscoveryEmail', email: 'ada@' });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.sso.emailTitle'] });
    click(UI_MESSAGES['common.continue']);
    expect(await screen.findByText(MESSAGES['validation.emailFormatInvalid'])).toBeTruthy();
    expect(requests()).toEqual([]);
  });

  it('none: the slug fallback; an empty or unknown slug says so; a known one shows its connections', async () => {
    const { answer, requests, navigated, onError, events } = setup({ screen: 'SSODiscoveryEmail', email: EMAIL });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.sso.emailTitle'] });
    answer(discovery([]));
    click(UI_MESSAGES['common.continue']);
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.sso.fallbackTitle'] });
    click(UI_MESSAGES['common.continue']);
    expect(await screen.findByText(UI_MESSAGES['b2b.sso.slugRequired'])).toBeTruthy();
    expect(requests()).toHaveLength(1);
    answer(
      () => dataResponse({ request_id: 'r', status_code: 200, organization: null }),
      () => dataResponse({ request_id: 'r', status_code: 200, organization: makeOrganization({ sso_active_connections: [ENTRA] }) }),
    );
    type(UI_MESSAGES['b2b.sso.slugField'], 'nope');
    click(UI_MESSAGES['common.continue']);
    expect(await screen.findByText(UI_MESSAGES['b2b.sso.orgNotFound'])).toBeTruthy();
    type(UI_MESSAGES['b2b.sso.slugField'], ' acme ');
    click(UI_MESSAGES['common.continue']);
    await screen.findByRole('heading', { name: 'Continue to Acme' });
    expect(screen.getByRole('button', { name: 'Continue with Entra' })).toBeTruthy();
    expect(requests().slice(1)).toEqual([
      { method: 'POST', path: '/b2b/organizations/search', body: { organization_slug: 'nope' } },
      { method: 'POST', path: '/b2b/organizations/search', body: { organization_slug: 'acme' } },
    ]);
    expect(navigated).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    expect(events.map((event) => event.type)).toEqual(['B2B_SSO_DISCOVER_CONNECTIONS', 'B2B_ORGANIZATIONS_GET_BY_SLUG']);
  });

  it("the fallback's 'Try another method' goes back to the first screen", async () => {
    setup({ screen: 'SSOFallback', email: EMAIL });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.sso.fallbackTitle'] });
    click(UI_MESSAGES['b2b.sso.tryAnotherMethod']);
    expect(await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] })).toBeTruthy();
  });
});

describe('the redirect landing', () => {
  it('a login mount on a URL with an SSO token redeems it once and hands the sign-in on', async () => {
    window.history.replaceState({}, '', '/login?stytch_token_type=sso&token=sso-token-1');
    const harness = b2bHarness({ href: 'http://localhost:3000/login?stytch_token_type=sso&token=sso-token-1' });
    harness.answer(() => dataResponse(sessionAnswer()));
    render(<B2BWidgetRoot kind="b2bLogin" client={harness.client} config={CONFIG} />);
    expect(await screen.findByText(UI_MESSAGES['b2b.sso.signingIn'])).toBeTruthy();
    await vi.waitFor(() => expect(handoffs()).toHaveLength(1));
    expect(harness.apiCalls().map((call) => ({ path: harness.path(call), body: call.body }))).toEqual([
      { path: '/b2b/sso/authenticate', body: { sso_token: 'sso-token-1', session_duration_minutes: 60 } },
    ]);
    expect(handoffs()[0]).toMatchObject({
      type: 'b2bMain/signedIn',
      member: { member_id: 'member-test-1' },
      announce: { type: 'B2B_SSO_AUTHENTICATE' },
    });
    // Redeemed, the token leaves the address bar: a reload sends nothing (docs/architecture.md, "One-time tokens").
    expect(harness.replaced).toEqual(['http://localhost:3000/login']);
  });

  it("a refused token: a heading, the catalogue text, reported, no handoff; 'Try another method' opens Main", async () => {
    window.history.replaceState({}, '', '/login?stytch_token_type=sso&token=sso-token-2');
    const harness = b2bHarness();
    const onError = vi.fn();
    harness.answer(() => jsonResponse(404, apiErrorBody('sso_token_not_found', 404)));
    render(<B2BWidgetRoot kind="b2bLogin" client={harness.client} config={CONFIG} callbacks={{ onError }} />);
    expect(await screen.findByText('server says sso_token_not_found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: UI_MESSAGES['b2b.sso.landingFailedTitle'] })).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
    expect(handoffs()).toEqual([]);
    click(UI_MESSAGES['b2b.sso.tryAnotherMethod']);
    expect(await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] })).toBeTruthy();
    expect(harness.apiCalls()).toHaveLength(1);
  });

  it('without an SSO token the login mount opens on Main', async () => {
    window.history.replaceState({}, '', '/login?stytch_token_type=oauth&token=oauth-1');
    const harness = b2bHarness();
    render(<B2BWidgetRoot kind="b2bLogin" client={harness.client} config={CONFIG} />);
    expect(await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] })).toBeTruthy();
    expect(harness.apiCalls()).toEqual([]);
  });
});
