/**
 * Passwords in real Chromium against the emulator and the standalone build:
 * the example page `/?passwords=1` (passwords + email magic links) and the
 * reset page `/reset-password`, which mounts `mountResetPassword` with the
 * emailed token. Every password screen is screenshot and checked by axe.
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { expectNoAxeViolations } from './support/axe';
import { deepActiveElement, useBrowser } from './support/browser';
import { hostEventTypes, LoginWidget, t, uniqueEmail } from './support/login-widget';
import { recordSdkRequests } from './support/network';
import { failRequests, rewriteAnswerData } from './support/rewrite-answer';
import { saveScreen } from './support/screenshots';
import { PUBLIC_TOKEN, useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

const STRONG = 'correct horse battery staple 42';
const WEAK = 'sunshine7';

beforeEach(async () => {
  await servers.api.reset();
});

afterEach(async () => {
  await servers.api.patchConfig({ passwordPolicy: { strategy: 'zxcvbn' } });
});

async function openPasswords(query = 'passwords=1'): Promise<LoginWidget> {
  await session.page.goto(servers.page(`/?${query}`));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  return widget;
}

async function seed(user: Record<string, unknown>): Promise<void> {
  await servers.api.call('POST', '/users', user);
}

/** Email → Continue on the password tab. */
async function submitEmail(widget: LoginWidget, email: string): Promise<void> {
  await widget.fillEmail(email);
  await widget.button(t('common.continue')).click();
}

const passwordInput = (widget: LoginWidget, label: string) => widget.root.getByLabel(label, { exact: true });
const continueButton = (widget: LoginWidget) => widget.button(t('common.continue'));

/** `[filled, tone]` of the meter. */
async function meter(widget: LoginWidget): Promise<{ filled: number; tones: string[] }> {
  const segments = widget.root.getByTestId('password-meter').locator('span');
  const filled = await segments.evaluateAll((spans) => spans.filter((s) => s.getAttribute('data-filled') === 'true').length);
  const tones = await segments.evaluateAll((spans) => [...new Set(spans.map((s) => s.getAttribute('data-tone') ?? ''))]);
  return { filled, tones };
}

/** The answer of the next strength check the page makes. */
function nextStrengthAnswer(page: Page): Promise<{ score: number; valid_password: boolean; feedback: { warning: string; suggestions: string[] } }> {
  return page
    .waitForResponse((response) => response.url().endsWith('/sdk/v1/passwords/strength_check'))
    .then(async (response) => ((await response.json()) as { data: never }).data);
}

/** Logs in over HTTP as the provider's API would be called: the status only. */
async function apiLoginStatus(email: string, password: string): Promise<number> {
  const response = await fetch(`${servers.emulatorUrl}/sdk/v1/passwords/authenticate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`,
    },
    body: JSON.stringify({ email, password, session_duration_minutes: 30 }),
  });
  return response.status;
}

/** The reset email's links: `reset` (stytch_token_type=reset_password) and `login`. */
async function resetLinks(email: string, count = 1): Promise<{ reset: string; login: string | undefined }> {
  const message = await servers.api.waitForMessage(email, count);
  const links = message.body.match(/https?:\/\/\S+/g) ?? [];
  const reset = links.find((link) => link.includes('stytch_token_type=reset_password'));
  if (reset === undefined) throw new Error(`no reset link in: ${message.body}`);
  return { reset, login: links.find((link) => link.includes('stytch_token_type=login')) };
}

async function checkScreen(name: string): Promise<void> {
  await saveScreen(session.page, name);
  await expectNoAxeViolations(session.page, name);
}

async function completeCount(): Promise<number> {
  return (await hostEventTypes(session.page)).filter((type) => type === 'AuthenticateFlowComplete').length;
}

