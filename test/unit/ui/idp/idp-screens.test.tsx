// @vitest-environment jsdom
/**
 * The identity-provider mount (`kind: 'identityProvider'`) over a real client
 * whose only fake is `fetch` (docs/behaviour.md §2.8, §4.2, §5.6, §6.2;
 * docs/protocol.md §7.9): the page's address decides the request; the preflight, consent,
 * logout and error screens; payloads, navigation, events, telemetry, focus
 * and accessibility.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PorticoClient } from '../../../../src/core';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import { formatMessage } from '../../../../src/ui/i18n/format';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import {
  apiErrorBody,
  cleanup,
  createTestClient,
  dataResponse,
  deferred,
  jsonResponse,
  makeAuthResponse,
  makeUser,
  renderWidget,
  type Call,
  type Handler,
  type RenderOptions,
  type TestClientOptions,
} from '../react/harness';

const RP = 'https://rp.example/callback';
const RP_BYE = 'https://rp.example/logged-out';
const CODE_REDIRECT = 'https://rp.example/callback?code=auth-code-1&state=st-1';
const CONFIG: LoginConfig = { products: [] };
const START = 'POST /idp/oauth/authorize/start';
const SUBMIT = 'POST /idp/oauth/authorize/submit';
const LOGOUT_START = 'POST /oauth/logout/start';
const REVOKE = 'POST /sessions/revoke';

const heading1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const text = (key: keyof typeof MESSAGES, values?: Record<string, string>) => formatMessage(MESSAGES[key], values);

/** Sets the consent page's address (`window.location.search`). */
/**
 * The permission rows in `container`, in reading order: each row's line, then its details' lines.
 * Every row starts with its icon, hidden from assistive tech; a detail line has no icon.
 */
