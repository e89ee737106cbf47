// @vitest-environment jsdom
/**
 * The Discovery path in the B2B widget (docs/architecture.md, "B2B widget"):
 * a real B2B client over fake fetch (b2bHarness), clicked through by role and
 * label, asserting the requests sent (paths and bodies), the texts (from the
 * catalogue) and the events, `AuthenticateFlowComplete` exactly once.
 */
import { StrictMode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PorticoB2BEvent } from '../../../../../src/ui/b2b/b2b-events';
import { B2BWidgetRoot } from '../../../../../src/ui/b2b/b2b-widget-root';
import type { B2BLoginConfig } from '../../../../../src/ui/b2b/config/b2b-config-types';
import { MESSAGES, UI_MESSAGES } from '../../../../../src/ui/i18n/messages';
import { apiErrorBody, dataResponse, jsonResponse } from '../../../core/fakes';
import { b2bHarness, discoveryAnswer, makeOrganization, sessionAnswer } from '../../../core/b2b/b2b-harness';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const EMAIL = 'ada@acme.example';
const IST = 'ist-discovery-1';
const OTP_ONLY: B2BLoginConfig = { authFlowType: 'Discovery', products: ['emailOtp'] };

const discovered = (id: string, name: string, type: string) => ({
  organization: makeOrganization({ organization_id: id, organization_name: name, organization_slug: id }),
  membership: { type, details: null, member: null },
  member_authenticated: false,
  primary_required: null,
  mfa_required: null,
});

type Harness = ReturnType<typeof b2bHarness>;

function mount(h: Harness, config: B2BLoginConfig = OTP_ONLY, strict = false) {
  const events: PorticoB2BEvent[] = [];
  const onError = vi.fn();
  const element = <B2BWidgetRoot kind="b2bLogin" client={h.client} config={config} callbacks={{ onEvent: (e) => events.push(e), onError }} />;
  render(strict ? <StrictMode>{element}</StrictMode> : element);
  return { events, onError };
}

const requests = (h: Harness) => h.apiCalls().map((call) => ({ path: h.path(call), body: call.body }));
const completes = (events: PorticoB2BEvent[]) => events.filter((e) => e.type === 'AuthenticateFlowComplete').length;

/** B2BMain → 'Continue' with the email → the passcode → its check answered with `organizations`. */
async function throughPasscode(h: Harness, organizations: unknown[]) {
  h.answer(
    () => dataResponse({ request_id: 'r1', status_code: 200 }),
    () => dataResponse(discoveryAnswer({ discovered_organizations: organizations })),
  );
  fireEvent.change(await screen.findByLabelText(UI_MESSAGES['field.email']), { target: { value: EMAIL } });
  fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.main.continue'] }));
  const code = (await screen.findByLabelText(UI_MESSAGES['b2b.email.otp.label'])) as HTMLInputElement;
  expect(screen.getByRole('heading', { name: UI_MESSAGES['b2b.email.otp.title'] })).toBeTruthy();
  fireEvent.change(code, { target: { value: '123456' } });
}