describe('password sign-up and login', () => {
  it('signs up: a weak password (red meter, suggestion, Continue disabled), then a strong one', async () => {
    const widget = await openPasswords();
    const email = uniqueEmail('pw-signup');
    await checkScreen('password-main');
    await submitEmail(widget, email);
    await widget.expectVisible(widget.heading(t('password.createTitle')));
    const field = passwordInput(widget, t('password.newPassword'));
    expect(await field.getAttribute('autocomplete')).toBe('new-password');
    expect(await widget.root.getByLabel(t('field.email'), { exact: true }).getAttribute('autocomplete')).toBe('username');
    expect(await deepActiveElement(session.page)).toMatchObject({ tag: 'input' });

    let answer = nextStrengthAnswer(session.page);
    await field.fill(WEAK);
    const weak = await answer;
    expect(weak.score).toBeLessThan(3);
    expect(weak.feedback.suggestions.length).toBeGreaterThan(0);
    await expect.poll(() => meter(widget)).toEqual({ filled: Math.max(1, weak.score), tones: ['weak'] });
    await widget.expectVisible(widget.text(weak.feedback.suggestions[0] ?? ''));
    expect(await continueButton(widget).isDisabled()).toBe(true);
    await checkScreen('password-create-weak');

    answer = nextStrengthAnswer(session.page);
    await field.fill(STRONG);
    const strong = await answer;
    expect(strong).toMatchObject({ score: 4, valid_password: true });
    await expect.poll(() => meter(widget)).toEqual({ filled: 4, tones: ['strong'] });
    await expect.poll(() => continueButton(widget).isEnabled()).toBe(true);
    await checkScreen('password-create-strong');

    // Show/hide: a real toggle button.
    const toggle = widget.button(t('password.showPassword'));
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await field.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    await continueButton(widget).click();
    await widget.expectFocusOnHeading(t('password.confirmationTitle'));
    await checkScreen('password-confirmation');
    await session.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    expect(await completeCount()).toBe(1);
    expect(await apiLoginStatus(email, STRONG)).toBe(200);
  });

  it("logs in; a wrong password shows 'Unauthorized credentials.'", async () => {
    const email = uniqueEmail('pw-login');
    await seed({ email, password: STRONG });
    const widget = await openPasswords();
    await submitEmail(widget, email);
    await widget.expectVisible(widget.heading(t('password.loginTitle')));
    const field = passwordInput(widget, t('field.password'));
    expect(await field.getAttribute('autocomplete')).toBe('current-password');
    await checkScreen('password-login');

    await field.fill('not the password');
    await continueButton(widget).click();
    await widget.expectVisible(widget.text(MESSAGES.unauthorized_credentials));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await checkScreen('password-login-wrong');

    await field.fill(STRONG);
    await continueButton(widget).click();
    await widget.expectFocusOnHeading(t('password.confirmationTitle'));
    expect(await completeCount()).toBe(1);
  });

  it('passwordless user: a magic link is sent at once (magic links configured)', async () => {
    const email = uniqueEmail('pw-passwordless');
    await seed({ email });
    const widget = await openPasswords();
    await submitEmail(widget, email);
    await widget.expectVisible(widget.emailConfirmationHeading);
    const message = await servers.api.waitForMessage(email);
    expect(message.link).toContain('stytch_token_type=magic_links');
  });

  it('passwordless user with passwords only: a reset email → PasswordSetNew', async () => {
    const email = uniqueEmail('pw-setnew');
    await seed({ email });
    const widget = await openPasswords('passwords=only');
    await submitEmail(widget, email);
    await widget.expectFocusOnHeading(t('password.setNewTitle'));
    await widget.expectVisible(widget.root.getByText(email, { exact: true }));
    await resetLinks(email);
    await checkScreen('password-set-new');
  });

  it("login form: 'Create a password instead' → PasswordSetNew; the alternative sends a magic link", async () => {
    const email = uniqueEmail('pw-instead');
    await seed({ email, password: STRONG });
    const widget = await openPasswords();
    await submitEmail(widget, email);
    await widget.button(t('password.createInstead')).click();
    await widget.expectFocusOnHeading(t('password.setNewTitle'));
    await resetLinks(email);
    await widget.backButton.click();
    await widget.waitForMain();
    await submitEmail(widget, email);
    await widget.button(t('password.emailLinkInstead')).click();
    await widget.expectVisible(widget.emailConfirmationHeading);
  });

  it('dedupe: a user who must reset gets a reset email and PasswordDedupe', async () => {
    const email = uniqueEmail('pw-dedupe');
    await seed({ email, password: STRONG, passwordMustReset: true });
    const widget = await openPasswords();
    await submitEmail(widget, email);
    await passwordInput(widget, t('field.password')).fill(STRONG);
    await continueButton(widget).click();
    await widget.expectFocusOnHeading(t('password.dedupeTitle'));
    await resetLinks(email);
    await checkScreen('password-dedupe');
  });

  it('breached: logging in with a breached password sends a reset email → PasswordBreached', async () => {
    const email = uniqueEmail('pw-breached');
    await seed({ email, password: 'iloveyou' });
    const widget = await openPasswords();
    await submitEmail(widget, email);
    await passwordInput(widget, t('field.password')).fill('iloveyou');
    await continueButton(widget).click();
    await widget.expectFocusOnHeading(t('password.breachedTitle'));
    await widget.expectVisible(widget.text(MESSAGES.breached_password));
    await resetLinks(email);
    // Resend: the toast, the same screen, a second email.
    await widget.button(t('password.resend')).click();
    await widget.expectVisible(widget.toast(t('password.emailResent')));
    await resetLinks(email, 2);
    await checkScreen('password-breached');
    // Telemetry is batched (every 800 ms): wait for the batch, as the magic-link tests do.
    await expect.poll(() => servers.api.eventNames()).toContain('email_try_again_clicked');
  });

  it('luds: the checklist follows the project policy', async () => {
    await servers.api.patchConfig({ passwordPolicy: { strategy: 'luds', ludsMinimumCount: 10, ludsComplexity: 3 } });
    const widget = await openPasswords();
    await submitEmail(widget, uniqueEmail('pw-luds'));
    await widget.expectVisible(widget.heading(t('password.createTitle')));
    const items = () =>
      widget.root
        .getByTestId('password-checklist')
        .locator('li')
        .evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-met'), li.textContent]));
    const length = t('password.luds.length', { count: 10 });
    const complexity = t('password.luds.complexity', { count: 3 });
    const unmet = t('password.requirementUnmet');
    const met = t('password.requirementMet');
    expect(await items()).toEqual([
      ['false', `${unmet} ${length}`],
      ['false', `${unmet} ${complexity}`],
    ]);
    const field = passwordInput(widget, t('password.newPassword'));
    await field.fill('abcdefghijkl');
    await expect.poll(items).toEqual([
      ['true', `${met} ${length}`],
      ['false', `${unmet} ${complexity}`],
    ]);
    expect(await continueButton(widget).isDisabled()).toBe(true);
    await checkScreen('password-create-luds');
    await field.fill('Abcdefghij1!');
    await expect.poll(items).toEqual([
      ['true', `${met} ${length}`],
      ['true', `${met} ${complexity}`],
    ]);
    await expect.poll(() => continueButton(widget).isEnabled()).toBe(true);
    // A breached password meets the rules but is refused with the `breached_password` text (docs/behaviour.md §8.2).
    await field.fill('Password123');
    await widget.expectVisible(widget.text(t('password.luds.breached')));
    expect(await continueButton(widget).isDisabled()).toBe(true);
  });
});