function permissionLines(container: HTMLElement): string[] {
  const rows = within(container)
    .getAllByRole('listitem')
    .filter((li) => li.firstElementChild?.tagName.toLowerCase() === 'svg');
  for (const row of rows) expect(row.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  return rows.flatMap((row) => [
    row.querySelector('span')?.textContent ?? '',
    ...[...row.querySelectorAll('li')].map((detail) => detail.textContent ?? ''),
  ]);
}

function visit(query: Record<string, string | string[]>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of [value].flat()) search.append(key, one);
  window.history.replaceState(null, '', `/idp?${search.toString()}`);
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function startData(overrides: Record<string, unknown> = {}) {
  return {
    request_id: 'request-id-start',
    status_code: 200,
    consent_required: true,
    client: { client_id: 'client-1', client_name: 'Docs App', client_type: 'third_party' },
    scope_results: [
      { scope: 'openid', is_grantable: true },
      { scope: 'email', is_grantable: true },
      { scope: 'profile', is_grantable: true },
    ],
    ...overrides,
  };
}

const submitData = (redirect_uri: string = CODE_REDIRECT) => ({
  request_id: 'request-id-submit',
  status_code: 200,
  redirect_uri,
  authorization_code: 'auth-code-1',
});

interface Setup {
  routes?: Record<string, Handler>;
  client?: TestClientOptions;
  render?: RenderOptions;
}

/** A signed-in visitor (unless `client.signedIn` is given as undefined) on the consent page. */
function setup({ routes = {}, client: clientOptions = {}, render = {} }: Setup = {}) {
  const options: TestClientOptions = { signedIn: makeUser(), ...clientOptions };
  const test = createTestClient(
    {
      [START]: () => dataResponse(startData()),
      [SUBMIT]: () => dataResponse(submitData()),
      ...routes,
    },
    options,
  );
  const rendered = renderWidget(test.client, { kind: 'identityProvider', config: CONFIG, ...render });
  return { ...test, ...rendered };
}

const idpCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/idp/') || c.path.startsWith('/oauth/') || c.path === '/sessions/revoke');

/** Lets every pending answer and effect run (the bootstrap, the session check). */
async function settle(client: PorticoClient) {
  await act(async () => {
    await client.bootstrap.get();
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

async function violations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('missing parameters', () => {
  it.each<[string, Record<string, string>, string]>([
    ['authorize without client_id', { redirect_uri: RP }, 'client_id'],
    ['authorize with an empty client_id', { client_id: '', redirect_uri: RP }, 'client_id'],
    ['authorize without redirect_uri', { client_id: 'client-1' }, 'redirect_uri'],
    ['authorize with an empty redirect_uri', { client_id: 'client-1', redirect_uri: '' }, 'redirect_uri'],
    ['nothing at all', {}, 'client_id'],
    ['logout without client_id', { post_logout_redirect_uri: RP_BYE }, 'client_id'],
    ['logout with an empty post_logout_redirect_uri', { client_id: 'client-1', post_logout_redirect_uri: '' }, 'post_logout_redirect_uri'],
  ])('%s: the error screen names %s and nothing is sent', async (_name, query, param) => {
    visit(query);
    const { client, apiCalls, navigated, container } = setup();
    await heading1('Looks like there was an error!');
    expect(screen.getByText(text('idp.missingParameter', { param }))).toBeTruthy();
    expect(container.textContent).toContain(`Required parameter is missing: ${param}. Please reach out to the application developer.`);
    await settle(client);
    expect(apiCalls()).toEqual([]);
    expect(navigated).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
    client.destroy();
  });
});

describe('authorize: the session rule', () => {
  it('no session: the no-session text, onError got an error, nothing sent', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const { client, apiCalls, navigated, errors, events } = setup({ client: { signedIn: undefined } });
    await heading1(MESSAGES.consent_error_heading);
    expect(screen.getByText('No active session detected. Please log in to continue.')).toBeTruthy();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(Error);
    expect(errors[0]?.message).toBe(MESSAGES.no_active_session);
    await settle(client);
    expect(apiCalls()).toEqual([]);
    expect(navigated).toEqual([]);
    expect(events).toEqual([]);
    client.destroy();
  });

  it('no session in StrictMode: reported once, nothing sent', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const { client, apiCalls, errors } = setup({ client: { signedIn: undefined }, render: { strict: true } });
    await heading1(MESSAGES.consent_error_heading);
    await settle(client);
    expect(errors.map((e) => e.message)).toEqual([MESSAGES.no_active_session]);
    expect(apiCalls()).toEqual([]);
    client.destroy();
  });

  it('a session only in cookies (stored state gone): waits for the startup check, then consent; no error', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const check = deferred<Response>();
    const user = makeUser();
    const { client, calls, apiCalls, errors } = setup({
      client: { signedIn: user, cookiesOnly: true },
      routes: { 'POST /sessions/authenticate': () => check.promise },
      render: { strict: true },
    });
    expect(client.session.getSync()).toBeNull();
    // The startup check is out and has not answered.
    await waitFor(() => expect(calls.some((c) => c.path === '/sessions/authenticate')).toBe(true));
    expect(await screen.findByText(MESSAGES['idp.loading'])).toBeTruthy();
    expect(screen.queryByText(MESSAGES.no_active_session)).toBeNull();
    expect(apiCalls()).toEqual([]);
    check.resolve(dataResponse(makeAuthResponse({ user, user_id: user.user_id })));
    expect(await screen.findByRole('button', { name: MESSAGES['idp.allow'] })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.no_active_session)).toBeNull();
    expect(idpCalls(apiCalls()).map((c) => c.path)).toEqual(['/idp/oauth/authorize/start']);
    expect(errors).toEqual([]);
    client.destroy();
  });

  it('a session cookie the check refuses (the session is gone): the no-session text, onError exactly once', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const { client, apiCalls, errors } = setup({
      client: { signedIn: makeUser(), cookiesOnly: true },
      routes: { 'POST /sessions/authenticate': () => jsonResponse(404, apiErrorBody('session_not_found', 404)) },
      render: { strict: true },
    });
    await heading1(MESSAGES.consent_error_heading);
    expect(screen.getByText(MESSAGES.no_active_session)).toBeTruthy();
    await settle(client);
    expect(errors.map((e) => e.message)).toEqual([MESSAGES.no_active_session]);
    expect(idpCalls(apiCalls())).toEqual([]);
    client.destroy();
  });

  it('prompt=none without a session: the start is still sent and its error address followed', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP, prompt: 'none', state: 'st-1' });
    const answered = `${RP}?error=login_required&state=st-1`;
    const { client, apiCalls, navigated, errors } = setup({
      client: { signedIn: undefined },
      routes: { [START]: () => dataResponse(startData({ redirect_uri: answered })) },
    });
    await waitFor(() => expect(navigated).toEqual([answered]));
    expect(idpCalls(apiCalls())).toEqual([
      {
        method: 'POST',
        path: '/idp/oauth/authorize/start',
        body: { client_id: 'client-1', redirect_uri: RP, response_type: 'code', scopes: ['openid', 'email', 'profile'], state: 'st-1', prompt: 'none' },
      },
    ]);
    expect(screen.queryByRole('button', { name: MESSAGES['idp.allow'] })).toBeNull();
    expect(errors).toEqual([]);
    client.destroy();
  });

  it('prompt=none answered on another address: no navigation, the error screen, onError once', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP, prompt: 'none', state: 'st-1' });
    const { client, navigated, errors } = setup({
      client: { signedIn: undefined },
      routes: { [START]: () => dataResponse(startData({ redirect_uri: 'https://evil.example/cb?error=login_required&state=st-1' })) },
    });
    await heading1(MESSAGES.consent_error_heading);
    expect(screen.getByText(MESSAGES['idp.redirectNotRequested'])).toBeTruthy();
    await settle(client);
    expect(navigated).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual([MESSAGES['idp.redirectNotRequested']]);
    client.destroy();
  });
});