describe('Discovery by email passcode', () => {
  it('B2BMain → code → organizations → create an organization → signed in', async () => {
    const h = b2bHarness({ bootstrap: { create_organization_enabled: true, slug_pattern: 'https://app.example/org/{{slug}}' } });
    const { events, onError } = mount(h);
    await throughPasscode(h, [discovered('org-1', 'Acme', 'active_member')]);
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.discovery.title'] });
    expect(screen.getByRole('button', { name: /Acme/ }).textContent).toContain(UI_MESSAGES['b2b.discovery.continue']);

    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.discovery.create'] }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.discovery.createForm.title'] });
    fireEvent.change(screen.getByLabelText(UI_MESSAGES['b2b.discovery.createForm.name']), { target: { value: 'Rocket Labs' } });
    // The slug follows the name until edited; the address shows under the project's slugPattern.
    expect((screen.getByLabelText(UI_MESSAGES['b2b.discovery.createForm.slug']) as HTMLInputElement).value).toBe('rocket-labs');
    expect(screen.getByText(/https:\/\/app\.example\/org\/rocket-labs/)).toBeTruthy();

    const created = sessionAnswer({ organization: makeOrganization({ organization_id: 'org-new', organization_name: 'Rocket Labs' }) });
    h.answer(() => dataResponse(created));
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.discovery.createForm.submit'] }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.signedIn.title'] });
    expect(screen.getByText(UI_MESSAGES['b2b.signedIn.bodyWithOrganization'].replace('{organization}', 'Rocket Labs'))).toBeTruthy();
    // Signed in: no back arrow.
    expect(screen.queryByRole('button', { name: UI_MESSAGES['common.back'] })).toBeNull();

    expect(requests(h)).toEqual([
      { path: '/b2b/otps/email/discovery/send', body: { email_address: EMAIL } },
      { path: '/b2b/otps/email/discovery/authenticate', body: { code: '123456', email_address: EMAIL } },
      {
        path: '/b2b/discovery/organizations/create',
        body: { session_duration_minutes: 60, organization_name: 'Rocket Labs', organization_slug: 'rocket-labs', intermediate_session_token: IST },
      },
    ]);
    expect(events.map((e) => e.type)).toEqual([
      'B2B_OTPS_EMAIL_DISCOVERY_SEND',
      'B2B_OTPS_EMAIL_DISCOVERY_AUTHENTICATE',
      'B2B_DISCOVERY_ORGANIZATIONS_CREATE',
      'AuthenticateFlowComplete',
    ]);
    expect(onError).not.toHaveBeenCalled();
    h.client.destroy();
  });

  it('chooses one of two memberships → exchange → signed in, AuthenticateFlowComplete once', async () => {
    const h = b2bHarness();
    const { events } = mount(h);
    await throughPasscode(h, [discovered('org-1', 'Acme', 'active_member'), discovered('org-2', 'Globex', 'invited_member')]);
    const globex = await screen.findByRole('button', { name: /Globex/ });
    expect(globex.textContent).toContain(UI_MESSAGES['b2b.discovery.acceptInvite']);
    // Creation is off unless the project enables it (bootstrap).
    expect(screen.queryByRole('button', { name: UI_MESSAGES['b2b.discovery.create'] })).toBeNull();

    h.answer(() => dataResponse(sessionAnswer({ organization: makeOrganization({ organization_id: 'org-2', organization_name: 'Globex' }) })));
    fireEvent.click(globex);
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.signedIn.title'] });
    expect(requests(h)[2]).toEqual({
      path: '/b2b/discovery/intermediate_sessions/exchange',
      body: { organization_id: 'org-2', session_duration_minutes: 60, intermediate_session_token: IST },
    });
    expect(events.map((e) => e.type)).toEqual([
      'B2B_OTPS_EMAIL_DISCOVERY_SEND',
      'B2B_OTPS_EMAIL_DISCOVERY_AUTHENTICATE',
      'B2B_DISCOVERY_INTERMEDIATE_SESSION_EXCHANGE',
      'AuthenticateFlowComplete',
    ]);
    expect(completes(events)).toBe(1);
    h.client.destroy();
  });

  it('refuses an invalid email with a message and sends nothing', async () => {
    const h = b2bHarness();
    const { onError } = mount(h);
    fireEvent.change(await screen.findByLabelText(UI_MESSAGES['field.email']), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.main.continue'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(UI_MESSAGES['b2b.main.invalidEmail']);
    expect(h.apiCalls()).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    h.client.destroy();
  });

  it('refuses an invalid slug with a field message and sends nothing', async () => {
    const h = b2bHarness({ bootstrap: { create_organization_enabled: true } });
    mount(h);
    await throughPasscode(h, []);
    fireEvent.click(await screen.findByRole('button', { name: UI_MESSAGES['b2b.discovery.create'] }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.discovery.createForm.title'] });
    fireEvent.change(screen.getByLabelText(UI_MESSAGES['b2b.discovery.createForm.name']), { target: { value: 'Acme' } });
    const slug = screen.getByLabelText(UI_MESSAGES['b2b.discovery.createForm.slug']);
    fireEvent.change(slug, { target: { value: 'acme rockets!' } });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.discovery.createForm.submit'] }));
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(slug.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      UI_MESSAGES['b2b.discovery.createForm.slugInvalid'],
    );
    expect(document.activeElement).toBe(slug);
    expect(h.apiCalls().map((c) => h.path(c))).toEqual(['/b2b/otps/email/discovery/send', '/b2b/otps/email/discovery/authenticate']);
    h.client.destroy();
  });

  it('a wrong code shows the catalogue message on the field; a server error on the list shows its message', async () => {
    const h = b2bHarness();
    const { onError, events } = mount(h);
    h.answer(
      () => dataResponse({ request_id: 'r1', status_code: 200 }),
      () => jsonResponse(400, apiErrorBody('otp_code_not_found', 400)),
    );
    fireEvent.change(await screen.findByLabelText(UI_MESSAGES['field.email']), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.main.continue'] }));
    fireEvent.change(await screen.findByLabelText(UI_MESSAGES['b2b.email.otp.label']), { target: { value: '000000' } });
    expect(await screen.findByText(MESSAGES.otp_code_not_found)).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();

    h.answer(() => dataResponse(discoveryAnswer({ discovered_organizations: [discovered('org-1', 'Acme', 'active_member')] })));
    fireEvent.change(screen.getByLabelText(UI_MESSAGES['b2b.email.otp.label']), { target: { value: '123456' } });
    h.answer(() => jsonResponse(401, apiErrorBody('unauthorized_action', 401)));
    fireEvent.click(await screen.findByRole('button', { name: /Acme/ }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.unauthorized_action);
    expect(screen.getByRole('heading', { name: UI_MESSAGES['b2b.discovery.title'] })).toBeTruthy();
    expect(completes(events)).toBe(0);
    h.client.destroy();
  });
});

describe('Discovery by email link, and the redirect landing', () => {
  it('emailMagicLinks only: Continue sends the link → Check your email', async () => {
    const h = b2bHarness();
    const { events } = mount(h, {
      authFlowType: 'Discovery',
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { discoveryRedirectURL: 'https://app.example/land' },
    });
    h.answer(() => dataResponse({ request_id: 'r1', status_code: 200 }));
    fireEvent.change(await screen.findByLabelText(UI_MESSAGES['field.email']), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.main.continue'] }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.email.sent.title'] });
    expect(requests(h)).toEqual([
      {
        path: '/b2b/magic_links/email/discovery/send',
        body: expect.objectContaining({ email_address: EMAIL, discovery_redirect_url: 'https://app.example/land' }),
      },
    ]);
    expect(events.map((e) => e.type)).toEqual(['B2B_MAGIC_LINK_EMAIL_DISCOVERY_SEND']);
    // 'Try a different email address' returns to B2BMain.
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.email.tryAgain'] }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] });
    h.client.destroy();
  });

  it('both email products: Continue asks which, then sends a code', async () => {
    const h = b2bHarness();
    mount(h, { authFlowType: 'Discovery', products: ['emailMagicLinks', 'emailOtp'] });
    fireEvent.change(await screen.findByLabelText(UI_MESSAGES['field.email']), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.main.continue'] }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.email.method.title'] });
    expect(h.apiCalls()).toEqual([]);
    h.answer(() => dataResponse({ request_id: 'r1', status_code: 200 }));
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.email.method.code'] }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.email.otp.title'] });
    expect(requests(h)).toEqual([{ path: '/b2b/otps/email/discovery/send', body: { email_address: EMAIL } }]);
    // The back arrow returns to B2BMain.
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['common.back'] }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] });
    h.client.destroy();
  });

  it('redeems a discovery link once under StrictMode, showing a wait, then the organizations', async () => {
    window.history.replaceState(null, '', '/login?stytch_token_type=discovery&token=tok-1');
    const h = b2bHarness({ href: 'http://localhost:3000/login?stytch_token_type=discovery&token=tok-1' });
    h.answer(() => dataResponse(discoveryAnswer({ discovered_organizations: [discovered('org-1', 'Acme', 'active_member')] })));
    const { events } = mount(h, OTP_ONLY, true);
    expect(screen.getByText(UI_MESSAGES['b2b.main.signingIn'])).toBeTruthy();
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.discovery.title'] });
    expect(requests(h)).toEqual([
      { path: '/b2b/magic_links/discovery/authenticate', body: expect.objectContaining({ discovery_magic_links_token: 'tok-1' }) },
    ]);
    expect(events.map((e) => e.type)).toEqual(['B2B_MAGIC_LINK_DISCOVERY_AUTHENTICATE']);
    h.client.destroy();
  });

  it('a refused link shows its catalogue message on the form, once, and reports it', async () => {
    const h = b2bHarness({ href: 'http://localhost:3000/login?stytch_token_type=discovery&token=used' });
    h.answer(() => jsonResponse(401, apiErrorBody('unable_to_auth_magic_link', 401)));
    const { onError, events } = mount(h, OTP_ONLY, true);
    expect(await screen.findByText(MESSAGES.unable_to_auth_magic_link)).toBeTruthy();
    expect(screen.getByLabelText(UI_MESSAGES['field.email'])).toBeTruthy();
    expect(h.apiCalls()).toHaveLength(1);
    expect(onError).toHaveBeenCalledOnce();
    expect(events).toEqual([]);
    h.client.destroy();
  });

  it('an organization login link lands signed in', async () => {
    const h = b2bHarness({ href: 'http://localhost:3000/login?stytch_token_type=multi_tenant_magic_links&token=tok-2' });
    h.answer(() => dataResponse(sessionAnswer()));
    const { events } = mount(h);
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.signedIn.title'] });
    expect(events.map((e) => e.type)).toEqual(['B2B_MAGIC_LINK_AUTHENTICATE', 'AuthenticateFlowComplete']);
    h.client.destroy();
  });
});

