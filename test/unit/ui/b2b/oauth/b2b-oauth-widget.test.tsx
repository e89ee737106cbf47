// @vitest-environment jsdom
/**
 * The B2B OAuth buttons in the B2B widget (docs/behaviour.md §11) over a real
 * B2B client (fake fetch and a recorded `navigate`, test/unit/core/b2b/b2b-harness.ts):
 * where they show (B2BMain in `products` order; an organization's sign-in, only
 * the providers it allows; after `primary_required`, only those the answer
 * allows), the start URL each button sends the page to (discovery or the
 * organization, redirect URLs, custom scopes, provider params), the pending
 * state while the page leaves, a start that fails, and B2BMain's landing of
 * the `discovery_oauth` and `oauth` tokens the provider's redirect brings.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PorticoB2BEvent } from '../../../../../src/ui/b2b/b2b-events';
import { B2BWidgetRoot } from '../../../../../src/ui/b2b/b2b-widget-root';
import type { B2BLoginConfig, B2BOAuthOptions } from '../../../../../src/ui/b2b/config/b2b-config-types';
import { UI_MESSAGES } from '../../../../../src/ui/i18n/messages';
import { dataResponse } from '../../../core/fakes';
import { b2bHarness, discoveryAnswer, makeOrganization, sessionAnswer } from '../../../core/b2b/b2b-harness';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

type Harness = ReturnType<typeof b2bHarness>;

const EMAIL = 'ada@acme.example';
const ALL_FIVE: B2BOAuthOptions['providers'] = ['google', 'microsoft', 'hubspot', 'slack', 'github'];
const OAUTH: B2BOAuthOptions = {
  providers: ALL_FIVE,
  discoveryRedirectURL: 'https://app.example/discover',
  loginRedirectURL: 'https://app.example/login',
  signupRedirectURL: 'https://app.example/signup',
};

const continueWith = (provider: string) => UI_MESSAGES['b2b.oauth.continueWith'].replace('{provider}', provider);
const orgTitle = (organization: string) => UI_MESSAGES['b2b.organization.title'].replace('{organization}', organization);
const requests = (h: Harness) => h.apiCalls().map((call) => ({ path: h.path(call), body: call.body }));
const bySlug = (organization: unknown) => () => dataResponse({ request_id: 'r-slug', status_code: 200, organization });

function mount(h: Harness, config: B2BLoginConfig) {
  const events: PorticoB2BEvent[] = [];
  const onError = vi.fn();
  render(<B2BWidgetRoot kind="b2bLogin" client={h.client} config={config} callbacks={{ onEvent: (e) => events.push(e), onError }} />);
  return { events, onError };
}

/** The B2B widget's buttons, by their text, in the order they show. */
const buttonTexts = () => screen.getAllByRole('button').map((button) => button.textContent);