describe('authorize: the consent screen', () => {
  it('standard scopes only: the sign-in title, "Allow … to:" and the default list', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP, scope: 'openid email profile phone offline_access' });
    const { client } = setup({
      routes: {
        [START]: () =>
          dataResponse(
            startData({
              scope_results: ['openid', 'email', 'profile', 'phone', 'offline_access'].map((scope) => ({ scope, is_grantable: true })),
            }),
          ),
      },
    });
    await settle(client);
    expect(await heading1('Sign in to Docs App with Acme')).toBeTruthy();
    expect(screen.getByText(text('idp.permissionsStandard', { clientName: 'Docs App' }))).toBeTruthy();
    const items = permissionLines(screen.getByRole('group', { name: 'Allow Docs App to:' }));
    expect(items).toEqual([
      'Verify your identity',
      'View information stored within your account',
      'View your personal profile information',
      MESSAGES['idp.scope.profile.detail'],
      MESSAGES['idp.scope.email.detail'],
      MESSAGES['idp.scope.phone.detail'],
      "Maintain access to your data even when you're not actively using the app",
    ]);
    expect(button(MESSAGES['idp.allow']).disabled).toBe(false);
    expect(button(MESSAGES['idp.deny']).disabled).toBe(false);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(document.querySelector('details')).toBeNull();
    client.destroy();
  });

  it('a custom scope: the access title, "is requesting to:", the policy description or "Use the {scope} scope"', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP, scope: 'openid read:docs write:docs' });
    const { client } = setup({
      client: {
        bootstrap: {
          rbac_policy: {
            roles: [],
            resources: [],
            scopes: [{ scope: 'read:docs', description: 'Read your documents', permissions: [] }],
          },
        },
      },
      routes: {
        [START]: () =>
          dataResponse(startData({ scope_results: ['openid', 'read:docs', 'write:docs'].map((scope) => ({ scope, is_grantable: true })) })),
      },
    });
    await settle(client);
    expect(await heading1(text('idp.titleCustomScopes', { clientName: 'Docs App', projectName: 'Acme' }))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Docs App wants to access your Acme account');
    const region = screen.getByRole('group', { name: 'Docs App is requesting to:' });
    const items = permissionLines(region);
    expect(items).toEqual([
      MESSAGES['idp.scope.openid'],
      MESSAGES['idp.scope.openid.detail'],
      'Read your documents',
      text('idp.scope.custom', { scope: 'write:docs' }),
    ]);
    client.destroy();
  });

  it('the logo only for an http(s) client_logo_url', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const shown = setup({
      routes: { [START]: () => dataResponse(startData({ client: { client_id: 'client-1', client_name: 'Docs App', client_logo_url: 'https://cdn.example/logo.png' } })) },
    });
    await settle(shown.client);
    const logo = (await screen.findByRole('img', { name: text('idp.clientLogo', { clientName: 'Docs App' }) })) as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('https://cdn.example/logo.png');
    shown.unmount();
    shown.client.destroy();

    const refused = setup({
      routes: {
        [START]: () =>
          dataResponse(startData({ client: { client_id: 'client-1', client_name: 'Docs App', client_logo_url: 'javascript:alert(1)' } })),
      },
    });
    await settle(refused.client);
    await heading1('Sign in to Docs App with Acme');
    expect(refused.container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    refused.client.destroy();
  });

  it("without a client_name, the redirect URI's host name stands in", async () => {
    visit({ client_id: 'client-1', redirect_uri: 'https://app.rp.example:8443/cb' });
    const { client } = setup({ routes: { [START]: () => dataResponse(startData({ client: { client_id: 'client-1' } })) } });
    await settle(client);
    expect(await heading1('Sign in to app.rp.example with Acme')).toBeTruthy();
    expect(screen.getByText('Allow app.rp.example to:')).toBeTruthy();
    client.destroy();
  });

  it('ungrantable scopes: a collapsed notice whose summary is the notice text, the list inside once opened', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP, scope: 'openid email admin:all' });
    const { client } = setup({
      routes: {
        [START]: () =>
          dataResponse(
            startData({
              scope_results: [
                { scope: 'openid', is_grantable: true },
                { scope: 'email', is_grantable: false },
                { scope: 'admin:all', is_grantable: false },
              ],
            }),
          ),
      },
    });
    await settle(client);
    await heading1(text('idp.titleCustomScopes', { clientName: 'Docs App', projectName: 'Acme' }));
    const details = document.querySelector('details') as HTMLDetailsElement;
    expect(details).not.toBeNull();
    const summary = details.querySelector('summary') as HTMLElement;
    expect(summary.textContent).toBe('You do not have permissions to grant Docs App access to some of the requested scopes.');
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    expect(within(details).getByText("You cannot grant Docs App's request to:")).toBeTruthy();
    expect(permissionLines(details)).toEqual([MESSAGES['idp.scope.personalProfile'], 'Use the admin:all scope']);
    // Only the grantable scopes are offered.
    const region = screen.getByRole('group', { name: 'Docs App is requesting to:' });
    expect(permissionLines(region)).toEqual([MESSAGES['idp.scope.openid'], MESSAGES['idp.scope.openid.detail']]);
    client.destroy();
  });
});

