// @vitest-environment jsdom
/**
 * The B2B password screens in the B2B widget over a real B2B client (fake
 * fetch, test/unit/core/b2b/b2b-harness.ts): the requests and bodies each
 * screen sends, the catalogue's texts, input refused with no request, and
 * the handoff each success dispatches (the screens after it are other
 * flows': the root reducer is wrapped to record every action dispatched).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '../../../../../src/core/b2b';
import { B2BWidgetRoot } from '../../../../../src/ui/b2b/b2b-widget-root';
import type { B2BLoginConfig } from '../../../../../src/ui/b2b/config/b2b-config-types';
import type { PorticoB2BEvent } from '../../../../../src/ui/b2b/b2b-events';
import type { AnyFlow } from '../../../../../src/ui/flows';
import type { B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import { MESSAGES, UI_MESSAGES } from '../../../../../src/ui/i18n/messages';
import type { RootAction } from '../../../../../src/ui/host/root-reducer';
import { apiErrorBody, dataResponse, jsonResponse } from '../../../core/fakes';
import { b2bHarness, discoveryAnswer, makeOrganization, sessionAnswer } from '../../../core/b2b/b2b-harness';

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
  vi.useRealTimers();
  window.history.replaceState({}, '', '/');
});

const EMAIL = 'ada@acme.example';
const ORG = makeOrganization() as unknown as Organization;
const CONFIG: B2BLoginConfig = {
  authFlowType: 'Organization',
  products: ['passwords'],
  passwordOptions: {
    resetPasswordRedirectURL: 'https://app.example/reset',
    resetPasswordExpirationMinutes: 45,
    resetPasswordTemplateId: 'reset-template',
    verifyEmailTemplateId: 'verify-template',
    discoveryRedirectURL: 'https://app.example/discovery',
    loginRedirectURL: 'https://app.example/login',
  },
};

function setup(initialState: B2BWidgetState, config: B2BLoginConfig = CONFIG) {
  const harness = b2bHarness();
  const events: PorticoB2BEvent[] = [];
  const onError = vi.fn();
  render(
    <B2BWidgetRoot
      kind="b2bLogin"
      client={harness.client}
      config={config}
      initialState={initialState}
      callbacks={{ onEvent: (event) => events.push(event), onError }}
    />,
  );
  const requests = () => harness.apiCalls().map((call) => ({ path: harness.path(call), body: call.body }));
  return { ...harness, events, onError, requests };
}

const handoffs = () => dispatched.filter((action) => !(action as { type: string }).type.startsWith('b2bPasswords/') && (action as { type: string }).type.includes('/'));
const passwordField = () => screen.getByLabelText(UI_MESSAGES['b2b.password.field']) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('B2B password login', () => {
  it('for an organization: sends its id, the address, the password and the session length, then hands the sign-in on', async () => {
    const { answer, requests, onError } = setup({ screen: 'B2BPasswordLogin', email: EMAIL, organization: ORG });
    await screen.findByRole('heading', { name: 'Log in to Acme' });
    expect((screen.getByLabelText(UI_MESSAGES['field.email'] ?? 'Email') as HTMLInputElement).value).toBe(EMAIL);
    const response = sessionAnswer();
    answer(() => dataResponse(response));
    type(passwordField(), 'correct horse battery staple');
    click(UI_MESSAGES['common.continue']);
    await vi.waitFor(() => expect(handoffs()).toHaveLength(1));
    expect(requests()).toEqual([
      {
        path: '/b2b/passwords/authenticate',
        body: {
          organization_id: 'organization-test-1',
          email_address: EMAIL,
          password: 'correct horse battery staple',
          session_duration_minutes: 60,
        },
      },
    ]);
    expect(handoffs()[0]).toMatchObject({
      type: 'b2bMain/signedIn',
      member: { member_id: 'member-test-1' },
      announce: { type: 'B2B_PASSWORD_AUTHENTICATE', data: { member_id: 'member-test-1' } },
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('by discovery: the discovery sign-in, then the organization list', async () => {
    const { answer, requests } = setup({ screen: 'B2BPasswordLogin', email: EMAIL, organization: null });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.password.loginTitle'] });
    answer(() => dataResponse(discoveryAnswer({ discovered_organizations: [] })));
    type(passwordField(), 'secret-1');
    click(UI_MESSAGES['common.continue']);
    await vi.waitFor(() => expect(handoffs()).toHaveLength(1));
    expect(requests()).toEqual([{ path: '/b2b/passwords/discovery/authenticate', body: { email_address: EMAIL, password: 'secret-1' } }]);
    expect(handoffs()[0]).toMatchObject({
      type: 'discovery/discovered',
      email: EMAIL,
      organizations: [],
      announce: { type: 'B2B_PASSWORD_DISCOVERY_AUTHENTICATE' },
    });
  });

  it('a wrong password: the catalogue text on the field, reported, no handoff', async () => {
    const { answer, onError } = setup({ screen: 'B2BPasswordLogin', email: EMAIL, organization: ORG });
    await screen.findByRole('heading', { name: 'Log in to Acme' });
    answer(() => jsonResponse(401, apiErrorBody('unauthorized_credentials')));
    type(passwordField(), 'wrong');
    click(UI_MESSAGES['common.continue']);
    expect(await screen.findByText(MESSAGES.unauthorized_credentials)).toBeTruthy();
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(onError).toHaveBeenCalledOnce();
    expect(handoffs()).toEqual([]);
  });

  it('invalid input: a message and no request', async () => {
    const { requests, onError } = setup({ screen: 'B2BPasswordLogin', email: 'not-an-email', organization: ORG });
    await screen.findByRole('heading', { name: 'Log in to Acme' });
    type(passwordField(), 'secret-1');
    click(UI_MESSAGES['common.continue']);
    expect(await screen.findByText(MESSAGES['validation.emailFormatInvalid'])).toBeTruthy();
    type(screen.getByLabelText(UI_MESSAGES['field.email']), EMAIL);
    type(passwordField(), '');
    click(UI_MESSAGES['common.continue']);
    expect(await screen.findByText(UI_MESSAGES['b2b.password.required'])).toBeTruthy();
    expect(requests()).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a member with no password: set one by email → the organization reset email with the password options → check your email → resend', async () => {
    const { answer, requests, events } = setup({ screen: 'B2BPasswordLogin', email: EMAIL, organization: ORG });
    await screen.findByRole('heading', { name: 'Log in to Acme' });
    answer(() => jsonResponse(400, apiErrorBody('member_password_not_found', 400)));
    type(passwordField(), 'anything');
    click(UI_MESSAGES['common.continue']);
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.password.noPasswordTitle'] });
    expect(screen.getByText(UI_MESSAGES['b2b.password.noPasswordBody'])).toBeTruthy();
    answer(
      () => dataResponse({ request_id: 'r-1', status_code: 200 }),
      () => dataResponse({ request_id: 'r-2', status_code: 200 }),
    );
    click(UI_MESSAGES['b2b.password.sendLink']);
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.password.sentTitle'] });
    const resetStart = {
      path: '/b2b/passwords/email/reset/start',
      body: {
        organization_id: 'organization-test-1',
        email_address: EMAIL,
        reset_password_redirect_url: 'https://app.example/reset',
        reset_password_expiration_minutes: 45,
        reset_password_template_id: 'reset-template',
        verify_email_template_id: 'verify-template',
        login_redirect_url: 'https://app.example/login',
      },
    };
    expect(requests().slice(1)).toEqual([resetStart]);
    expect(events.map((event) => event.type)).toEqual(['B2B_PASSWORD_RESET_BY_EMAIL_START']);
    click(UI_MESSAGES['b2b.password.resend']);
    expect(await screen.findByText(UI_MESSAGES['b2b.password.resent'])).toBeTruthy();
    expect(requests().slice(1)).toEqual([resetStart, resetStart]);
    expect(events.map((event) => event.type)).toEqual(['B2B_PASSWORD_RESET_BY_EMAIL_START', 'B2B_PASSWORD_RESET_BY_EMAIL_START']);
  });

  it("'Forgot your password?' by discovery: the discovery reset email", async () => {
    const { answer, requests, events } = setup({ screen: 'B2BPasswordLogin', email: EMAIL, organization: null });
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.password.loginTitle'] });
    click(UI_MESSAGES['b2b.password.forgot']);
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.password.forgotTitle'] });
    expect(screen.getByText(UI_MESSAGES['b2b.password.forgotDiscovery'])).toBeTruthy();
    answer(() => dataResponse({ request_id: 'r-1', status_code: 200 }));
    click(UI_MESSAGES['b2b.password.sendLink']);
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.password.sentTitle'] });
    expect(requests()).toEqual([
      {
        path: '/b2b/passwords/discovery/reset/start',
        body: {
          email_address: EMAIL,
          reset_password_redirect_url: 'https://app.example/reset',
          reset_password_expiration_minutes: 45,
          reset_password_template_id: 'reset-template',
          verify_email_template_id: 'verify-template',
          discovery_redirect_url: 'https://app.example/discovery',
        },
      },
    ]);
    expect(events.map((event) => event.type)).toEqual(['B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL_START']);
  });
});

/** Fake timers for the strength check's debounce only: promises and fetch stay real. */
async function elapse(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

function strengthAnswer(valid: boolean, breached = false) {
  return {
    request_id: 'r-strength',
    status_code: 200,
    valid_password: valid,
    score: valid ? 4 : 1,
    breached_password: breached,
    strength_policy: 'zxcvbn',
    breach_detection_on_create: true,
    zxcvbn_feedback: { warning: valid ? '' : 'This is a very common password.', suggestions: [] },
    luds_feedback: {},
  };
}

describe('B2B password reset form', () => {
  async function mountReset(kind: 'b2bPasswordReset' | 'b2bLogin', token?: string) {
    const harness = b2bHarness();
    const onError = vi.fn();
    render(
      <B2BWidgetRoot
        kind={kind}
        client={harness.client}
        config={kind === 'b2bLogin' ? { authFlowType: 'PasswordReset', products: [] } : undefined}
        passwordResetToken={token}
        callbacks={{ onError }}
      />,
    );
    const requests = () => harness.apiCalls().map((call) => ({ path: harness.path(call), body: call.body }));
    await screen.findByRole('heading', { name: UI_MESSAGES['b2b.password.setNewTitle'] });
    // From here, fake timers for the strength check's debounce only (vi.waitFor advances them).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return { ...harness, onError, requests };
  }
  const newPassword = () => screen.getByLabelText(UI_MESSAGES['b2b.password.newField']) as HTMLInputElement;
  const submit = () => screen.getByRole('button', { name: UI_MESSAGES['common.continue'] }) as HTMLButtonElement;

  it('mountPasswordReset: a valid new password resets with the token and hands the sign-in on', async () => {
    const { answer, requests } = await mountReset('b2bPasswordReset', 'reset-token-1');
    expect(submit().disabled).toBe(true);
    answer(() => dataResponse(strengthAnswer(true)));
    type(newPassword(), 'a much stronger passphrase');
    await elapse(500);
    await vi.waitFor(() => expect(submit().disabled).toBe(false));
    expect(screen.getByText(UI_MESSAGES['b2b.password.accepted'])).toBeTruthy();
    answer(() => dataResponse(sessionAnswer()));
    fireEvent.click(submit());
    await vi.waitFor(() => expect(handoffs()).toHaveLength(1));
    expect(requests()).toEqual([
      { path: '/b2b/passwords/strength_check', body: { password: 'a much stronger passphrase' } },
      {
        path: '/b2b/passwords/email/reset',
        body: { password_reset_token: 'reset-token-1', password: 'a much stronger passphrase', session_duration_minutes: 60 },
      },
    ]);
    expect(handoffs()[0]).toMatchObject({ type: 'b2bMain/signedIn', announce: { type: 'B2B_PASSWORD_RESET_BY_EMAIL' } });
  });

  it('a weak or breached password: the feedback, and nothing to submit', async () => {
    const { answer, requests } = await mountReset('b2bPasswordReset', 'reset-token-1');
    answer(() => dataResponse(strengthAnswer(false, true)));
    type(newPassword(), 'password1');
    await elapse(500);
    await vi.waitFor(() => expect(screen.getByText(UI_MESSAGES['b2b.password.notAccepted'])).toBeTruthy());
    expect(screen.getByText(UI_MESSAGES['b2b.password.breached'])).toBeTruthy();
    expect(screen.getByText('This is a very common password.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    fireEvent.submit(submit().closest('form') as HTMLFormElement);
    expect(requests().map((request) => request.path)).toEqual(['/b2b/passwords/strength_check']);
    expect(handoffs()).toEqual([]);
  });

  it('a used link: the catalogue text', async () => {
    const { answer, onError } = await mountReset('b2bPasswordReset', 'used-token');
    answer(() => dataResponse(strengthAnswer(true)));
    type(newPassword(), 'a much stronger passphrase');
    await elapse(500);
    await vi.waitFor(() => expect(submit().disabled).toBe(false));
    answer(() => jsonResponse(401, apiErrorBody('unable_to_auth_password_reset_token')));
    fireEvent.click(submit());
    await vi.waitFor(() => expect(screen.getByText(MESSAGES.unable_to_auth_password_reset_token)).toBeTruthy());
    expect(onError).toHaveBeenCalledOnce();
    expect(handoffs()).toEqual([]);
  });

  it('mount with PasswordReset: a discovery link from the page URL → the discovery reset → the organization list', async () => {
    window.history.replaceState({}, '', '/reset?stytch_token_type=discovery&token=discovery-reset-1');
    const { answer, requests } = await mountReset('b2bLogin');
    answer(() => dataResponse(strengthAnswer(true)));
    type(newPassword(), 'a much stronger passphrase');
    await elapse(500);
    await vi.waitFor(() => expect(submit().disabled).toBe(false));
    answer(() => dataResponse(discoveryAnswer()));
    fireEvent.click(submit());
    await vi.waitFor(() => expect(handoffs()).toHaveLength(1));
    expect(requests()[1]).toEqual({
      path: '/b2b/passwords/discovery/reset',
      body: { password_reset_token: 'discovery-reset-1', password: 'a much stronger passphrase' },
    });
    expect(handoffs()[0]).toMatchObject({ type: 'discovery/discovered', announce: { type: 'B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL' } });
  });

  it('mount with PasswordReset and no link in the URL: says so, no form', async () => {
    const { requests } = await mountReset('b2bLogin');
    expect(screen.getByText(UI_MESSAGES['b2b.password.noToken'])).toBeTruthy();
    expect(screen.queryByLabelText(UI_MESSAGES['b2b.password.newField'])).toBeNull();
    expect(requests()).toEqual([]);
  });
});