describe('password reset', () => {
  it('forgot password → reset page → the new password works, the old one fails; the used link is refused', async () => {
    const email = uniqueEmail('pw-forgot');
    const old = 'an old but fine passphrase 7';
    await seed({ email, password: old });
    const widget = await openPasswords();
    await submitEmail(widget, email);
    await widget.button(t('password.forgot')).click();
    await widget.expectFocusOnHeading(t('password.forgotTitle'));
    await checkScreen('password-forgot');
    const { reset, login } = await resetLinks(email);
    expect(new URL(reset).pathname).toBe('/reset-password');
    expect(login).toBeDefined();
    await expect
      .poll(async () => (await servers.api.events()).map((e) => e.event?.details))
      .toContainEqual({ email, type: 'reset_password' });

    await session.page.goto(reset);
    const resetWidget = new LoginWidget(session.page, '#reset');
    await resetWidget.expectVisible(resetWidget.heading(t('password.resetTitle')));
    await checkScreen('password-reset-form');
    const field = passwordInput(resetWidget, t('password.newPassword'));
    await field.fill(STRONG);
    await expect.poll(() => continueButton(resetWidget).isEnabled()).toBe(true);
    await continueButton(resetWidget).click();
    await resetWidget.expectFocusOnHeading(t('password.confirmationTitle'));
    await session.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    expect(await completeCount()).toBe(1);
    expect(await apiLoginStatus(email, STRONG)).toBe(200);
    expect(await apiLoginStatus(email, old)).toBe(401);

    // The link is single use: the catalogue's text and a way to a new email.
    await session.page.goto(reset);
    await resetWidget.expectVisible(resetWidget.heading(t('password.resetTitle')));
    await field.fill(`${STRONG} again`);
    await expect.poll(() => continueButton(resetWidget).isEnabled()).toBe(true);
    await continueButton(resetWidget).click();
    await resetWidget.expectVisible(resetWidget.text(MESSAGES.unable_to_auth_password_reset_token));
    await checkScreen('password-reset-expired');
    await resetWidget.fillEmail(email);
    await resetWidget.button(t('password.sendNewEmail')).click();
    await resetWidget.expectFocusOnHeading(t('password.forgotTitle'));
    await resetLinks(email, 2);
  });

  it("the email's login link (stytch_token_type=login) logs in at once: 'Logging in...' with a spinner", async () => {
    const email = uniqueEmail('pw-login-link');
    await seed({ email, password: STRONG });
    const widget = await openPasswords();
    await submitEmail(widget, email);
    await widget.button(t('password.forgot')).click();
    await widget.expectVisible(widget.heading(t('password.forgotTitle')));
    const { login } = await resetLinks(email);
    await servers.api.addFault({ path: '/magic_links/authenticate', latencyMs: 1500, times: 1 });
    await session.page.goto(login ?? '');
    const resetWidget = new LoginWidget(session.page, '#reset');
    await resetWidget.expectVisible(resetWidget.heading(t('password.loggingIn')));
    await resetWidget.expectVisible(resetWidget.root.getByTestId('spinner'));
    await saveScreen(session.page, 'password-reset-logging-in');
    await resetWidget.expectVisible(resetWidget.heading(t('password.confirmationTitle')));
    expect(await completeCount()).toBe(1);
    await session.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
  });
});