describe('authorize: requests, navigation and events', () => {
  it('the start body: only the parameters in the address, scopes as an array, response_type defaulted', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const minimal = setup();
    await heading1('Sign in to Docs App with Acme');
    expect(idpCalls(minimal.apiCalls())).toEqual([
      {
        method: 'POST',
        path: '/idp/oauth/authorize/start',
        body: { client_id: 'client-1', redirect_uri: RP, response_type: 'code', scopes: ['openid', 'email', 'profile'] },
      },
    ]);
    minimal.unmount();
    minimal.client.destroy();

    visit({
      client_id: 'client-1',
      redirect_uri: RP,
      response_type: 'code',
      scope: 'openid  profile',
      code_challenge: 'challenge-1',
      code_challenge_method: 'S256',
      state: 'st-1',
      nonce: 'nonce-1',
      prompt: 'consent',
      resource: ['https://api.example/a', 'https://api.example/b'],
    });
    const full = setup();
    await heading1('Sign in to Docs App with Acme');
    expect(idpCalls(full.apiCalls()).map((c) => c.body)).toEqual([
      {
        client_id: 'client-1',
        redirect_uri: RP,
        response_type: 'code',
        scopes: ['openid', 'profile'],
        code_challenge: 'challenge-1',
        code_challenge_method: 'S256',
        state: 'st-1',
        nonce: 'nonce-1',
        prompt: 'consent',
        resources: ['https://api.example/a', 'https://api.example/b'],
      },
    ]);
    full.client.destroy();
  });

  it('Allow: the submit repeats the parameters with consent_granted true, the browser goes to the returned address, Start then Complete', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP, scope: 'openid email', state: 'st-1', nonce: 'nonce-1' });
    const { client, apiCalls, navigated, events, errors } = setup();
    await heading1('Sign in to Docs App with Acme');
    expect(events).toEqual([
      { type: 'OAuthAuthorizeFlowStart', data: { client_id: 'client-1', redirect_uri: RP, scope: 'openid email' } },
    ]);
    expect(navigated).toEqual([]);
    fireEvent.click(button('Allow'));
    await waitFor(() => expect(navigated).toEqual([CODE_REDIRECT]));
    const params = { client_id: 'client-1', redirect_uri: RP, response_type: 'code', scopes: ['openid', 'email'], state: 'st-1', nonce: 'nonce-1' };
    expect(idpCalls(apiCalls())).toEqual([
      { method: 'POST', path: '/idp/oauth/authorize/start', body: params },
      { method: 'POST', path: '/idp/oauth/authorize/submit', body: { ...params, consent_granted: true } },
    ]);
    expect(events).toEqual([
      { type: 'OAuthAuthorizeFlowStart', data: { client_id: 'client-1', redirect_uri: RP, scope: 'openid email' } },
      { type: 'OAuthAuthorizeFlowComplete', data: {} },
    ]);
    expect(errors).toEqual([]);
    expect(await screen.findByText(text('idp.redirecting', { clientName: 'Docs App' }))).toBeTruthy();
    client.destroy();
  });

  it('in StrictMode the start is sent once and OAuthAuthorizeFlowStart fires once', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const { client, apiCalls, events, navigated } = setup({ render: { strict: true } });
    await heading1('Sign in to Docs App with Acme');
    await settle(client);
    expect(idpCalls(apiCalls()).map((c) => c.path)).toEqual(['/idp/oauth/authorize/start']);
    expect(events.map((e) => e.type)).toEqual(['OAuthAuthorizeFlowStart']);
    fireEvent.click(button('Allow'));
    await waitFor(() => expect(navigated).toEqual([CODE_REDIRECT]));
    expect(idpCalls(apiCalls()).map((c) => c.path)).toEqual(['/idp/oauth/authorize/start', '/idp/oauth/authorize/submit']);
    expect(events.map((e) => e.type)).toEqual(['OAuthAuthorizeFlowStart', 'OAuthAuthorizeFlowComplete']);
    client.destroy();
  });

  it('Allow while the submit is pending: both buttons disabled, a second press sends nothing', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const answer = deferred<Response>();
    const { client, apiCalls, navigated } = setup({ routes: { [SUBMIT]: () => answer.promise } });
    await heading1('Sign in to Docs App with Acme');
    fireEvent.click(button('Allow'));
    await waitFor(() => expect(button('Allow').disabled).toBe(true));
    expect(button('Deny').disabled).toBe(true);
    fireEvent.click(button('Allow'));
    fireEvent.click(button('Deny'));
    answer.resolve(dataResponse(submitData()));
    await waitFor(() => expect(navigated).toEqual([CODE_REDIRECT]));
    expect(idpCalls(apiCalls()).filter((c) => c.path.endsWith('/submit'))).toHaveLength(1);
    client.destroy();
  });

  it('Deny with a returned address: consent_granted false, ConsentDenied, the browser goes there', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP, state: 'st-1' });
    const deniedAt = `${RP}?error=access_denied&state=st-1`;
    const { client, apiCalls, navigated, events } = setup({ routes: { [SUBMIT]: () => dataResponse(submitData(deniedAt)) } });
    await heading1('Sign in to Docs App with Acme');
    fireEvent.click(button('Deny'));
    await waitFor(() => expect(navigated).toEqual([deniedAt]));
    expect(idpCalls(apiCalls())[1]).toEqual({
      method: 'POST',
      path: '/idp/oauth/authorize/submit',
      body: {
        client_id: 'client-1',
        redirect_uri: RP,
        response_type: 'code',
        scopes: ['openid', 'email', 'profile'],
        state: 'st-1',
        consent_granted: false,
      },
    });
    expect(events.map((e) => e.type)).toEqual(['OAuthAuthorizeFlowStart', 'OAuthAuthorizeFlowConsentDenied']);
    client.destroy();
  });

  it("Deny without a returned address: 'Access to the application was denied.', no navigation", async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const { client, navigated, events } = setup({
      routes: { [SUBMIT]: () => dataResponse({ request_id: 'r', status_code: 200 }) },
    });
    await heading1('Sign in to Docs App with Acme');
    fireEvent.click(button('Deny'));
    const heading = await heading1('Looks like there was an error!');
    expect(screen.getByText('Access to the application was denied.')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(navigated).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['OAuthAuthorizeFlowStart', 'OAuthAuthorizeFlowConsentDenied']);
    client.destroy();
  });

  it('consent not required: the submit goes at once with consent_granted false, no consent screen, the browser follows', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP, scope: 'openid' });
    const { client, apiCalls, navigated, events } = setup({
      routes: { [START]: () => dataResponse(startData({ consent_required: false })) },
    });
    await waitFor(() => expect(navigated).toEqual([CODE_REDIRECT]));
    const params = { client_id: 'client-1', redirect_uri: RP, response_type: 'code', scopes: ['openid'] };
    expect(idpCalls(apiCalls())).toEqual([
      { method: 'POST', path: '/idp/oauth/authorize/start', body: params },
      { method: 'POST', path: '/idp/oauth/authorize/submit', body: { ...params, consent_granted: false } },
    ]);
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sign in to Docs App with Acme' })).toBeNull();
    expect(events.map((e) => e.type)).toEqual(['OAuthAuthorizeFlowStart', 'OAuthAuthorizeFlowComplete']);
    client.destroy();
  });

  it.each<[string, string]>([
    ['another origin, the code kept', 'https://evil.example/callback?code=auth-code-1&state=st-1'],
    ['the same origin, another path', 'https://rp.example/other?code=auth-code-1&state=st-1'],
    ['the same origin and path, a fragment added', 'https://rp.example/callback?code=auth-code-1#x'],
    ['user information added', 'https://evil@rp.example/callback?code=auth-code-1'],
    ['http instead of https', 'http://rp.example/callback?code=auth-code-1'],
    ['a javascript: address', 'javascript:alert(document.cookie)'],
  ])('Allow answered with %s: no navigation, the error screen, onError once, no complete event', async (_name, returned) => {
    visit({ client_id: 'client-1', redirect_uri: RP, state: 'st-1' });
    const { client, navigated, errors, events } = setup({ routes: { [SUBMIT]: () => dataResponse(submitData(returned)) } });
    await heading1('Sign in to Docs App with Acme');
    fireEvent.click(button('Allow'));
    await heading1(MESSAGES.consent_error_heading);
    expect(screen.getByText(MESSAGES['idp.redirectNotRequested'])).toBeTruthy();
    await settle(client);
    expect(navigated).toEqual([]);
    expect(errors.map((e) => [(e as { code?: string }).code, e.message])).toEqual([['invalid_response', MESSAGES['idp.redirectNotRequested']]]);
    expect(events.map((e) => e.type)).toEqual(['OAuthAuthorizeFlowStart']);
    client.destroy();
  });

  it("the request's own address with its registered query kept and the provider's appended: followed", async () => {
    const own = 'https://rp.example/callback?tenant=acme';
    const returned = `${own}&code=auth-code-1&state=st-1`;
    visit({ client_id: 'client-1', redirect_uri: own, state: 'st-1' });
    const { client, navigated, errors } = setup({ routes: { [SUBMIT]: () => dataResponse(submitData(returned)) } });
    await heading1('Sign in to Docs App with Acme');
    fireEvent.click(button('Allow'));
    await waitFor(() => expect(navigated).toEqual([returned]));
    expect(errors).toEqual([]);
    client.destroy();
  });

  it.each<[string, unknown]>([
    ['a number', 42],
    ['null', null],
    ['an object', { href: CODE_REDIRECT }],
  ])("a redirect_uri that is %s: an invalid answer, not 'Success!'; onError once, no complete event", async (_name, value) => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const { client, navigated, errors, events } = setup({
      routes: {
        [START]: () => dataResponse(startData({ consent_required: false })),
        [SUBMIT]: () => dataResponse({ ...submitData(), redirect_uri: value }),
      },
    });
    await heading1(MESSAGES.consent_error_heading);
    expect(screen.getByText(MESSAGES.invalid_response)).toBeTruthy();
    expect(screen.queryByText(MESSAGES['idp.successTitle'])).toBeNull();
    await settle(client);
    expect(navigated).toEqual([]);
    expect(errors.map((e) => [(e as { code?: string }).code, e.message])).toEqual([['invalid_response', MESSAGES.invalid_response]]);
    expect(events.map((e) => e.type)).toEqual(['OAuthAuthorizeFlowStart']);
    client.destroy();
  });

  it('a preflight API error: the error screen with the server message, onError called, no submit', async () => {
    visit({ client_id: 'client-1', redirect_uri: 'https://evil.example/cb' });
    const { client, apiCalls, errors, navigated } = setup({
      routes: {
        [START]: () =>
          jsonResponse(400, { ...apiErrorBody('invalid_redirect_uri', 400), error_message: 'redirect_uri is not registered for this client.' }),
      },
    });
    await heading1('Looks like there was an error!');
    expect(screen.getByText('redirect_uri is not registered for this client.')).toBeTruthy();
    expect(errors.map((e) => (e as { error_type?: string }).error_type)).toEqual(['invalid_redirect_uri']);
    expect(idpCalls(apiCalls()).map((c) => c.path)).toEqual(['/idp/oauth/authorize/start']);
    expect(navigated).toEqual([]);
    client.destroy();
  });

  it('a preflight API error the catalogue knows shows the catalogue text', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const { client, errors } = setup({ routes: { [START]: () => jsonResponse(403, apiErrorBody('unauthorized_action', 403)) } });
    await heading1('Looks like there was an error!');
    expect(screen.getByText(MESSAGES.unauthorized_action)).toBeTruthy();
    expect(screen.queryByText('server says unauthorized_action')).toBeNull();
    expect(errors).toHaveLength(1);
    client.destroy();
  });

  it('a submit API error: an alert on the consent screen, onError, Allow and Deny usable again (and a retry goes through)', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    let failures = 1;
    const { client, apiCalls, errors, navigated } = setup({
      routes: {
        [SUBMIT]: () =>
          failures-- > 0 ? jsonResponse(500, { ...apiErrorBody('internal_server_error', 500), error_message: 'Try again later.' }) : dataResponse(submitData()),
      },
    });
    await heading1('Sign in to Docs App with Acme');
    fireEvent.click(button('Allow'));
    expect((await screen.findByRole('alert')).textContent).toBe('Try again later.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Docs App with Acme' })).toBeTruthy();
    expect(button('Allow').disabled).toBe(false);
    expect(button('Deny').disabled).toBe(false);
    expect(errors.map((e) => (e as { error_type?: string }).error_type)).toEqual(['internal_server_error']);
    expect(navigated).toEqual([]);
    fireEvent.click(button('Allow'));
    await waitFor(() => expect(navigated).toEqual([CODE_REDIRECT]));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(idpCalls(apiCalls()).filter((c) => c.path.endsWith('/submit'))).toHaveLength(2);
    client.destroy();
  });
});