describe('the organization list', () => {
  it('direct login into the single active membership: exchanges at once', async () => {
    const h = b2bHarness();
    const { events } = mount(h, { ...OTP_ONLY, directLoginForSingleMembership: { status: true, ignoreInvites: false, ignoreJitProvisioning: false } });
    await throughPasscode(h, [discovered('org-1', 'Acme', 'active_member')]);
    h.answer(() => dataResponse(sessionAnswer()));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.signedIn.title'] });
    expect(requests(h)[2]?.path).toBe('/b2b/discovery/intermediate_sessions/exchange');
    expect(completes(events)).toBe(1);
    h.client.destroy();
  });

  it('no organizations and no creation: asks for an invite; Try a different email address returns', async () => {
    const h = b2bHarness();
    mount(h);
    await throughPasscode(h, []);
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.discovery.none.title'].replace('{email}', EMAIL) });
    expect(screen.getByText(UI_MESSAGES['b2b.discovery.none.askAdmin'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: UI_MESSAGES['b2b.discovery.create'] })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.discovery.none.tryAgain'] }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] });
    h.client.destroy();
  });

  it('no organizations with direct creation: creates one at once, named by the server', async () => {
    const h = b2bHarness({ bootstrap: { create_organization_enabled: true } });
    mount(h, { ...OTP_ONLY, directCreateOrganizationForNoMembership: true });
    await throughPasscode(h, []);
    h.answer(() => dataResponse(sessionAnswer()));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.signedIn.title'] });
    expect(requests(h)[2]).toEqual({
      path: '/b2b/discovery/organizations/create',
      body: { session_duration_minutes: 60, intermediate_session_token: IST },
    });
    h.client.destroy();
  });
});

describe('the passcode screen and the outcomes', () => {
  it('focuses the passcode field on arrival; Resend code sends again, with its event and a toast', async () => {
    const h = b2bHarness();
    const { events } = mount(h);
    h.answer(() => dataResponse({ request_id: 'r1', status_code: 200 }));
    fireEvent.change(await screen.findByLabelText(UI_MESSAGES['field.email']), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.main.continue'] }));
    const code = await screen.findByLabelText(UI_MESSAGES['b2b.email.otp.label']);
    await waitFor(() => expect(document.activeElement).toBe(code));
    h.answer(() => dataResponse({ request_id: 'r2', status_code: 200 }));
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.email.otp.resend'] }));
    expect(await screen.findByText(UI_MESSAGES['b2b.email.otp.resent'])).toBeTruthy();
    expect(requests(h).map((r) => r.path)).toEqual(['/b2b/otps/email/discovery/send', '/b2b/otps/email/discovery/send']);
    expect(events.map((e) => e.type)).toEqual(['B2B_OTPS_EMAIL_DISCOVERY_SEND', 'B2B_OTPS_EMAIL_DISCOVERY_SEND']);
    h.client.destroy();
  });

  it('an organization that wants another primary factor: a notice, and Go back returns to B2BMain', async () => {
    const h = b2bHarness();
    const { events } = mount(h);
    await throughPasscode(h, [discovered('org-1', 'Acme', 'active_member')]);
    h.answer(() =>
      dataResponse(
        sessionAnswer({
          member_session: null,
          session_token: '',
          session_jwt: '',
          member_authenticated: false,
          intermediate_session_token: 'ist-2',
          primary_required: { allowed_auth_methods: ['sso'] },
        }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Acme/ }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.primaryRequired.title'] });
    expect(screen.getByRole('alert').textContent).toBe(UI_MESSAGES['b2b.primaryRequired.body'].replace('{organization}', 'Acme'));
    expect(completes(events)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES['b2b.primaryRequired.goBack'] }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] });
    h.client.destroy();
  });
});

describe('B2BMain', () => {
  it('offers SSO and passwords in products order', async () => {
    const h = b2bHarness();
    mount(h, { authFlowType: 'Discovery', products: ['sso', 'emailOtp', 'passwords'] });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] });
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual([UI_MESSAGES['b2b.main.sso'], UI_MESSAGES['b2b.main.continue'], UI_MESSAGES['b2b.main.password']]);
    h.client.destroy();
  });
});