describe('keyboard only', () => {
  it('signs up and resets a password without the mouse', async () => {
    const email = uniqueEmail('pw-keys');
    const widget = await openPasswords();
    await widget.emailInput.focus();
    await session.page.keyboard.type(email);
    await session.page.keyboard.press('Enter');
    await widget.expectVisible(widget.heading(t('password.createTitle')));
    // The password field has the focus (single-field screen).
    await expect.poll(async () => (await deepActiveElement(session.page))?.tag).toBe('input');
    await session.page.keyboard.type(STRONG);
    await expect.poll(() => continueButton(widget).isEnabled()).toBe(true);
    await session.page.keyboard.press('Enter');
    await widget.expectFocusOnHeading(t('password.confirmationTitle'));

    await session.page.evaluate(() => (window as unknown as { portico: { client: { session: { revoke(): Promise<unknown> } } } }).portico.client.session.revoke());
    const forgot = await openPasswords();
    await forgot.emailInput.focus();
    await session.page.keyboard.type(email);
    await session.page.keyboard.press('Enter');
    await forgot.expectVisible(forgot.heading(t('password.loginTitle')));
    // From the password field, Tab reaches the toggle, then 'Forgot Password?'.
    await session.page.keyboard.press('Tab');
    await session.page.keyboard.press('Tab');
    expect(await deepActiveElement(session.page)).toMatchObject({ text: t('password.forgot') });
    await session.page.keyboard.press('Enter');
    await forgot.expectFocusOnHeading(t('password.forgotTitle'));
    const { reset } = await resetLinks(email);

    await session.page.goto(reset);
    const resetWidget = new LoginWidget(session.page, '#reset');
    await resetWidget.expectVisible(resetWidget.heading(t('password.resetTitle')));
    for (let i = 0; i < 10; i += 1) {
      await session.page.keyboard.press('Tab');
      const el = await deepActiveElement(session.page);
      if (el?.tag === 'input') break;
    }
    await session.page.keyboard.type(`${STRONG} renewed`);
    await expect.poll(() => continueButton(resetWidget).isEnabled()).toBe(true);
    await session.page.keyboard.press('Enter');
    await resetWidget.expectFocusOnHeading(t('password.confirmationTitle'));
    expect(await apiLoginStatus(email, `${STRONG} renewed`)).toBe(200);
  });
});

