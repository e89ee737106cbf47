// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import type { WidgetState } from '../../../../src/ui/flows';
import {
  apiErrorBody,
  cleanup,
  createTestClient,
  dataResponse,
  deferred,
  jsonResponse,
  makeAuthResponse,
  renderWidget,
  type Call,
  type Handler,
} from './harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const EMAIL = 'ada@example.com';
const SEARCH = 'POST /users/search';
const STRENGTH = 'POST /passwords/strength_check';
const CREATE = 'POST /passwords';
const LOGIN = 'POST /passwords/authenticate';
const RESET_START = 'POST /passwords/email/reset/start';
const RESET = 'POST /passwords/email/reset';
const ML_AUTH = 'POST /magic_links/authenticate';

const PASSWORDS: LoginConfig = {
  products: ['passwords'],
  passwordOptions: {
    resetPasswordRedirectURL: 'http://localhost:3000/reset-password',
    loginRedirectURL: 'http://localhost:3000/reset-password',
    resetPasswordExpirationMinutes: 15,
  },
};
const WITH_LINKS: LoginConfig = {
  ...PASSWORDS,
  products: ['emailMagicLinks', 'passwords'],
  emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:3000/auth', signupRedirectURL: 'http://localhost:3000/auth' },
};

const formState = (type: 'new' | 'password'): WidgetState => ({ screen: 'PasswordCreateOrLogin', email: EMAIL, type });

function zxcvbn(score: number, extra: Record<string, unknown> = {}) {
  return {
    request_id: 'r',
    status_code: 200,
    valid_password: score >= 3,
    score,
    breached_password: false,
    strength_policy: 'zxcvbn',
    feedback: { warning: score < 3 ? 'This is similar to a commonly used password.' : '', suggestions: score < 3 ? ['Add another word or two.'] : [] },
    ...extra,
  };
}

function luds(missingCharacters: number, missingComplexity: number, breached = false) {
  return {
    request_id: 'r',
    status_code: 200,
    valid_password: missingCharacters === 0 && missingComplexity === 0 && !breached,
    score: 1,
    breached_password: breached,
    strength_policy: 'luds',
    feedback: { warning: '', suggestions: [], luds_requirements: { missing_characters: missingCharacters, missing_complexity: missingComplexity } },
  };
}

const passwordField = () => screen.getByLabelText(/^(New password|Password)$/) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const typePassword = (value: string) => fireEvent.change(passwordField(), { target: { value } });

/** Fake timers for the debounce only: promises and fetch stay real. */
function fakeDebounce() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}
/**
 * `waitFor` polls with setTimeout, which is faked here: this polls between
 * real macrotasks (fetch answers arrive on those), for up to `timeoutMs` of
 * real time (`performance.now` is not faked). A bound in time, not in tries:
 * a lazy chunk's first import (a core product) can take a busy machine many
 * macrotasks.
 */
