/**
 * Isolation modes in real Chromium: the widget in an open shadow root
 * (`enableShadowDOM`) and on a page with a nonce-only Content-Security-Policy.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { hostEventTypes, LoginWidget, t, uniqueEmail } from './support/login-widget';
import { saveScreen } from './support/screenshots';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

/** The theme's default primary colour #19303D. */
const PRIMARY_RGB = 'rgb(25, 48, 61)';

beforeEach(async () => {
  await servers.api.reset();
});

/** Runs the email OTP sign-up on the current page and asserts its outcome. */
async function emailOtpSignUp(widget: LoginWidget, tag: string): Promise<string> {
  await widget.chooseTab('Email');
  const email = uniqueEmail(tag);
  await widget.sendEmailCode(email);
  await widget.expectFocusOnPasscodeField();
  const code = await servers.api.waitForCode(email);
  await widget.enterPasscode(code);
  await widget.expectFocusOnHeading(t('otp.successTitle'));
  await widget.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
  const types = await hostEventTypes(widget.page);
  expect(types.filter((type) => type === 'AuthenticateFlowComplete')).toHaveLength(1);
  expect((await widget.page.context().cookies()).find((c) => c.name === 'stytch_session')?.value).toBeTruthy();
  return email;
}

describe('shadow DOM mode', () => {
  it('renders into an open shadow root and passes the email OTP flow', async () => {
    await session.page.goto(servers.page('/?otp=email&shadow=1'));
    const widget = new LoginWidget(session.page);
    await widget.waitForMain();

    const placement = await session.page.evaluate(() => {
      const host = document.querySelector('#login')!;
      return {
        shadow: host.shadowRoot !== null,
        headingInShadow: host.shadowRoot?.querySelector('h1, h2, h3') !== null,
        lightHeadings: host.querySelectorAll('h1, h2, h3').length,
        // The widget's style element lives inside the shadow root, not in document.head.
        stylesInShadow: host.shadowRoot?.querySelectorAll('style').length ?? 0,
      };
    });
    expect(placement).toMatchObject({ shadow: true, headingInShadow: true, lightHeadings: 0 });
    expect(placement.stylesInShadow).toBeGreaterThan(0);

    // Password managers see named inputs with autocomplete hints.
    await widget.chooseTab('Email');
    expect(await widget.emailInput.getAttribute('name')).toBeTruthy();
    expect(await widget.emailInput.getAttribute('autocomplete')).toContain('email');
    expect(await widget.sendCodeButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PRIMARY_RGB);
    await expectNoAxeViolations(session.page, 'Main in shadow DOM');
    await saveScreen(session.page, 'main-email-otp-shadow');

    await emailOtpSignUp(widget, 'shadow');
    await expectNoAxeViolations(session.page, 'OTPConfirmation in shadow DOM');

    // The host logs out and mounts a fresh widget on the same shadow host.
    await session.page.getByRole('button', { name: 'Log out', exact: true }).click();
    await session.page.getByText('Signed out', { exact: true }).waitFor();
    await widget.waitForMain();
    expect(await session.page.evaluate(() => document.querySelector('#login')!.shadowRoot !== null)).toBe(true);
  });
});

interface CspReport {
  violatedDirective: string;
  blockedURI: string;
  sample: string;
}

/** Collects `securitypolicyviolation` events from the first script on, and CSP console messages. */
async function watchCsp(page: Page): Promise<{ console: string[]; reports(): Promise<CspReport[]> }> {
  await page.addInitScript(() => {
    const reports: unknown[] = [];
    (window as unknown as { __cspReports: unknown[] }).__cspReports = reports;
    document.addEventListener('securitypolicyviolation', (e) => {
      reports.push({ violatedDirective: e.violatedDirective, blockedURI: e.blockedURI, sample: e.sample });
    });
  });
  const messages: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) messages.push(m.text());
  });
  return {
    console: messages,
    reports: () => page.evaluate(() => (window as unknown as { __cspReports: CspReport[] }).__cspReports),
  };
}