/** The buttons' names once the b2bOAuth chunk (its buttons) is here. */
async function oauthButtons(): Promise<string[]> {
  const group = await screen.findByRole('group', { name: UI_MESSAGES['b2b.oauth.providersLabel'] });
  return within(group)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

/** The one URL the page was sent to, once it was. */
async function startUrl(h: Harness): Promise<URL> {
  await waitFor(() => expect(h.navigated).toHaveLength(1));
  return new URL(h.navigated[0]!);
}

describe('B2BMain (discovery)', () => {
  it('shows the five providers in the configured order, each with its icon, in `products` order among the other blocks', async () => {
    const h = b2bHarness();
    mount(h, { authFlowType: 'Discovery', products: ['emailOtp', 'oauth', 'sso'], oauthOptions: OAUTH });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] });
    expect(await oauthButtons()).toEqual(['Google', 'Microsoft', 'HubSpot', 'Slack', 'GitHub'].map(continueWith));
    expect(buttonTexts()).toEqual([
      UI_MESSAGES['b2b.main.continue'],
      ...['Google', 'Microsoft', 'HubSpot', 'Slack', 'GitHub'].map(continueWith),
      UI_MESSAGES['b2b.main.sso'],
    ]);
    for (const button of within(screen.getByRole('group')).getAllByRole('button')) {
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    h.client.destroy();
  });

  it('OAuth first when `products` says so; a provider list in another order keeps it', async () => {
    const h = b2bHarness();
    mount(h, { authFlowType: 'Discovery', products: ['oauth', 'passwords'], oauthOptions: { providers: ['github', 'google'] } });
    expect(await oauthButtons()).toEqual([continueWith('GitHub'), continueWith('Google')]);
    expect(buttonTexts()).toEqual([continueWith('GitHub'), continueWith('Google'), UI_MESSAGES['b2b.main.password']]);
    h.client.destroy();
  });

  it('no buttons without the `oauth` product', async () => {
    const h = b2bHarness();
    mount(h, { authFlowType: 'Discovery', products: ['emailOtp'], oauthOptions: OAUTH });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] });
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: continueWith('Google') })).toBeNull();
    h.client.destroy();
  });

  it('a click sends the page to the discovery start with discoveryRedirectURL, the custom scopes and provider params; the buttons wait for the page to leave', async () => {
    const h = b2bHarness();
    const { events, onError } = mount(h, {
      authFlowType: 'Discovery',
      products: ['oauth'],
      oauthOptions: {
        ...OAUTH,
        providers: ['google', { type: 'hubspot', customScopes: ['crm.objects.contacts.read', 'oauth'], providerParams: { prompt: 'consent', login_hint: EMAIL } }],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: continueWith('HubSpot') }));
    const url = await startUrl(h);
    expect(url.origin + url.pathname).toBe('http://localhost:8787/v1/b2b/public/oauth/hubspot/discovery/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: expect.any(String),
      discovery_redirect_url: 'https://app.example/discover',
      custom_scopes: 'crm.objects.contacts.read oauth',
      provider_prompt: 'consent',
      provider_login_hint: EMAIL,
    });
    // The page is leaving: the clicked button spins, the other is disabled, and a second click starts nothing.
    const hubspot = screen.getByRole('button', { name: continueWith('HubSpot') });
    expect(hubspot.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: continueWith('Google') }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: continueWith('Google') }));
    expect(h.navigated).toHaveLength(1);
    // No API call, no event (the provider's B2B events name no OAuth start), no error.
    expect(requests(h)).toEqual([]);
    expect(events).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    h.client.destroy();
  });

  it('a bare provider name and no redirect URL: the start carries neither scopes, params nor redirect', async () => {
    const h = b2bHarness();
    mount(h, { authFlowType: 'Discovery', products: ['oauth'], oauthOptions: { providers: ['slack'] } });
    fireEvent.click(await screen.findByRole('button', { name: continueWith('Slack') }));
    const url = await startUrl(h);
    expect(url.pathname).toBe('/v1/b2b/public/oauth/slack/discovery/start');
    expect([...url.searchParams.keys()]).toEqual(['public_token']);
    h.client.destroy();
  });

  it("with the project's PKCE requirement the start carries a challenge", async () => {
    const h = b2bHarness({ bootstrap: { pkce_required_for_oauth: true } });
    mount(h, { authFlowType: 'Discovery', products: ['oauth'], oauthOptions: OAUTH });
    fireEvent.click(await screen.findByRole('button', { name: continueWith('Google') }));
    const url = await startUrl(h);
    expect(url.searchParams.get('pkce_code_challenge')).toMatch(/^[\w-]{43}$/);
    h.client.destroy();
  });

  it("a start that fails before the page leaves: reported to onError, shown in the screen's alert, the buttons work again", async () => {
    const h = b2bHarness({ bootstrap: { pkce_required_for_oauth: true } });
    const { onError, events } = mount(h, { authFlowType: 'Discovery', products: ['oauth'], oauthOptions: OAUTH });
    await screen.findByRole('button', { name: continueWith('Google') });
    // The PKCE verifier cannot be kept (a storage that refuses writes): the start fails before navigating.
    const refused = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    h.storage.setItem = () => {
      throw refused;
    };
    fireEvent.click(screen.getByRole('button', { name: continueWith('Google') }));
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(String(onError.mock.calls[0]![0])).toContain(refused.message);
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(h.navigated).toEqual([]);
    expect(events).toEqual([]);
    for (const name of ['Google', 'Microsoft']) {
      const button = screen.getByRole('button', { name: continueWith(name) }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      expect(button.getAttribute('aria-busy')).toBeNull();
    }
    h.client.destroy();
  });

  it('a page restored from the back-forward cache gets its buttons back', async () => {
    const h = b2bHarness();
    mount(h, { authFlowType: 'Discovery', products: ['oauth'], oauthOptions: OAUTH });
    fireEvent.click(await screen.findByRole('button', { name: continueWith('Google') }));
    await startUrl(h);
    expect((screen.getByRole('button', { name: continueWith('Slack') }) as HTMLButtonElement).disabled).toBe(true);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await waitFor(() => expect((screen.getByRole('button', { name: continueWith('Slack') }) as HTMLButtonElement).disabled).toBe(false));
    h.client.destroy();
  });
});