describe('authorize: a host consent manifest', () => {
  it('config.getIDPConsentManifest is given the grantable scopes and its manifest is shown', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP, scope: 'openid read:docs' });
    const seen: unknown[] = [];
    const { client, errors } = setup({
      render: {
        config: {
          products: [],
          getIDPConsentManifest: (input) => {
            seen.push(input);
            return [{ header: `${input.clientName} would like to:`, items: ['Read your documents', { text: 'Know who you are', details: ['Your user id'] }] }];
          },
        },
      },
      routes: {
        [START]: () =>
          dataResponse(startData({ scope_results: [{ scope: 'openid', is_grantable: true }, { scope: 'read:docs', is_grantable: true }] })),
      },
    });
    await heading1('Docs App wants to access your Acme account');
    const region = screen.getByRole('group', { name: 'Docs App would like to:' });
    expect(permissionLines(region)).toEqual([
      'Read your documents',
      'Know who you are',
      'Your user id',
    ]);
    expect(screen.queryByText(MESSAGES['idp.scope.openid'])).toBeNull();
    expect(seen).toContainEqual({ scopes: ['openid', 'read:docs'], clientName: 'Docs App' });
    expect(errors).toEqual([]);
    client.destroy();
  });

  it('a throwing generator: the default list, and onError called with its error', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP, scope: 'openid' });
    const boom = new Error('manifest generator failed');
    const { client, errors } = setup({
      render: {
        config: {
          products: [],
          getIDPConsentManifest: () => {
            throw boom;
          },
        },
      },
      routes: { [START]: () => dataResponse(startData({ scope_results: [{ scope: 'openid', is_grantable: true }] })) },
    });
    await heading1('Sign in to Docs App with Acme');
    const region = screen.getByRole('group', { name: 'Allow Docs App to:' });
    expect(permissionLines(region)).toEqual([
      'Verify your identity',
      'View information stored within your account',
    ]);
    expect(errors).toContain(boom);
    expect(errors.every((e) => e === boom)).toBe(true);
    client.destroy();
  });
});

