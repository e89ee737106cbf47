/**
 * Email magic links in real Chromium: the widget on `/` (magic links + SMS +
 * WhatsApp), the emailed link, and the host's redirect page `/authenticate`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { useBrowser } from './support/browser';
import { hostEventTypes, LoginWidget, t, uniqueEmail } from './support/login-widget';
import { recordSdkRequests } from './support/network';
import { saveScreen } from './support/screenshots';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

async function openMagicLinkPage(path = '/'): Promise<LoginWidget> {
  await session.page.goto(servers.page(path));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  await widget.chooseTab('Email');
  return widget;
}

async function sessionCookie(): Promise<string | undefined> {
  return (await session.context.cookies()).find((c) => c.name === 'stytch_session')?.value;
}

describe('email magic link', () => {
  it('signs up end to end through the redirect page, then logs out', async () => {
    const widget = await openMagicLinkPage();
    const email = uniqueEmail('eml-signup');
    await saveScreen(session.page, 'main-magic-link');

    await widget.sendLink(email);
    await widget.expectFocusOnHeading(t('emailConfirmation.title'));
    await widget.expectVisible(widget.text(t('emailConfirmation.sentTo', { email })));
    await saveScreen(session.page, 'email-confirmation');
    await expect.poll(() => hostEventTypes(session.page)).toContain('MagicLinkLoginOrCreate');
    await expect.poll(() => servers.api.eventNames()).toContain('email_sent');

    const message = await servers.api.waitForMessage(email);
    expect(message.link).toBeTruthy();
    const link = new URL(message.link!);
    // The widget asked for the host's redirect page; the emulator appended the token.
    expect(`${link.origin}${link.pathname}`).toBe(servers.page('/authenticate'));
    expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
    expect(link.searchParams.get('token')).toBeTruthy();

    // The visitor opens the emailed link in the same browser.
    await session.page.goto(message.link!);
    await session.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    expect(await sessionCookie()).toBeTruthy();
    // The single-use token has left the address bar.
    expect(new URL(session.page.url()).search).toBe('');
    await saveScreen(session.page, 'authenticate-signed-in');

    await session.page.getByRole('button', { name: 'Log out', exact: true }).click();
    await session.page.getByText('Signed out', { exact: true }).waitFor();
    await expect.poll(sessionCookie).toBeUndefined();
    await session.page.getByRole('link', { name: 'Back to the sign-in page' }).click();
    await widget.waitForMain();
  });

  it('a used link shows the catalogue error on the redirect page', async () => {
    const widget = await openMagicLinkPage();
    const email = uniqueEmail('eml-reuse');
    await widget.sendLink(email);
    const { link } = await servers.api.waitForMessage(email);
    await session.page.goto(link!);
    await session.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();

    const other = await session.browser.newContext();
    try {
      const page = await other.newPage();
      await page.goto(link!);
      await page.getByText(`Sign-in failed: ${MESSAGES.unable_to_auth_magic_link}`, { exact: true }).waitFor();
      await saveScreen(page, 'authenticate-error');
      expect((await other.cookies()).find((c) => c.name === 'stytch_session')).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it("'Try again' clears the email, logs email_try_again_clicked and returns to Main", async () => {
    const widget = await openMagicLinkPage();
    const email = uniqueEmail('eml-try-again');
    await widget.sendLink(email);
    await widget.expectVisible(widget.emailConfirmationHeading);

    await widget.tryAgainButton.click();
    await widget.expectFocusOnHeading(t('main.header'));
    await widget.chooseTab('Email');
    expect(await widget.emailInput.inputValue()).toBe('');
    await expect.poll(() => servers.api.eventNames()).toContain('email_try_again_clicked');

    // A second attempt works as the first.
    await widget.sendLink(email);
    await widget.expectVisible(widget.emailConfirmationHeading);
    await servers.api.waitForMessage(email, 2);
  });

  it('the Gmail link searches mail from the sender domain (bootstrap email domain)', async () => {
    const widget = await openMagicLinkPage();
    const email = uniqueEmail('eml-gmail');
    await widget.sendLink(email);
    await widget.expectVisible(widget.emailConfirmationHeading);

    const gmail = widget.link(t('emailConfirmation.openGmail'));
    const href = (await gmail.getAttribute('href')) ?? '';
    expect(href.startsWith('https://mail.google.com/')).toBe(true);
    // The emulator sends from login@portico.test (its default email domain).
    expect(href).toContain('portico.test');
    expect((await servers.api.lastMessageTo(email))?.from).toBe('login@portico.test');
    expect(await widget.link(t('emailConfirmation.openYahoo')).getAttribute('href')).toContain('portico.test');
    expect(await widget.link(t('emailConfirmation.openOutlook')).getAttribute('href')).toMatch(/^https:\/\/outlook\./);
  });

  it('a configured domainHint wins over the bootstrap domain', async () => {
    const widget = await openMagicLinkPage('/?domainHint=mail.example.org');
    await widget.sendLink(uniqueEmail('eml-hint'));
    await widget.expectVisible(widget.emailConfirmationHeading);
    const href = await widget.link(t('emailConfirmation.openGmail')).getAttribute('href');
    expect(href).toContain('mail.example.org');
    expect(href).not.toContain('portico.test');
  });

  it('the back arrow returns from EmailConfirmation to Main', async () => {
    const widget = await openMagicLinkPage();
    await widget.sendLink(uniqueEmail('eml-back'));
    await widget.expectVisible(widget.emailConfirmationHeading);
    await widget.backButton.click();
    await widget.expectFocusOnHeading(t('main.header'));
  });

  it("invalid emails show 'Email format is invalid.' and send no request", async () => {
    const widget = await openMagicLinkPage();
    const requests = recordSdkRequests(session.page);
    for (const email of ['not-an-email', 'ada@example', 'ada@example.c']) {
      await widget.fillEmail(email);
      await widget.sendLinkButton.click();
      await widget.expectVisible(widget.text(t('validation.emailFormatInvalid')));
    }
    await saveScreen(session.page, 'main-magic-link-invalid-email');
    expect(requests.calls()).toEqual([]);
    expect(await servers.api.messages()).toEqual([]);
  });

  it('server errors show the catalogue text', async () => {
    const widget = await openMagicLinkPage();
    await servers.api.addFault({
      path: '/magic_links/email/login_or_create',
      status: 400,
      errorType: 'inactive_email',
      times: 1,
    });
    await widget.sendLink(uniqueEmail('eml-inactive'));
    await widget.expectVisible(widget.text(MESSAGES.inactive_email));
    await saveScreen(session.page, 'main-magic-link-server-error');
  });

  it('the submit button is disabled while the request is in flight', async () => {
    const widget = await openMagicLinkPage();
    await servers.api.addFault({ path: '/magic_links/email/login_or_create', latencyMs: 1500, times: 1 });
    await widget.fillEmail(uniqueEmail('eml-busy'));
    await widget.sendLinkButton.click();
    await expect.poll(() => widget.sendLinkButton.isDisabled()).toBe(true);
    await widget.expectVisible(widget.emailConfirmationHeading);
  });
});
