/**
 * An authenticate answer whose session is already over is a failure, not a
 * sign-in (docs/protocol.md §6): the real emulator answers, and the answer's
 * `session.expires_at` is rewritten on its way back to the page (in the past,
 * absent, not a date). The widget shows the catalogue's text and reports the
 * error to `onError`; no 'Success!', no `AuthenticateFlowComplete`, no session
 * cookie and no stored session.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { useBrowser } from './support/browser';
import { hostEventTypes, LoginWidget, t, uniqueEmail } from './support/login-widget';
import { rewriteSessionExpiry } from './support/rewrite-answer';
import { saveScreen } from './support/screenshots';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

const STRONG = 'correct horse battery staple 42';

beforeEach(async () => {
  await servers.api.reset();
});

/** A minute before now, as the server would write it. */
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

interface ReportedError {
  name?: string;
  message: string;
  error_type?: string;
}

function reportedErrors(page: Page): Promise<ReportedError[]> {
  return page.evaluate(() => (window as unknown as { porticoErrors: ReportedError[] }).porticoErrors);
}

/** Nothing of a session reached the page: no cookie, no stored session, no completion event. */
async function expectNoSession(page: Page): Promise<void> {
  const names = (await session.context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('stytch_session');
  expect(names).not.toContain('stytch_session_jwt');
  expect(
    await page.evaluate(() => (window as unknown as { portico: { client: { session: { getSync(): unknown } } } }).portico.client.session.getSync()),
  ).toBeNull();
  expect(await hostEventTypes(page)).not.toContain('AuthenticateFlowComplete');
}

async function openPasswords(): Promise<LoginWidget> {
  await session.page.goto(servers.page('/?passwords=1'));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  return widget;
}

/** The password tab up to PasswordCreateOrLogin with `password` typed in. */
async function passwordScreen(widget: LoginWidget, email: string, label: string, password: string): Promise<void> {
  await widget.fillEmail(email);
  await widget.button(t('common.continue')).click();
  const field = widget.root.getByLabel(label, { exact: true });
  await field.fill(password);
  await expect.poll(() => widget.button(t('common.continue')).isEnabled()).toBe(true);
}

describe('an authenticate answer whose session has already expired', () => {
  it("email passcode: a session that expired a minute ago shows the catalogue's text and reaches onError; no 'Success!', event or cookie", async () => {
    await session.page.goto(servers.page('/?otp=email'));
    const widget = new LoginWidget(session.page);
    await widget.waitForMain();
    await widget.chooseTab('Email');
    const email = uniqueEmail('expired-otp');
    await widget.sendEmailCode(email);
    await widget.expectVisible(widget.otpHeading);
    const code = await servers.api.waitForCode(email);

    await rewriteSessionExpiry(session.page, '/otps/authenticate', aMinuteAgo());
    await widget.enterPasscode(code);

    await widget.expectVisible(widget.root.getByRole('alert').filter({ hasText: MESSAGES.session_expired }));
    await saveScreen(session.page, 'otp-authenticate-session-expired');
    expect(await widget.successHeading.count()).toBe(0);
    await expect.poll(() => reportedErrors(session.page)).toContainEqual(expect.objectContaining({ name: 'PorticoSessionExpiredError' }));
    await expectNoSession(session.page);
  });

  it("password login: an answer without session.expires_at shows 'Invalid or no response from server' and reaches onError; no event or cookie", async () => {
    const email = uniqueEmail('expired-pw-login');
    await servers.api.call('POST', '/users', { email, password: STRONG });
    const widget = await openPasswords();
    await passwordScreen(widget, email, t('field.password'), STRONG);

    await rewriteSessionExpiry(session.page, '/passwords/authenticate', undefined);
    await widget.button(t('common.continue')).click();

    await widget.expectVisible(widget.root.getByRole('alert').filter({ hasText: MESSAGES.invalid_response }));
    expect(await widget.heading(t('password.confirmationTitle')).count()).toBe(0);
    await expect
      .poll(() => reportedErrors(session.page))
      .toContainEqual(expect.objectContaining({ message: expect.stringContaining('session.expires_at') }));
    await expectNoSession(session.page);
  });

  it("password sign-up: an unparseable session.expires_at shows 'Invalid or no response from server'; no event or cookie", async () => {
    const widget = await openPasswords();
    await passwordScreen(widget, uniqueEmail('expired-pw-create'), t('password.newPassword'), STRONG);

    await rewriteSessionExpiry(session.page, '/passwords', 'next Tuesday');
    await widget.button(t('common.continue')).click();

    await widget.expectVisible(widget.root.getByRole('alert').filter({ hasText: MESSAGES.invalid_response }));
    expect(await widget.heading(t('password.confirmationTitle')).count()).toBe(0);
    await expect.poll(() => reportedErrors(session.page)).not.toEqual([]);
    await expectNoSession(session.page);
  });

  it("magic link redirect page (headless authenticateByUrl): an expired session fails with the catalogue's text, and no cookie", async () => {
    await session.page.goto(servers.page('/'));
    const widget = new LoginWidget(session.page);
    await widget.waitForMain();
    await widget.chooseTab('Email');
    const email = uniqueEmail('expired-eml');
    await widget.sendLink(email);
    const { link } = await servers.api.waitForMessage(email);

    await rewriteSessionExpiry(session.page, '/magic_links/authenticate', aMinuteAgo());
    await session.page.goto(link ?? '');
    await session.page.getByText(`Sign-in failed: ${MESSAGES.session_expired}`, { exact: true }).waitFor();
    expect(await session.page.evaluate(() => document.body.dataset.outcome)).toBe('failed');
    const names = (await session.context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('stytch_session');
    expect(names).not.toContain('stytch_session_jwt');
  });
});