describe('strict Content-Security-Policy (nonce only)', () => {
  it('Google One Tap in a shadow root: the script loads with the nonce, the prompt floats, Continue signs in, no violation', async () => {
    const csp = await watchCsp(session.page);
    await servers.api.call('POST', '/oauth/identities', { provider: 'google', email: 'csp-tap@example.com', name: 'Csp Tap', subject: 'g-csp' });
    await session.page.goto(servers.page('/strict-csp?social=onetap&shadow=1'));
    const widget = new LoginWidget(session.page);
    await widget.waitForMain();
    const frame = session.page.locator('iframe[title="Sign in with Google Dialog"]');
    await frame.waitFor();
    // Google finds elements by id in the document: a slot in the shadow root is out of its reach.
    expect(await frame.evaluate((el) => el.getRootNode() === document && getComputedStyle(el).position === 'fixed')).toBe(true);
    // …and the column keeps no empty space for it.
    await expect.poll(() => widget.root.locator('[data-one-tap="displayed"]').count()).toBe(1);
    expect(await widget.root.locator('[data-one-tap] > [role="region"]').isHidden()).toBe(true);
    const nonces = await session.page.evaluate(() => ({
      gsi: document.querySelector<HTMLScriptElement>('script[data-portico="gsi"]')?.nonce,
      page: document.querySelector<HTMLScriptElement>('script[src="/vanilla/app.js"]')?.nonce,
    }));
    expect(nonces.gsi, "Google's script carries the page's nonce").toBe(nonces.page);
    expect(nonces.page).toBeTruthy();
    await session.page.frameLocator('iframe[title="Sign in with Google Dialog"]').getByRole('button', { name: 'Continue as Csp' }).click();
    await session.page.getByRole('heading', { name: 'You are signed in', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await csp.reports()).toEqual([]);
    expect(csp.console).toEqual([]);
  });

  it('renders with its styles, completes sign-in, and reports no violation', async () => {
    const csp = await watchCsp(session.page);
    const response = await session.page.goto(servers.page('/strict-csp?otp=email'));
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'nonce-[^']+'/);
    expect(policy).toMatch(/style-src 'nonce-[^']+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');

    const widget = new LoginWidget(session.page);
    await widget.waitForMain();
    await widget.chooseTab('Email');
    // The widget's styles applied: the primary button has the theme colour.
    expect(await widget.sendCodeButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PRIMARY_RGB);
    // Every style element carries the page's nonce.
    const nonces = await session.page.evaluate(() =>
      [...document.querySelectorAll('style')].map((s) => (s as HTMLStyleElement).nonce),
    );
    expect(nonces.length).toBeGreaterThan(0);
    const pageNonce = /'nonce-([^']+)'/.exec(policy)![1];
    expect(new Set(nonces)).toEqual(new Set([pageNonce]));
    await saveScreen(session.page, 'main-strict-csp');

    // The phone tab pulls the lazily loaded parser chunk: it must load under the policy too.
    await widget.chooseTab('Text');
    await widget.typePhone('2015550123');
    await expect.poll(() => widget.phoneInput.inputValue()).toBe('(201) 555-0123');

    await emailOtpSignUp(widget, 'csp');
    expect(await csp.reports()).toEqual([]);
    expect(csp.console).toEqual([]);
  });

  it('works in shadow DOM mode too: the nonce reaches the style elements in the shadow root', async () => {
    const csp = await watchCsp(session.page);
    await session.page.goto(servers.page('/strict-csp?shadow=1'));
    const widget = new LoginWidget(session.page);
    await widget.waitForMain();
    expect(await widget.sendLinkButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PRIMARY_RGB);
    expect(await csp.reports()).toEqual([]);
    expect(csp.console).toEqual([]);
  });

  it('a fresh nonce per response', async () => {
    const first = await fetch(servers.page('/strict-csp'));
    const second = await fetch(servers.page('/strict-csp'));
    const nonceOf = (h: string | null) => /'nonce-([^']+)'/.exec(h ?? '')?.[1];
    const a = nonceOf(first.headers.get('content-security-policy'));
    const b = nonceOf(second.headers.get('content-security-policy'));
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(await first.text()).toContain(`nonce="${a}"`);
  });
});