describe('answers the password flow does not take on trust', () => {
  const alert = (widget: LoginWidget, text: string) => widget.root.getByRole('alert').filter({ hasText: text });
  const reportedErrors = () =>
    session.page.evaluate(() => (window as unknown as { porticoErrors: Array<{ message: string }> }).porticoErrors);

  it.each<[string, (data: Record<string, unknown>) => void]>([
    ['an unknown user type', (data) => void (data.userType = 'suspended')],
    ['no user type', (data) => void delete data.userType],
  ])('users/search answering %s: an error on Main, reported to onError; no email is sent and no further request made', async (_case, edit) => {
    const email = uniqueEmail('pw-user-type');
    // A passwordless user: the answer a misread user type would be taken for (a login link goes out at once).
    await seed({ email });
    const widget = await openPasswords();
    await rewriteAnswerData(session.page, '/users/search', edit);
    const requests = recordSdkRequests(session.page);

    await submitEmail(widget, email);
    await widget.expectVisible(alert(widget, MESSAGES.invalid_response));
    await widget.waitForMain();
    await saveScreen(session.page, 'password-main-unknown-user-type');
    await expect.poll(reportedErrors).toContainEqual(expect.objectContaining({ message: expect.stringContaining('userType') }));
    expect(requests.calls()).toEqual([{ method: 'POST', path: '/users/search' }]);
    expect(await servers.api.messages(email)).toEqual([]);
  });

  it('a failed strength check leaves Continue usable: each Continue checks again, and signs up once a check says valid', async () => {
    const widget = await openPasswords();
    const email = uniqueEmail('pw-strength-down');
    await submitEmail(widget, email);
    await widget.expectVisible(widget.heading(t('password.createTitle')));
    const restore = await failRequests(session.page, '/passwords/strength_check');
    const requests = recordSdkRequests(session.page);
    const sent = (path: string) => requests.calls().filter((r) => r.path === path).length;

    await passwordInput(widget, t('password.newPassword')).fill(STRONG);
    await widget.expectVisible(alert(widget, MESSAGES.network_error));
    await expect.poll(() => continueButton(widget).isEnabled()).toBe(true);
    await expect.poll(reportedErrors).toContainEqual(expect.objectContaining({ message: MESSAGES.network_error }));

    // Still down: Continue checks again and signs nobody up without a valid answer; it stays usable.
    await continueButton(widget).click();
    await expect.poll(() => sent('/passwords/strength_check')).toBe(2);
    await widget.expectVisible(alert(widget, MESSAGES.network_error));
    await expect.poll(() => continueButton(widget).isEnabled()).toBe(true);
    expect(sent('/passwords')).toBe(0);

    await restore();
    await continueButton(widget).click();
    await widget.expectFocusOnHeading(t('password.confirmationTitle'));
    // (The host page then loads the user: its own call.)
    expect(requests.calls().map((r) => r.path).filter((path) => path.startsWith('/passwords'))).toEqual([
      '/passwords/strength_check',
      '/passwords/strength_check',
      '/passwords/strength_check',
      '/passwords',
    ]);
    expect(await completeCount()).toBe(1);
  });

  it('a failed strength check retried by Continue that says the password is too weak: the feedback shows, nothing is sent, Continue waits for a new password', async () => {
    const widget = await openPasswords();
    await submitEmail(widget, uniqueEmail('pw-strength-retry-weak'));
    await widget.expectVisible(widget.heading(t('password.createTitle')));
    const restore = await failRequests(session.page, '/passwords/strength_check');
    const requests = recordSdkRequests(session.page);

    await passwordInput(widget, t('password.newPassword')).fill(WEAK);
    await widget.expectVisible(alert(widget, MESSAGES.network_error));
    await expect.poll(() => continueButton(widget).isEnabled()).toBe(true);

    await restore();
    const answer = nextStrengthAnswer(session.page);
    await continueButton(widget).click();
    expect((await answer).valid_password).toBe(false);
    await expect.poll(() => meter(widget)).toMatchObject({ tones: ['weak'] });
    await expect.poll(() => continueButton(widget).isDisabled()).toBe(true);
    expect(await alert(widget, MESSAGES.network_error).count()).toBe(0);
    expect(requests.calls().map((r) => r.path)).toEqual(['/passwords/strength_check', '/passwords/strength_check']);
  });
});