describe('logout', () => {
  const LOGOUT_QUERY = { client_id: 'client-1', post_logout_redirect_uri: RP_BYE, state: 'st-9' };
  const RETURNED = `${RP_BYE}?state=st-9`;
  const logoutStart = (consent_required: boolean, redirect_uri = RETURNED) => () =>
    dataResponse({ request_id: 'r', status_code: 200, consent_required, redirect_uri });

  it("consent required: 'Log out?' with the project's name; Yes revokes (even when that fails) and goes to the returned address", async () => {
    visit(LOGOUT_QUERY);
    const { client, apiCalls, navigated, errors } = setup({
      routes: { [LOGOUT_START]: logoutStart(true), [REVOKE]: () => jsonResponse(500, apiErrorBody('internal_server_error', 500)) },
    });
    await settle(client);
    const heading = await heading1('Log out?');
    expect(screen.getByText('Are you sure you want to log out of your Acme account?')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(idpCalls(apiCalls())).toEqual([
      { method: 'POST', path: '/oauth/logout/start', body: { client_id: 'client-1', post_logout_redirect_uri: RP_BYE, state: 'st-9' } },
    ]);
    expect(navigated).toEqual([]);
    fireEvent.click(button('Yes'));
    await waitFor(() => expect(navigated).toEqual([RETURNED]));
    expect(idpCalls(apiCalls()).map((c) => `${c.method} ${c.path}`)).toEqual([LOGOUT_START, REVOKE]);
    expect(client.session.getSync()).toBeNull();
    expect(errors).toEqual([]);
    client.destroy();
  });

  it('Yes with a revoke that succeeds: revoked, then navigated', async () => {
    visit(LOGOUT_QUERY);
    const { client, apiCalls, navigated } = setup({
      routes: { [LOGOUT_START]: logoutStart(true), [REVOKE]: () => dataResponse({ request_id: 'r', status_code: 200 }) },
    });
    await heading1('Log out?');
    fireEvent.click(button('Yes'));
    await waitFor(() => expect(navigated).toEqual([RETURNED]));
    expect(idpCalls(apiCalls()).map((c) => c.path)).toEqual(['/oauth/logout/start', '/sessions/revoke']);
    client.destroy();
  });

  it("No: 'You have not been logged out…', no revoke, no navigation", async () => {
    visit(LOGOUT_QUERY);
    const { client, apiCalls, navigated } = setup({ routes: { [LOGOUT_START]: logoutStart(true) } });
    await heading1('Log out?');
    fireEvent.click(button('No'));
    expect(await screen.findByText('You have not been logged out. You may close this page.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: MESSAGES['idp.logoutDeniedTitle'] }));
    await settle(client);
    expect(idpCalls(apiCalls()).map((c) => c.path)).toEqual(['/oauth/logout/start']);
    expect(navigated).toEqual([]);
    expect(client.session.getSync()).not.toBeNull();
    client.destroy();
  });

  it.each<[string, boolean, unknown, string]>([
    ['consent required, a javascript: address', true, 'javascript:alert(1)', 'idp.redirectNotRequested'],
    ['consent not required, a javascript: address', false, 'javascript:alert(1)', 'idp.redirectNotRequested'],
    ['consent not required, another origin', false, 'https://evil.example/logged-out?state=st-9', 'idp.redirectNotRequested'],
    ['consent required, another origin', true, 'https://evil.example/logged-out?state=st-9', 'idp.redirectNotRequested'],
    ['consent not required, a number', false, 42, 'invalid_response'],
    ['consent not required, no address', false, undefined, 'invalid_response'],
  ])('%s: the error screen at once, nothing asked or revoked, onError once, no navigation', async (_name, consent, returned, key) => {
    visit(LOGOUT_QUERY);
    const { client, apiCalls, navigated, errors } = setup({
      routes: {
        [LOGOUT_START]: () => dataResponse({ request_id: 'r', status_code: 200, consent_required: consent, redirect_uri: returned }),
        [REVOKE]: () => dataResponse({ request_id: 'r', status_code: 200 }),
      },
    });
    await heading1('Looks like there was an error!');
    const message = key === 'invalid_response' ? MESSAGES.invalid_response : MESSAGES['idp.redirectNotRequested'];
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    await settle(client);
    expect(navigated).toEqual([]);
    expect(errors.map((e) => [(e as { code?: string }).code, e.message])).toEqual([['invalid_response', message]]);
    expect(idpCalls(apiCalls()).map((c) => c.path)).toEqual(['/oauth/logout/start']);
    client.destroy();
  });

  it('consent not required: revoke and navigate at once, no question', async () => {
    visit({ client_id: 'client-1', post_logout_redirect_uri: RP_BYE, id_token_hint: 'id-token-1' });
    const { client, apiCalls, navigated } = setup({
      routes: { [LOGOUT_START]: logoutStart(false), [REVOKE]: () => dataResponse({ request_id: 'r', status_code: 200 }) },
    });
    await waitFor(() => expect(navigated).toEqual([RETURNED]));
    expect(idpCalls(apiCalls())).toEqual([
      {
        method: 'POST',
        path: '/oauth/logout/start',
        body: { client_id: 'client-1', post_logout_redirect_uri: RP_BYE, id_token_hint: 'id-token-1' },
      },
      { method: 'POST', path: '/sessions/revoke', body: undefined },
    ]);
    expect(screen.queryByRole('heading', { name: 'Log out?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    client.destroy();
  });

  it('a logout preflight error: the error screen, onError', async () => {
    visit(LOGOUT_QUERY);
    const { client, errors, navigated } = setup({
      routes: { [LOGOUT_START]: () => jsonResponse(400, { ...apiErrorBody('invalid_post_logout_redirect_uri', 400), error_message: 'Unknown address.' }) },
    });
    await heading1('Looks like there was an error!');
    expect(screen.getByText('Unknown address.')).toBeTruthy();
    expect(errors).toHaveLength(1);
    expect(navigated).toEqual([]);
    client.destroy();
  });
});

describe('telemetry, focus', () => {
  it('render_idp_screen is logged once with the bootstrap, even in StrictMode', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const { client, telemetry } = setup({ render: { strict: true } });
    await heading1('Sign in to Docs App with Acme');
    await settle(client);
    await waitFor(async () => expect((await telemetry()).filter((e) => e.event_name === 'render_idp_screen')).toHaveLength(1));
    const events = await telemetry();
    expect(events.filter((e) => e.event_name === 'render_idp_screen')).toHaveLength(1);
    expect(events.filter((e) => e.event_name === 'render_login_screen')).toEqual([]);
    const [event] = events.filter((e) => e.event_name === 'render_idp_screen');
    expect(event?.details.bootstrap).toMatchObject({ projectName: 'Acme', displayWatermark: false });
    client.destroy();
  });

  it('the first render leaves focus on the host page; after the preflight the consent heading has it', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP });
    const host = document.createElement('button');
    host.textContent = 'Host control';
    document.body.appendChild(host);
    host.focus();
    try {
      const answer = deferred<Response>();
      const { client } = setup({ routes: { [START]: () => answer.promise } });
      expect(await screen.findByText(MESSAGES['idp.loading'])).toBeTruthy();
      expect(screen.getByTestId('spinner').getAttribute('style')).toBe('width: 25px; height: 25px;');
      expect(document.activeElement).toBe(host);
      answer.resolve(dataResponse(startData()));
      const heading = await heading1('Sign in to Docs App with Acme');
      await waitFor(() => expect(document.activeElement).toBe(heading));
      client.destroy();
    } finally {
      host.remove();
    }
  });
});

describe('accessibility (axe)', () => {
  it('the consent screen with a logo, custom scopes and the ungrantable notice open', async () => {
    visit({ client_id: 'client-1', redirect_uri: RP, scope: 'openid email read:docs admin:all' });
    const { client, container } = setup({
      routes: {
        [START]: () =>
          dataResponse(
            startData({
              client: { client_id: 'client-1', client_name: 'Docs App', client_logo_url: 'https://cdn.example/logo.png' },
              scope_results: [
                { scope: 'openid', is_grantable: true },
                { scope: 'email', is_grantable: true },
                { scope: 'read:docs', is_grantable: true },
                { scope: 'admin:all', is_grantable: false },
              ],
            }),
          ),
      },
    });
    await heading1('Docs App wants to access your Acme account');
    const details = container.querySelector('details') as HTMLDetailsElement;
    fireEvent.click(details.querySelector('summary') as HTMLElement);
    await waitFor(() => expect(details.open).toBe(true));
    expect(await violations(container)).toEqual([]);
    client.destroy();
  }, 20_000);

  it('the logout question', async () => {
    visit({ client_id: 'client-1', post_logout_redirect_uri: RP_BYE });
    const { client, container } = setup({
      routes: { [LOGOUT_START]: () => dataResponse({ request_id: 'r', status_code: 200, consent_required: true, redirect_uri: RP_BYE }) },
    });
    await heading1('Log out?');
    expect(await violations(container)).toEqual([]);
    client.destroy();
  }, 20_000);

  it('the error screen', async () => {
    visit({ client_id: 'client-1' });
    const { client, container } = setup();
    await heading1('Looks like there was an error!');
    expect(await violations(container)).toEqual([]);
    client.destroy();
  }, 20_000);
});
