// @vitest-environment jsdom
/**
 * The identity-provider flow in the B2B widget (`kind: 'b2bIdentityProvider'`,
 * docs/behaviour.md §11) over a real B2B client whose only fakes are `fetch`
 * and `navigate` (test/unit/core/b2b/b2b-harness.ts): the B2B port's calls
 * (`/idp/b2b/oauth/authorize/start|submit`, `/b2b/oauth/logout/start`), the
 * member session check, the titles and the logout question naming the
 * member's organization, the way out to the relying party, and the
 * no-session error. The consumer widget's behaviour is idp-screens.test.tsx's.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PorticoB2BIdentityProvider, PorticoB2BProvider } from '../../../../src/b2b-react';
import { createPorticoB2BUIClient } from '../../../../src/mount/b2b-ui-client';
import { B2BWidgetRoot } from '../../../../src/ui/b2b/b2b-widget-root';
import { B2B_IDP_MESSAGES } from '../../../../src/ui/flows/idp/b2b-messages';
import type { PorticoB2BEvent } from '../../../../src/ui/b2b/b2b-events';
import { B2B_FLOWS, b2bFlowsNeeded } from '../../../../src/ui/flows/b2b';
import { FLOWS } from '../../../../src/ui/flows';
import { formatMessage } from '../../../../src/ui/i18n/format';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import { validateB2BConfig } from '../../../../src/ui/b2b/config/validate-b2b-config';
import { bootstrapData } from '../../core/client-harness';
import { dataResponse } from '../../core/fakes';
import { b2bHarness, NOW, sessionAnswer, type Answer } from '../../core/b2b/b2b-harness';

const RP = 'https://rp.example/callback';
const CODE_REDIRECT = `${RP}?code=auth-code-1&state=st-1`;
const BYE = 'https://rp.example/signed-out';
const OK = { request_id: 'request-id-1', status_code: 200 };
const text = (key: keyof typeof MESSAGES, values?: Record<string, string>) => formatMessage(MESSAGES[key], values);

function visit(query: Record<string, string>) {
  window.history.replaceState(null, '', `/consent?${new URLSearchParams(query).toString()}`);
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const startAnswer = (overrides: Record<string, unknown> = {}) => () =>
  dataResponse({
    ...OK,
    member_id: 'member-test-1',
    consent_required: true,
    client: { client_id: 'partner', client_name: 'Partner App', client_type: 'third_party', client_description: '' },
    scope_results: [
      { scope: 'openid', description: '', is_grantable: true },
      { scope: 'email', description: '', is_grantable: true },
    ],
    ...overrides,
  });

/**
 * The B2B widget's identity-provider mount. `signedIn`: a member of Acme, restored from the
 * stored state and the session cookie, which the startup refresh confirms.
 */
function setup({ signedIn = true }: { signedIn?: boolean } = {}) {
  const harness = b2bHarness({
    ...(signedIn
      ? {
          prepare: ({ cookies, storage }) => {
            const expires = new Date(NOW + 3_600_000).toUTCString();
            cookies.write(`stytch_session=session-token-0; Expires=${expires}`);
            cookies.write(`stytch_session_jwt=session-jwt-0; Expires=${expires}`);
            const { member_session, member, organization } = sessionAnswer();
            storage.setItem('stytch_sdk_state_public-token-test-b2b', JSON.stringify({ session: member_session, member, organization }));
          },
          initialAnswers: [(() => dataResponse(sessionAnswer())) as Answer],
        }
      : {}),
  });
  const events: PorticoB2BEvent[] = [];
  const onError = vi.fn();
  render(
    <B2BWidgetRoot kind="b2bIdentityProvider" client={harness.client} config={undefined} callbacks={{ onEvent: (e) => events.push(e), onError }} />,
  );
  /** The identity provider's requests (the startup refresh left out). */
  const requests = () =>
    harness
      .apiCalls()
      .map((call) => ({ path: harness.path(call), body: call.body }))
      .filter((call) => call.path !== '/b2b/sessions/authenticate');
  return { ...harness, events, onError, requests };
}

const AUTHORIZE = { client_id: 'partner', redirect_uri: RP, scope: 'openid email', state: 'st-1', code_challenge: 'c'.repeat(43), code_challenge_method: 'S256' };
const REQUEST = {
  client_id: 'partner',
  redirect_uri: RP,
  response_type: 'code',
  scopes: ['openid', 'email'],
  code_challenge: 'c'.repeat(43),
  code_challenge_method: 'S256',
  state: 'st-1',
};