async function until(assertion: () => unknown, timeoutMs = 5_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (performance.now() >= deadline) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}
async function elapse(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Main password tab', () => {
  it('searches the email and opens the create variant for a new user', async () => {
    const { client, apiCalls } = createTestClient({ [SEARCH]: () => dataResponse({ userType: 'new' }) });
    renderWidget(client, { config: PASSWORDS });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ` ${EMAIL} ` } });
    fireEvent.click(continueButton());
    const heading = await screen.findByRole('heading', { name: 'Create an account' });
    expect(apiCalls()).toEqual([{ method: 'POST', path: '/users/search', body: { email: EMAIL } }]);
    // A single-field screen: the password field has the focus.
    expect(document.activeElement).toBe(passwordField());
    expect(heading).toBeTruthy();
    client.destroy();
  });

  it.each([
    ['an unknown user type', { userType: 'suspended' }],
    ['no user type', {}],
  ])("users/search with %s: 'Invalid or no response from server' on Main, onError, no further call", async (_label, answer) => {
    const { client, apiCalls } = createTestClient({ [SEARCH]: () => dataResponse({ request_id: 'r', ...answer }) });
    const rendered = renderWidget(client, { config: WITH_LINKS });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or no response from server');
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(rendered.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^Invalid users\/search response from the server: userType /)]);
    expect(apiCalls().map((c) => c.path)).toEqual(['/users/search']);
    client.destroy();
  });

  it("refuses an invalid email with 'Email format is invalid.'", async () => {
    const { client, apiCalls } = createTestClient();
    renderWidget(client, { config: PASSWORDS });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@' } });
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Email format is invalid.');
    expect(apiCalls()).toEqual([]);
    client.destroy();
  });

  it('passwordless user: sends a magic link when magic links are configured', async () => {
    const { client, apiCalls } = createTestClient({
      [SEARCH]: () => dataResponse({ userType: 'passwordless' }),
      'POST /magic_links/email/login_or_create': () => dataResponse({ request_id: 'r' }),
    });
    renderWidget(client, { config: WITH_LINKS });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(apiCalls().map((c) => c.path)).toEqual(['/users/search', '/magic_links/email/login_or_create']);
    client.destroy();
  });

  it('passwordless user: sends an email code when email codes are configured', async () => {
    const { client, apiCalls } = createTestClient({
      [SEARCH]: () => dataResponse({ userType: 'passwordless' }),
      'POST /otps/email/login_or_create': () => dataResponse({ request_id: 'r', method_id: 'm-1' }),
    });
    renderWidget(client, { config: { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(apiCalls().map((c) => c.path)).toEqual(['/users/search', '/otps/email/login_or_create']);
    client.destroy();
  });

  it('passwordless user: a reset email when neither is configured → PasswordSetNew, with the config options and telemetry', async () => {
    const { client, apiCalls, telemetry } = createTestClient({
      [SEARCH]: () => dataResponse({ userType: 'passwordless' }),
      [RESET_START]: () => dataResponse({ request_id: 'r' }),
    });
    renderWidget(client, { config: PASSWORDS });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Check your email!' });
    expect(screen.getByText(EMAIL).tagName).toBe('STRONG');
    expect(apiCalls()[1]?.body).toEqual({
      email: EMAIL,
      reset_password_redirect_url: 'http://localhost:3000/reset-password',
      login_redirect_url: 'http://localhost:3000/reset-password',
      reset_password_expiration_minutes: 15,
    });
    expect(await telemetry()).toContainEqual(
      expect.objectContaining({ event_name: 'email_sent', details: { email: EMAIL, type: 'reset_password' } }),
    );
    client.destroy();
  });
});

describe('create variant', () => {
  it('email read-only as the username, new-password autocomplete, a labelled show/hide toggle', () => {
    const { client } = createTestClient();
    renderWidget(client, { config: PASSWORDS, initialState: formState('new') });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe(EMAIL);
    expect(email.getAttribute('autocomplete')).toBe('username');
    const password = passwordField();
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(password.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(password.type).toBe('text');
    fireEvent.click(toggle);
    expect(password.type).toBe('password');
    client.destroy();
  });

  it('debounces the check by 500 ms and keeps Continue disabled until the latest answer is valid', async () => {
    fakeDebounce();
    const { client, apiCalls } = createTestClient({ [STRENGTH]: (call: Call) => dataResponse(zxcvbn((call.body as { password: string }).password.length >= 12 ? 4 : 1)) });
    renderWidget(client, { config: PASSWORDS, initialState: formState('new') });
    expect(continueButton().disabled).toBe(true);
    typePassword('c');
    await elapse(200);
    typePassword('co');
    await elapse(499);
    expect(apiCalls()).toEqual([]);
    await elapse(1);
    await until(() => expect(apiCalls()).toEqual([{ method: 'POST', path: '/passwords/strength_check', body: { email: EMAIL, password: 'co' } }]));
    await until(() => expect(screen.getByTestId('password-meter').getAttribute('data-score')).toBe('1'));
    expect(continueButton().disabled).toBe(true);

    typePassword('correct horse battery');
    // The old answer is not for this value: still disabled until the new one arrives.
    expect(continueButton().disabled).toBe(true);
    await elapse(500);
    await until(() => expect(continueButton().disabled).toBe(false));
    expect(screen.getByTestId('password-meter').getAttribute('data-score')).toBe('4');
    client.destroy();
  });

  it('ignores a stale answer: a check for an older value that answers late changes nothing', async () => {
    fakeDebounce();
    const answers: Array<ReturnType<typeof deferred<Response>>> = [];
    const { client } = createTestClient({
      [STRENGTH]: () => {
        const answer = deferred<Response>();
        answers.push(answer);
        return answer.promise;
      },
    });
    renderWidget(client, { config: PASSWORDS, initialState: formState('new') });
    typePassword('correct horse battery');
    await elapse(500);
    await until(() => expect(answers).toHaveLength(1));
    typePassword('correct horse battery staple');
    await elapse(500);
    await until(() => expect(answers).toHaveLength(2));
    // The newer value is weak; the older (stale) one said valid and answers last.
    await act(async () => answers[1]?.resolve(dataResponse(zxcvbn(2))));
    await act(async () => answers[0]?.resolve(dataResponse(zxcvbn(4))));
    await until(() => expect(screen.getByTestId('password-meter').getAttribute('data-score')).toBe('2'));
    expect(continueButton().disabled).toBe(true);
    client.destroy();
  });

  it.each([
    [0, 1, 'weak'],
    [1, 1, 'weak'],
    [2, 2, 'weak'],
    [3, 3, 'strong'],
    [4, 4, 'strong'],
  ] as const)('score %i fills %i segment(s), %s', async (score, filled, tone) => {
    fakeDebounce();
    const { client } = createTestClient({ [STRENGTH]: () => dataResponse(zxcvbn(score)) });
    renderWidget(client, { config: PASSWORDS, initialState: formState('new') });
    typePassword('whatever');
    await elapse(500);
    await until(() => screen.getByTestId('password-meter'));
    const meter = screen.getByTestId('password-meter');
    const segments = [...meter.children] as HTMLElement[];
    expect(segments).toHaveLength(4);
    expect(segments.filter((s) => s.dataset['filled'] === 'true')).toHaveLength(filled);
    expect(new Set(segments.map((s) => s.dataset['tone']))).toEqual(new Set([tone]));
    expect(meter.getAttribute('role')).toBe('meter');
    expect(meter.getAttribute('aria-valuenow')).toBe(String(score));
    if (score < 3) {
      expect(screen.getByText('This is similar to a commonly used password.')).toBeTruthy();
      expect(screen.getByText('Add another word or two.').tagName).toBe('LI');
    }
    client.destroy();
  });

  it('luds: the checklist with each state read out, the breached text, nothing for none', async () => {
    fakeDebounce();
    let answer: unknown = luds(3, 2);
    const { client } = createTestClient(
      { [STRENGTH]: () => dataResponse(answer) },
      { bootstrap: { password_config: { luds_complexity: 3, luds_minimum_count: 10 } } },
    );
    renderWidget(client, { config: PASSWORDS, initialState: formState('new') });
    const items = () => [...screen.getByTestId('password-checklist').querySelectorAll('li')].map((li) => [li.dataset['met'], li.textContent]);
    await until(() =>
      expect(items()).toEqual([
        ['false', 'Not yet: Must be at least 10 characters long'],
        ['false', 'Not yet: Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol'],
      ]),
    );
    typePassword('abcdefg');
    await elapse(500);
    await until(() => expect(items()[0]?.[0]).toBe('false'));
    answer = luds(0, 1);
    typePassword('abcdefghijk');
    await elapse(500);
    await until(() => expect(items()).toEqual([
      ['true', 'Done: Must be at least 10 characters long'],
      ['false', 'Not yet: Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol'],
    ]));
    expect(continueButton().disabled).toBe(true);
    answer = luds(0, 0, true);
    typePassword('Password123!');
    await elapse(500);
    await until(() =>
      screen.getByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    );
    expect(continueButton().disabled).toBe(true);
    answer = luds(0, 0);
    typePassword('Tr0ub4dor&3x');
    await elapse(500);
    await until(() => expect(continueButton().disabled).toBe(false));
    expect(screen.queryByText(/different site/)).toBeNull();
    client.destroy();
  });

  it("policy 'none' shows nothing", async () => {
    fakeDebounce();
    const { client } = createTestClient({ [STRENGTH]: () => dataResponse({ ...zxcvbn(4), strength_policy: 'none' }) });
    renderWidget(client, { config: PASSWORDS, initialState: formState('new') });
    typePassword('anything');
    await elapse(500);
    await until(() => expect(continueButton().disabled).toBe(false));
    expect(screen.queryByTestId('password-meter')).toBeNull();
    expect(screen.queryByTestId('password-checklist')).toBeNull();
    client.destroy();
  });

  it('creates the account → PasswordConfirmation, AuthenticateFlowComplete once', async () => {
    fakeDebounce();
    const { client, apiCalls } = createTestClient({
      [STRENGTH]: () => dataResponse(zxcvbn(4)),
      [CREATE]: () => dataResponse(makeAuthResponse()),
    });
    const rendered = renderWidget(client, { config: PASSWORDS, initialState: formState('new') });
    typePassword('correct horse battery staple');
    await elapse(500);
    await until(() => expect(continueButton().disabled).toBe(false));
    vi.useRealTimers();
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Success!' });
    expect(apiCalls().at(-1)).toEqual({
      method: 'POST',
      path: '/passwords',
      body: { email: EMAIL, password: 'correct horse battery staple', session_duration_minutes: 30 },
    });
    expect(rendered.events.filter((e) => e.type === 'AuthenticateFlowComplete')).toHaveLength(1);
    expect(rendered.events.map((e) => e.type)).toEqual(['PasswordCreate', 'AuthenticateFlowComplete']);
    client.destroy();
  });

  it('offers the configured alternative below the form', async () => {
    const { client } = createTestClient({ 'POST /magic_links/email/login_or_create': () => dataResponse({ request_id: 'r' }) });
    renderWidget(client, { config: WITH_LINKS, initialState: formState('new') });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a login link' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    client.destroy();
  });
});

describe('login variant', () => {
  const loginWith = (routes: Record<string, Handler>, config: LoginConfig = PASSWORDS) => {
    const test = createTestClient(routes);
    const rendered = renderWidget(test.client, { config, initialState: formState('password') });
    return { ...test, rendered };
  };

  it('current-password autocomplete; a wrong password marks the field with the catalogue text', async () => {
    const { client, rendered } = loginWith({ [LOGIN]: () => jsonResponse(401, apiErrorBody('unauthorized_credentials', 401)) });
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    expect((screen.getByLabelText('Email') as HTMLInputElement).getAttribute('autocomplete')).toBe('username');
    typePassword('wrong');
    fireEvent.click(continueButton());
    await screen.findByText('Unauthorized credentials.');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(rendered.errors).toHaveLength(1);
    // Editing clears it.
    typePassword('wrong2');
    expect(screen.queryByText('Unauthorized credentials.')).toBeNull();
    client.destroy();
  });

  it('success → PasswordConfirmation and AuthenticateFlowComplete once', async () => {
    const { client, rendered, apiCalls } = loginWith({ [LOGIN]: () => dataResponse(makeAuthResponse()) });
    typePassword('right');
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Success!' });
    expect(apiCalls()).toEqual([
      { method: 'POST', path: '/passwords/authenticate', body: { email: EMAIL, password: 'right', session_duration_minutes: 30 } },
    ]);
    expect(rendered.events.map((e) => e.type)).toEqual(['PasswordAuthenticate', 'AuthenticateFlowComplete']);
    client.destroy();
  });

  it.each([
    ['Forgot Password?', 'Check your email for help signing in!'],
    ['Create a password instead', 'Check your email!'],
  ])("'%s' sends a reset email → '%s'", async (button, heading) => {
    const { client, apiCalls } = loginWith({ [RESET_START]: () => dataResponse({ request_id: 'r' }) });
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('heading', { name: heading })).toBe(document.activeElement);
    expect(apiCalls().map((c) => c.path)).toEqual(['/passwords/email/reset/start']);
    client.destroy();
  });

  it("a 'reset_password' answer sends a reset email → PasswordDedupe", async () => {
    const { client, apiCalls, rendered } = loginWith({
      [LOGIN]: () => jsonResponse(401, apiErrorBody('reset_password', 401)),
      [RESET_START]: () => dataResponse({ request_id: 'r' }),
    });
    typePassword('old');
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Check your email to set a new password' });
    expect(apiCalls().map((c) => c.path)).toEqual(['/passwords/authenticate', '/passwords/email/reset/start']);
    expect(rendered.errors.map((e) => (e as { error_type?: string }).error_type)).toEqual(['reset_password']);
    client.destroy();
  });

  it("a breached password at login sends a reset email → PasswordBreached with the catalogue text", async () => {
    const { client } = loginWith({
      [LOGIN]: () => jsonResponse(400, apiErrorBody('breached_password', 400)),
      [RESET_START]: () => dataResponse({ request_id: 'r' }),
    });
    typePassword('iloveyou');
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Check your email to reset your password' });
    expect(screen.getByText('Password appears in the list of breached passwords and must be reset.')).toBeTruthy();
    client.destroy();
  });

  it('resend on a reset-email screen: telemetry, toast, same screen', async () => {
    const { client, telemetry } = createTestClient({ [RESET_START]: () => dataResponse({ request_id: 'r' }) });
    renderWidget(client, { config: PASSWORDS, initialState: { screen: 'PasswordForgot', email: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    await screen.findByText('Email resent');
    expect(await telemetry()).toContainEqual(
      expect.objectContaining({ event_name: 'email_try_again_clicked', details: { email: EMAIL, type: 'reset_password' } }),
    );
    expect(screen.getByRole('heading', { name: 'Check your email for help signing in!' })).toBeTruthy();
    client.destroy();
  });
});

describe('reset page (mountResetPassword)', () => {
  it("'Reset your password' with the strength rules → PasswordConfirmation", async () => {
    const { client, apiCalls } = createTestClient({
      [STRENGTH]: () => dataResponse(zxcvbn(4)),
      [RESET]: () => dataResponse(makeAuthResponse()),
    });
    const rendered = renderWidget(client, { kind: 'resetPassword', passwordResetToken: 'tok-1', config: PASSWORDS });
    await screen.findByRole('heading', { name: 'Reset your password' });
    fakeDebounce();
    expect(passwordField().getAttribute('autocomplete')).toBe('new-password');
    expect(continueButton().disabled).toBe(true);
    typePassword('correct horse battery staple');
    await elapse(500);
    await until(() => expect(continueButton().disabled).toBe(false));
    vi.useRealTimers();
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Success!' });
    expect(apiCalls().at(-1)?.body).toEqual({ token: 'tok-1', password: 'correct horse battery staple', session_duration_minutes: 30 });
    expect(rendered.events.filter((e) => e.type === 'AuthenticateFlowComplete')).toHaveLength(1);
    client.destroy();
  });

  it('a failed strength check leaves Continue usable: Continue checks again, then resets', async () => {
    let down = true;
    const { client, apiCalls } = createTestClient({
      [STRENGTH]: () => (down ? Promise.reject(new TypeError('Failed to fetch')) : dataResponse(zxcvbn(4))),
      [RESET]: () => dataResponse(makeAuthResponse()),
    });
    const rendered = renderWidget(client, { kind: 'resetPassword', passwordResetToken: 'tok-1', config: PASSWORDS });
    await screen.findByRole('heading', { name: 'Reset your password' });
    fakeDebounce();
    typePassword('correct horse battery staple');
    await elapse(500);
    await until(() => expect(screen.getByRole('alert').textContent).toBe('Unable to contact our servers.'));
    expect(continueButton().disabled).toBe(false);
    expect(rendered.errors).toHaveLength(1);
    vi.useRealTimers();
    down = false;
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Success!' });
    expect(apiCalls().map((c) => c.path)).toEqual(['/passwords/strength_check', '/passwords/strength_check', '/passwords/email/reset']);
    client.destroy();
  });

  it("stytch_token_type=login: 'Logging in...' with a spinner, then the magic-link authenticate", async () => {
    window.history.replaceState(null, '', '/reset-password?stytch_token_type=login&token=tok-2');
    const answer = deferred<Response>();
    const { client, apiCalls } = createTestClient({ [ML_AUTH]: () => answer.promise });
    const rendered = renderWidget(client, { kind: 'resetPassword', passwordResetToken: 'tok-2', config: PASSWORDS });
    await screen.findByRole('heading', { name: 'Logging in...' });
    expect(screen.getByTestId('spinner')).toBeTruthy();
    await until(() => expect(apiCalls()).toEqual([{ method: 'POST', path: '/magic_links/authenticate', body: { token: 'tok-2', session_duration_minutes: 30 } }]));
    await act(async () => answer.resolve(dataResponse({ ...makeAuthResponse(), method_id: 'm' })));
    await screen.findByRole('heading', { name: 'Success!' });
    expect(rendered.events.map((e) => e.type)).toEqual(['MagicLinkAuthenticate', 'AuthenticateFlowComplete']);
    client.destroy();
  });

  it('a used or expired token: the catalogue message and a form for a new email → PasswordForgot', async () => {
    const { client } = createTestClient({
      [STRENGTH]: () => dataResponse(zxcvbn(4)),
      [RESET]: () => jsonResponse(401, apiErrorBody('unable_to_auth_password_reset_token', 401)),
      [RESET_START]: () => dataResponse({ request_id: 'r' }),
    });
    renderWidget(client, { kind: 'resetPassword', passwordResetToken: 'used', config: PASSWORDS });
    await screen.findByRole('heading', { name: 'Reset your password' });
    fakeDebounce();
    typePassword('correct horse battery staple');
    await elapse(500);
    await until(() => expect(continueButton().disabled).toBe(false));
    vi.useRealTimers();
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password reset link could not be used because it was either already used or expired. Request a new email to reset your password.',
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new email' }));
    await screen.findByRole('heading', { name: 'Check your email for help signing in!' });
    client.destroy();
  });
});