describe("an organization's sign-in (authFlowType Organization)", () => {
  const organizationConfig = (overrides: Partial<B2BLoginConfig> = {}): B2BLoginConfig => ({
    authFlowType: 'Organization',
    organizationSlug: 'acme',
    products: ['emailOtp', 'oauth'],
    oauthOptions: OAUTH,
    ...overrides,
  });

  it('only the providers the organization allows, in the configured order, after the email field', async () => {
    const h = b2bHarness();
    h.answer(bySlug(makeOrganization({ auth_methods: 'RESTRICTED', allowed_auth_methods: ['github_oauth', 'email_otp', 'microsoft_oauth'] })));
    mount(h, organizationConfig());
    await screen.findByRole('heading', { name: orgTitle('Acme') });
    expect(await oauthButtons()).toEqual([continueWith('Microsoft'), continueWith('GitHub')]);
    expect(buttonTexts()).toEqual([UI_MESSAGES['b2b.organization.continue'], continueWith('Microsoft'), continueWith('GitHub')]);
    h.client.destroy();
  });

  it('ALL_ALLOWED: every configured provider', async () => {
    const h = b2bHarness();
    h.answer(bySlug(makeOrganization({ auth_methods: 'ALL_ALLOWED' })));
    mount(h, organizationConfig({ products: ['oauth'] }));
    expect(await oauthButtons()).toEqual(['Google', 'Microsoft', 'HubSpot', 'Slack', 'GitHub'].map(continueWith));
    h.client.destroy();
  });

  it('an organization that allows none of the providers: no buttons (and with nothing else, the notice)', async () => {
    const h = b2bHarness();
    h.answer(bySlug(makeOrganization({ auth_methods: 'RESTRICTED', allowed_auth_methods: ['sso', 'magic_link'] })));
    mount(h, organizationConfig({ products: ['oauth'] }));
    await screen.findByRole('heading', { name: orgTitle('Acme') });
    expect(screen.getByRole('alert').textContent).toBe(UI_MESSAGES['b2b.organization.noMethods'].replace('{organization}', 'Acme'));
    expect(screen.queryByRole('group')).toBeNull();
    h.client.destroy();
  });

  it("a click sends the page to the organization's start: its id, the login and signup redirect URLs, scopes and params", async () => {
    const h = b2bHarness();
    h.answer(bySlug(makeOrganization({ auth_methods: 'RESTRICTED', allowed_auth_methods: ['microsoft_oauth'] })));
    const { events } = mount(
      h,
      organizationConfig({
        oauthOptions: { ...OAUTH, providers: [{ type: 'microsoft', customScopes: ['User.Read'], providerParams: { domain_hint: 'acme.example' } }] },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: continueWith('Microsoft') }));
    const url = await startUrl(h);
    expect(url.origin + url.pathname).toBe('http://localhost:8787/v1/b2b/public/oauth/microsoft/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: expect.any(String),
      organization_id: 'organization-test-1',
      login_redirect_url: 'https://app.example/login',
      signup_redirect_url: 'https://app.example/signup',
      custom_scopes: 'User.Read',
      provider_domain_hint: 'acme.example',
    });
    expect(screen.getByRole('button', { name: continueWith('Microsoft') }).getAttribute('aria-busy')).toBe('true');
    expect(events.map((e) => e.type)).toEqual(['B2B_ORGANIZATIONS_GET_BY_SLUG']);
    h.client.destroy();
  });
});