describe('B2B consent', () => {
  it("names the member's organization; Allow submits with the B2B calls and leaves for the request's redirect_uri", async () => {
    visit(AUTHORIZE);
    const { answer, requests, navigated, events, onError } = setup();
    answer(startAnswer(), () => dataResponse({ ...OK, redirect_uri: CODE_REDIRECT, authorization_code: 'auth-code-1' }));
    const title = text('idp.b2b.titleStandardScopes', { clientName: 'Partner App', organizationName: 'Acme' });
    expect(title).toBe('Sign in to Partner App with Acme');
    await screen.findByRole('heading', { level: 1, name: title });
    fireEvent.click(screen.getByRole('button', { name: text('idp.allow') }));
    await waitFor(() => expect(navigated).toEqual([CODE_REDIRECT]));
    expect(requests()).toEqual([
      { path: '/idp/b2b/oauth/authorize/start', body: REQUEST },
      { path: '/idp/b2b/oauth/authorize/submit', body: { ...REQUEST, consent_granted: true } },
    ]);
    expect(events).toEqual([
      { type: 'OAuthAuthorizeFlowStart', data: { client_id: 'partner', redirect_uri: RP, scope: 'openid email' } },
      { type: 'OAuthAuthorizeFlowComplete', data: {} },
    ]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('custom scopes: "… wants to access your Acme account"; Deny submits consent_granted: false', async () => {
    visit({ ...AUTHORIZE, scope: 'openid read:notes' });
    const { answer, requests, navigated, events } = setup();
    const denied = `${RP}?error=access_denied&state=st-1`;
    answer(
      startAnswer({ scope_results: [{ scope: 'openid', description: '', is_grantable: true }, { scope: 'read:notes', description: 'Read notes', is_grantable: true }] }),
      () => dataResponse({ ...OK, redirect_uri: denied }),
    );
    const title = text('idp.b2b.titleCustomScopes', { clientName: 'Partner App', organizationName: 'Acme' });
    expect(title).toBe('Partner App wants to access your Acme account');
    await screen.findByRole('heading', { level: 1, name: title });
    fireEvent.click(screen.getByRole('button', { name: text('idp.deny') }));
    await waitFor(() => expect(navigated).toEqual([denied]));
    expect(requests()[1]).toEqual({ path: '/idp/b2b/oauth/authorize/submit', body: { ...REQUEST, scopes: ['openid', 'read:notes'], consent_granted: false } });
    expect(events.map((e) => e.type)).toEqual(['OAuthAuthorizeFlowStart', 'OAuthAuthorizeFlowConsentDenied']);
  });

  it('no member session: the no-session error, onError once, nothing sent', async () => {
    visit(AUTHORIZE);
    const { requests, navigated, onError, events } = setup({ signedIn: false });
    expect(await screen.findByText(MESSAGES.no_active_session)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MESSAGES.consent_error_heading);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'no_current_session' });
    expect(requests()).toEqual([]);
    expect(navigated).toEqual([]);
    expect(events).toEqual([]);
  });
});

describe('B2B logout', () => {
  const LOGOUT = { client_id: 'partner', post_logout_redirect_uri: BYE, state: 'bye' };

  it("asks, naming the member's organization; Yes revokes the member session and returns", async () => {
    visit(LOGOUT);
    const { answer, requests, navigated, client } = setup();
    answer(
      () => dataResponse({ ...OK, redirect_uri: `${BYE}?state=bye`, consent_required: true }),
      () => dataResponse(OK),
    );
    await screen.findByRole('heading', { level: 1, name: text('idp.logoutTitle') });
    const question = text('idp.b2b.logoutBody', { organizationName: 'Acme' });
    expect(question).toBe('Are you sure you want to log out of your Acme account?');
    expect(screen.getByText(question)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text('idp.yes') }));
    await waitFor(() => expect(navigated).toEqual([`${BYE}?state=bye`]));
    expect(requests()).toEqual([
      { path: '/b2b/oauth/logout/start', body: LOGOUT },
      { path: '/b2b/sessions/revoke', body: undefined },
    ]);
    expect(client.session.getSync()).toBeNull();
  });

  it('without `state`: the B2B call gets an empty one', async () => {
    visit({ client_id: 'partner', post_logout_redirect_uri: BYE });
    const { answer, requests } = setup();
    answer(() => dataResponse({ ...OK, redirect_uri: BYE, consent_required: true }));
    await screen.findByRole('heading', { level: 1, name: text('idp.logoutTitle') });
    expect(requests()).toEqual([{ path: '/b2b/oauth/logout/start', body: { client_id: 'partner', post_logout_redirect_uri: BYE, state: '' } }]);
  });

  it('no member session: the no-session error, nothing asked', async () => {
    visit(LOGOUT);
    const { requests, onError } = setup({ signedIn: false });
    expect(await screen.findByText(MESSAGES.no_active_session)).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
    expect(requests()).toEqual([]);
  });
});

