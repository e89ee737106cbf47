// @vitest-environment jsdom
/**
 * The Organization login in the B2B widget over a real B2B client (fake fetch
 * and a recorded `navigate`, test/unit/core/b2b/b2b-harness.ts): the slug from
 * the config or the page address (path and host, by the bootstrap's
 * `slug_pattern`), an unknown slug, only the methods both configured and
 * allowed by the organization, a code for the organization to the success
 * screen, a link to 'Check your email', SSO's start, and an invalid address.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { B2BSsoActiveConnection } from '../../../../../src/core/b2b';
import { B2BWidgetRoot } from '../../../../../src/ui/b2b/b2b-widget-root';
import type { B2BLoginConfig } from '../../../../../src/ui/b2b/config/b2b-config-types';
import type { PorticoB2BEvent } from '../../../../../src/ui/b2b/b2b-events';
import { MESSAGES, UI_MESSAGES } from '../../../../../src/ui/i18n/messages';
import { apiErrorBody, dataResponse, jsonResponse } from '../../../core/fakes';
import { b2bHarness, makeOrganization, sessionAnswer } from '../../../core/b2b/b2b-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});

type Harness = ReturnType<typeof b2bHarness>;

const EMAIL = 'ada@acme.example';
const OKTA: B2BSsoActiveConnection = { connection_id: 'saml-connection-1', display_name: 'Okta', identity_provider: 'okta' };
const ALL: B2BLoginConfig['products'] = ['emailOtp', 'emailMagicLinks', 'sso', 'passwords'];

function config(overrides: Partial<B2BLoginConfig> = {}): B2BLoginConfig {
  return {
    authFlowType: 'Organization',
    products: ['emailOtp'],
    organizationSlug: 'acme',
    emailMagicLinksOptions: { loginRedirectURL: 'https://app.example/login', signupRedirectURL: 'https://app.example/signup' },
    ssoOptions: { loginRedirectURL: 'https://app.example/sso' },
    ...overrides,
  };
}

function mount(h: Harness, loginConfig: B2BLoginConfig) {
  const events: PorticoB2BEvent[] = [];
  const onError = vi.fn();
  render(<B2BWidgetRoot kind="b2bLogin" client={h.client} config={loginConfig} callbacks={{ onEvent: (e) => events.push(e), onError }} />);
  return { events, onError };
}

const requests = (h: Harness) => h.apiCalls().map((call) => ({ path: h.path(call), body: call.body }));
const bySlug = (organization: unknown) => () => dataResponse({ request_id: 'r-slug', status_code: 200, organization });
const acme = (overrides: Record<string, unknown> = {}) => makeOrganization({ sso_active_connections: [OKTA], ...overrides });
const title = (organization: string) => UI_MESSAGES['b2b.organization.title'].replace('{organization}', organization);
const lookup = (slug: string) => ({ path: '/b2b/organizations/search', body: { organization_slug: slug } });

describe('finding the organization', () => {
  it("by the config's organizationSlug: its logo's initial and name, and the lookup's event", async () => {
    const h = b2bHarness();
    let answer: (response: Response) => void = () => undefined;
    h.answer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { events } = mount(h, config());
    // The wait until the lookup answers.
    expect(await screen.findByText(UI_MESSAGES['b2b.organization.loading'])).toBeTruthy();
    await waitFor(() => expect(requests(h)).toHaveLength(1));
    answer(bySlug(acme())());
    await screen.findByRole('heading', { name: title('Acme') });
    expect(requests(h)).toEqual([lookup('acme')]);
    expect(events.map((e) => e.type)).toEqual(['B2B_ORGANIZATIONS_GET_BY_SLUG']);
    expect(screen.getByText('A').getAttribute('aria-hidden')).toBe('true');
    h.client.destroy();
  });

  it('an http(s) logo is shown; any other is not', async () => {
    const h = b2bHarness();
    h.answer(bySlug(acme({ organization_logo_url: 'https://cdn.example/acme.png' })));
    mount(h, config());
    await screen.findByRole('heading', { name: title('Acme') });
    expect(document.body.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/acme.png');
    cleanup();
    const h2 = b2bHarness();
    h2.answer(bySlug(acme({ organization_logo_url: 'javascript:alert(1)' })));
    mount(h2, config());
    await screen.findByRole('heading', { name: title('Acme') });
    expect(document.body.querySelector('img')).toBeNull();
    h.client.destroy();
    h2.client.destroy();
  });

  it("by the page's path, with the bootstrap's slugPattern", async () => {
    window.history.replaceState({}, '', '/org/acme/login');
    const h = b2bHarness({ bootstrap: { slug_pattern: 'http://localhost:3000/org/{{slug}}' } });
    h.answer(bySlug(acme()));
    mount(h, config({ organizationSlug: null }));
    await screen.findByRole('heading', { name: title('Acme') });
    expect(requests(h)).toEqual([lookup('acme')]);
    h.client.destroy();
  });

  it("by the page's host (a subdomain), with the bootstrap's slugPattern", async () => {
    vi.stubGlobal('location', new URL('https://globex.app.example/login'));
    const h = b2bHarness({ bootstrap: { slug_pattern: 'https://{{slug}}.app.example' } });
    h.answer(bySlug(acme({ organization_name: 'Globex', organization_slug: 'globex' })));
    mount(h, config({ organizationSlug: null }));
    await screen.findByRole('heading', { name: title('Globex') });
    expect(requests(h)).toEqual([lookup('globex')]);
    h.client.destroy();
  });

  it("an unknown slug: 'We couldn't find your organization', with the slug as text", async () => {
    const h = b2bHarness();
    h.answer(bySlug(null));
    const { events } = mount(h, config({ organizationSlug: '<b>nope</b>' }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.organization.notFound.title'] });
    expect(screen.getByText(UI_MESSAGES['b2b.organization.notFound.body'].replace('{slug}', '<b>nope</b>'))).toBeTruthy();
    expect(document.body.querySelector('b')).toBeNull();
    expect(events.map((e) => e.type)).toEqual(['B2B_ORGANIZATIONS_GET_BY_SLUG']);
    h.client.destroy();
  });

  it("a failed lookup: the catalogue's message and Try again, which looks up again", async () => {
    const h = b2bHarness();
    h.answer(() => jsonResponse(400, apiErrorBody('invalid_email', 400)), bySlug(acme()));
    const { onError } = mount(h, config());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invalid_email);
    expect(onError).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.organization.loadFailed.retry'] }));
    await screen.findByRole('heading', { name: title('Acme') });
    expect(requests(h)).toEqual([lookup('acme'), lookup('acme')]);
    h.client.destroy();
  });

  it('no slug in the config or the page: the same screen, and no lookup', async () => {
    const h = b2bHarness({ bootstrap: { slug_pattern: 'http://localhost:3000/org/{{slug}}' } });
    mount(h, config({ organizationSlug: null }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.organization.notFound.title'] });
    expect(screen.getByText(UI_MESSAGES['b2b.organization.notFound.noSlug'])).toBeTruthy();
    expect(requests(h)).toEqual([]);
    h.client.destroy();
  });
});

describe("the organization's methods", () => {
  it('only those allowed: sso and magic_link show the connection and the email field, no password, and Continue sends a link', async () => {
    const h = b2bHarness();
    h.answer(bySlug(acme({ auth_methods: 'RESTRICTED', allowed_auth_methods: ['sso', 'magic_link'] })));
    const { events } = mount(h, config({ products: ALL }));
    await screen.findByRole('heading', { name: title('Acme') });
    expect(screen.getByRole('button', { name: 'Continue with Okta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: UI_MESSAGES['b2b.organization.password'] })).toBeNull();
    h.answer(() => dataResponse({ request_id: 'r-send', status_code: 200 }));
    fireEvent.change(screen.getByLabelText(UI_MESSAGES['field.email']), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.organization.continue'] }));
    // A link at once: the organization allows no code, so there is no choice.
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.email.sent.title'] });
    expect(requests(h)).toEqual([
      lookup('acme'),
      {
        path: '/b2b/magic_links/email/login_or_signup',
        body: {
          organization_id: 'organization-test-1',
          email_address: EMAIL,
          login_redirect_url: 'https://app.example/login',
          signup_redirect_url: 'https://app.example/signup',
        },
      },
    ]);
    expect(events.map((e) => e.type)).toEqual(['B2B_ORGANIZATIONS_GET_BY_SLUG', 'B2B_MAGIC_LINK_EMAIL_LOGIN_OR_SIGNUP']);
    h.client.destroy();
  });

  it('a code for the organization → signed in', async () => {
    const h = b2bHarness();
    h.answer(bySlug(acme()));
    const { events, onError } = mount(h, config());
    await screen.findByRole('heading', { name: title('Acme') });
    h.answer(
      () => dataResponse({ request_id: 'r-send', status_code: 200 }),
      () => dataResponse(sessionAnswer()),
    );
    fireEvent.change(screen.getByLabelText(UI_MESSAGES['field.email']), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.organization.continue'] }));
    const code = await screen.findByLabelText(UI_MESSAGES['b2b.email.otp.label']);
    fireEvent.change(code, { target: { value: '123456' } });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.signedIn.title'] });
    expect(requests(h)).toEqual([
      lookup('acme'),
      { path: '/b2b/otps/email/login_or_signup', body: { organization_id: 'organization-test-1', email_address: EMAIL } },
      {
        path: '/b2b/otps/email/authenticate',
        body: { organization_id: 'organization-test-1', email_address: EMAIL, code: '123456', session_duration_minutes: 60 },
      },
    ]);
    expect(events.map((e) => e.type)).toEqual([
      'B2B_ORGANIZATIONS_GET_BY_SLUG',
      'B2B_OTPS_EMAIL_LOGIN_OR_SIGNUP',
      'B2B_OTPS_EMAIL_AUTHENTICATE',
      'AuthenticateFlowComplete',
    ]);
    expect(onError).not.toHaveBeenCalled();
    h.client.destroy();
  });

  it('a code the organization answers with primary_required: only the methods it allows', async () => {
    const h = b2bHarness();
    h.answer(bySlug(acme()));
    mount(h, config({ products: ['emailOtp', 'passwords', 'sso'] }));
    await screen.findByRole('heading', { name: title('Acme') });
    expect(screen.getByRole('button', { name: UI_MESSAGES['b2b.organization.password'] })).toBeTruthy();
    h.answer(
      () => dataResponse({ request_id: 'r-send', status_code: 200 }),
      () =>
        dataResponse(
          sessionAnswer({
            member_session: null,
            session_token: '',
            session_jwt: '',
            member_authenticated: false,
            intermediate_session_token: 'ist-1',
            organization: acme(),
            primary_required: { allowed_auth_methods: ['sso'] },
          }),
        ),
    );
    fireEvent.change(screen.getByLabelText(UI_MESSAGES['field.email']), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.organization.continue'] }));
    fireEvent.change(await screen.findByLabelText(UI_MESSAGES['b2b.email.otp.label']), { target: { value: '123456' } });
    await screen.findByRole('button', { name: 'Continue with Okta' });
    expect(screen.getByRole('heading', { name: title('Acme') })).toBeTruthy();
    expect(screen.queryByLabelText(UI_MESSAGES['field.email'])).toBeNull();
    expect(screen.queryByRole('button', { name: UI_MESSAGES['b2b.organization.password'] })).toBeNull();
    h.client.destroy();
  });

  it("'Continue with Okta' sends the page to the client's start URL for the connection", async () => {
    const h = b2bHarness();
    h.answer(bySlug(acme()));
    const { events } = mount(h, config({ products: ['sso'] }));
    await screen.findByRole('heading', { name: title('Acme') });
    expect(screen.queryByLabelText(UI_MESSAGES['field.email'])).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Okta' }));
    await waitFor(() => expect(h.navigated).toHaveLength(1));
    const start = new URL(h.navigated[0] ?? '');
    expect(start.pathname).toMatch(/\/public\/sso\/start$/);
    expect(start.searchParams.get('connection_id')).toBe(OKTA.connection_id);
    expect(start.searchParams.get('login_redirect_url')).toBe('https://app.example/sso');
    await waitFor(() => expect(events.map((e) => e.type)).toEqual(['B2B_ORGANIZATIONS_GET_BY_SLUG', 'B2B_SSO_START']));
    expect(requests(h)).toEqual([lookup('acme')]);
    h.client.destroy();
  });

  it("'Use a password instead': the password sign-in for the organization", async () => {
    const h = b2bHarness();
    h.answer(bySlug(acme()));
    mount(h, config({ products: ['passwords'] }));
    await screen.findByRole('heading', { name: title('Acme') });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.organization.password'] }));
    expect(await screen.findByRole('heading', { name: UI_MESSAGES['b2b.password.loginOrganization'].replace('{organization}', 'Acme') })).toBeTruthy();
    h.client.destroy();
  });

  it('an invalid address: a message and no request', async () => {
    const h = b2bHarness();
    h.answer(bySlug(acme()));
    mount(h, config());
    await screen.findByRole('heading', { name: title('Acme') });
    fireEvent.change(screen.getByLabelText(UI_MESSAGES['field.email']), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.organization.continue'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(UI_MESSAGES['b2b.organization.invalidEmail']);
    expect(requests(h)).toEqual([lookup('acme')]);
    h.client.destroy();
  });
});