describe('after primary_required', () => {
  const discovered = {
    organization: makeOrganization(),
    membership: { type: 'active_member', details: null, member: null },
    member_authenticated: false,
    primary_required: null,
    mfa_required: null,
  };
  const primaryRequired = (allowed: string[]) =>
    dataResponse(
      sessionAnswer({
        member_session: null,
        session_token: '',
        session_jwt: '',
        member_authenticated: false,
        intermediate_session_token: 'ist-2',
        primary_required: { allowed_auth_methods: allowed },
      }),
    );

  /** B2BMain → passcode → the list → Acme, whose exchange answers primary_required with `allowed`. */
  async function toPrimaryRequired(h: Harness, allowed: string[]) {
    h.answer(
      () => dataResponse({ request_id: 'r1', status_code: 200 }),
      () => dataResponse(discoveryAnswer({ discovered_organizations: [discovered] })),
      () => primaryRequired(allowed),
    );
    fireEvent.change(await screen.findByLabelText(UI_MESSAGES['field.email']), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.main.continue'] }));
    fireEvent.change(await screen.findByLabelText(UI_MESSAGES['b2b.email.otp.label']), { target: { value: '123456' } });
    fireEvent.click(await screen.findByRole('button', { name: /Acme/ }));
  }

  it("the organization's sign-in with only the OAuth providers the answer allows, which start into that organization", async () => {
    const h = b2bHarness();
    mount(h, { authFlowType: 'Discovery', products: ['emailOtp', 'oauth'], oauthOptions: OAUTH });
    await toPrimaryRequired(h, ['google_oauth', 'slack_oauth']);
    await screen.findByRole('heading', { name: orgTitle('Acme') });
    expect(await oauthButtons()).toEqual([continueWith('Google'), continueWith('Slack')]);
    expect(screen.queryByLabelText(UI_MESSAGES['field.email'])).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: continueWith('Slack') }));
    const url = await startUrl(h);
    expect(url.pathname).toBe('/v1/b2b/public/oauth/slack/start');
    expect(url.searchParams.get('organization_id')).toBe('organization-test-1');
    expect(url.searchParams.get('login_redirect_url')).toBe('https://app.example/login');
    h.client.destroy();
  });

  it('a provider the answer allows but the config does not list: the notice, no buttons', async () => {
    const h = b2bHarness();
    mount(h, { authFlowType: 'Discovery', products: ['emailOtp', 'oauth'], oauthOptions: { providers: ['google'] } });
    await toPrimaryRequired(h, ['github_oauth']);
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.primaryRequired.title'] });
    expect(screen.queryByRole('button', { name: continueWith('GitHub') })).toBeNull();
    h.client.destroy();
  });
});

describe("B2BMain's landing of the provider's redirect", () => {
  it('a discovery_oauth token: redeemed once, with its event, then the organizations', async () => {
    window.history.replaceState(null, '', '/login?stytch_token_type=discovery_oauth&token=doauth-1');
    const h = b2bHarness({ href: 'http://localhost:3000/login?stytch_token_type=discovery_oauth&token=doauth-1' });
    h.answer(() =>
      dataResponse(
        discoveryAnswer({
          discovered_organizations: [
            {
              organization: makeOrganization(),
              membership: { type: 'active_member', details: null, member: null },
              member_authenticated: false,
              primary_required: null,
              mfa_required: null,
            },
          ],
        }),
      ),
    );
    const { events } = mount(h, { authFlowType: 'Discovery', products: ['oauth'], oauthOptions: OAUTH });
    expect(screen.getByText(UI_MESSAGES['b2b.main.signingIn'])).toBeTruthy();
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.discovery.title'] });
    expect(screen.getByRole('button', { name: /Acme/ })).toBeTruthy();
    expect(requests(h)).toEqual([
      { path: '/b2b/oauth/discovery/authenticate', body: expect.objectContaining({ discovery_oauth_token: 'doauth-1' }) },
    ]);
    expect(events.map((e) => e.type)).toEqual(['B2B_OAUTH_DISCOVERY_AUTHENTICATE']);
    h.client.destroy();
  });

  it("an oauth token on the Organization login's page: redeemed, signed in, AuthenticateFlowComplete once", async () => {
    window.history.replaceState(null, '', '/login?stytch_token_type=oauth&token=oauth-1');
    const h = b2bHarness({ href: 'http://localhost:3000/login?stytch_token_type=oauth&token=oauth-1' });
    h.answer(() => dataResponse(sessionAnswer()));
    const { events } = mount(h, { authFlowType: 'Organization', organizationSlug: 'acme', products: ['oauth'], oauthOptions: OAUTH });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.signedIn.title'] });
    expect(requests(h)).toEqual([
      { path: '/b2b/oauth/authenticate', body: expect.objectContaining({ oauth_token: 'oauth-1', session_duration_minutes: 60 }) },
    ]);
    expect(events.map((e) => e.type)).toEqual(['B2B_OAUTH_AUTHENTICATE', 'AuthenticateFlowComplete']);
    h.client.destroy();
  });
});