describe('the B2B registry', () => {
  it("holds the consumer's identity-provider flow itself, under its own key", async () => {
    const [b2b, consumer] = await Promise.all([B2B_FLOWS.b2bIdp.load(), FLOWS.idp.load()]);
    expect(b2b.default.id).toBe('idp');
    expect(b2b.default.reducer).toBe(consumer.default.reducer);
    expect(b2b.default.effects).toBe(consumer.default.effects);
    // The consumer's texts, and the B2B titles (src/ui/flows/idp/b2b-messages.ts).
    expect(b2b.default.messages).toEqual({ ...consumer.default.messages, ...B2B_IDP_MESSAGES });
    expect(Object.keys(b2b.default.screens)).toEqual(Object.keys(consumer.default.screens));
  });

  it('the identity-provider mount loads only its flow; the sign-in kinds never load it', () => {
    const config = validateB2BConfig({ authFlowType: 'Discovery', products: ['emailOtp', 'sso', 'passwords', 'emailMagicLinks'] }, 'mount');
    expect(b2bFlowsNeeded('b2bIdentityProvider', { config })).toEqual(['b2bIdp']);
    expect(b2bFlowsNeeded('b2bLogin', { config })).not.toContain('b2bIdp');
    expect(b2bFlowsNeeded('b2bPasswordReset', { config })).not.toContain('b2bIdp');
  });
});

describe('the B2B identity provider as a mount call, a custom element and a React component', () => {
  const AUTHORIZE_PAGE = { client_id: 'partner', redirect_uri: RP, scope: 'openid' };
  /** The mount API's own client over a fetch that answers the bootstrap only (signed out: nothing else is sent). */
  const stubBootstrapFetch = () => vi.stubGlobal('fetch', async () => dataResponse(bootstrapData({ vertical: 'B2B' })));

  it('mountIdentityProvider takes no config and mounts the b2bIdentityProvider kind', async () => {
    visit(AUTHORIZE_PAGE);
    stubBootstrapFetch();
    document.body.innerHTML = '<div id="consent"></div>';
    const ui = createPorticoB2BUIClient('public-token-test-b2b', { customBaseUrl: 'http://localhost:8787' });
    const onError = vi.fn();
    ui.mountIdentityProvider({ elementId: '#consent', callbacks: { onError } });
    expect(await screen.findByText(MESSAGES.no_active_session)).toBeTruthy();
    expect(document.querySelector('[data-portico-widget="b2bIdentityProvider"]')).not.toBeNull();
    expect(onError).toHaveBeenCalledOnce();
    // @ts-expect-error -- a plain-JavaScript host's typo
    expect(() => ui.mountIdentityProvider({ elementId: '#consent', theme: 'night' })).toThrow(/^Invalid call to mountIdentityProvider\ntheme/);
    ui.unmount('#consent');
    ui.client.destroy();
  });

  it('<portico-b2b-identity-provider> mounts without a config, and reports the error as portico-error', async () => {
    visit(AUTHORIZE_PAGE);
    stubBootstrapFetch();
    const { definePorticoB2BElements } = await import('../../../../src/mount/define-b2b-elements');
    const ui = createPorticoB2BUIClient('public-token-test-b2b', { customBaseUrl: 'http://localhost:8787' });
    await definePorticoB2BElements(ui);
    const element = document.createElement('portico-b2b-identity-provider');
    const errors: unknown[] = [];
    element.addEventListener('portico-error', (event) => errors.push((event as CustomEvent).detail));
    document.body.append(element);
    expect(await screen.findByText(MESSAGES.no_active_session)).toBeTruthy();
    expect(element.querySelector('[data-portico-widget="b2bIdentityProvider"]')).not.toBeNull();
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({ code: 'no_current_session' });
    ui.unmount(element);
    ui.client.destroy();
  });

  it("PorticoB2BIdentityProvider renders the consent with the provider's client", async () => {
    visit(AUTHORIZE_PAGE);
    const { client } = b2bHarness();
    render(
      <PorticoB2BProvider client={client}>
        <PorticoB2BIdentityProvider />
      </PorticoB2BProvider>,
    );
    expect(await screen.findByText(MESSAGES.no_active_session)).toBeTruthy();
    expect(document.querySelector('[data-portico-widget="b2bIdentityProvider"]')).not.toBeNull();
  });
});
