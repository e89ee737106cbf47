/**
 * The custom elements and element targets in real Chromium against the
 * emulator and the standalone build (example page /vanilla/elements.html:
 * `definePorticoElements(ui)` and a `<portico-login id="login">` with email,
 * SMS and WhatsApp passcodes; docs/behaviour.md §1).
 */
import type { Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { deepActiveElement, useBrowser } from './support/browser';
import { hostEventTypes, LoginWidget, t, uniqueEmail } from './support/login-widget';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

const PAGE = '/vanilla/elements.html';
const CONFIG = { products: ['otp'], otpOptions: { methods: ['email', 'sms', 'whatsapp'], expirationMinutes: 5 } };

beforeEach(async () => {
  await servers.api.reset();
});

/** The example page with its `<portico-login>` on the Email tab. */
async function openPage(): Promise<LoginWidget> {
  await session.page.goto(servers.page(PAGE));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  await widget.chooseTab('Email');
  return widget;
}

/** Types into the email field and leaves the focus there. */
async function typeEmail(widget: LoginWidget, email: string): Promise<void> {
  await widget.emailInput.click();
  await widget.emailInput.pressSequentially(email);
}

/** Runs `script` in the page with `#login` (the element) as `element`. */
function onElement(script: string, arg?: unknown): Promise<unknown> {
  return session.page.evaluate(
    ({ script, arg }) => {
      const element = document.querySelector('#login');
      return new Function('element', 'arg', script)(element, arg) as unknown;
    },
    { script, arg },
  );
}

async function expectEmailFocused(): Promise<void> {
  expect(await deepActiveElement(session.page)).toMatchObject({ tag: 'input' });
  expect(
    await session.page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.getAttribute('autocomplete');
    }),
  ).toContain('email');
}

describe('custom elements', () => {
  it('defines the five elements, each rendering its first screen', async () => {
    await openPage();
    const rendered = await session.page.evaluate(async () => {
      const tags = {
        'portico-reset-password': 'resetPassword',
        'portico-passkey-registration': 'passkeyRegistration',
        'portico-passkey-list': 'passkeyList',
        'portico-identity-provider': 'identityProvider',
      };
      const out: Record<string, { defined: boolean; kind: string | null; text: number }> = {};
      for (const tag of ['portico-login', ...Object.keys(tags)]) {
        const element = tag === 'portico-login' ? document.querySelector(tag)! : document.createElement(tag);
        if (!element.isConnected) document.querySelector('main')!.appendChild(element);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const tag of ['portico-login', ...Object.keys(tags)]) {
        const root = document.querySelector(tag)!.querySelector('[data-portico-widget]');
        out[tag] = {
          defined: customElements.get(tag) !== undefined,
          kind: root?.getAttribute('data-portico-widget') ?? null,
          text: (root?.textContent ?? '').trim().length,
        };
      }
      return out;
    });
    expect(rendered).toEqual({
      'portico-login': { defined: true, kind: 'login', text: expect.any(Number) },
      'portico-reset-password': { defined: true, kind: 'resetPassword', text: expect.any(Number) },
      'portico-passkey-registration': { defined: true, kind: 'passkeyRegistration', text: expect.any(Number) },
      'portico-passkey-list': { defined: true, kind: 'passkeyList', text: expect.any(Number) },
      'portico-identity-provider': { defined: true, kind: 'identityProvider', text: expect.any(Number) },
    });
    for (const [tag, { text }] of Object.entries(rendered)) expect(text, tag).toBeGreaterThan(0);
  });

  it('signs in by email code through <portico-login>: one AuthenticateFlowComplete reaches the document', async () => {
    const widget = await openPage();
    const email = uniqueEmail('elements');
    await widget.sendEmailCode(email);
    await widget.expectFocusOnPasscodeField();
    await widget.enterPasscode(await servers.api.waitForCode(email));
    await widget.expectFocusOnHeading(t('otp.successTitle'));
    await session.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    const types = await hostEventTypes(session.page);
    expect(types.filter((type) => type === 'AuthenticateFlowComplete')).toHaveLength(1);
    expect(types).toContain('OTPsLoginOrCreate');
  });

  it('keeps the typed email and the focus across styles, strings and theme; a deep-equal config too', async () => {
    const widget = await openPage();
    await typeEmail(widget, 'kept@example.com');
    await onElement(`
      element.styles = { colors: { primary: '#0b6e4f' } };
      element.strings = { 'main.header': 'Welcome back' };
      element.setAttribute('theme', 'dark');
    `);
    await widget.expectVisible(widget.heading('Welcome back'));
    expect(await widget.emailInput.inputValue()).toBe('kept@example.com');
    await expectEmailFocused();
    expect(await onElement(`return element.querySelector('[data-portico-widget]').dataset.porticoTheme;`)).toBe('dark');
    // The button's colours transition for 0.15 s (docs/architecture.md, "Interaction"), so wait for the end value.
    await expect.poll(() => widget.sendCodeButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 110, 79)');

    await onElement('element.config = JSON.parse(JSON.stringify(arg));', CONFIG);
    expect(await widget.emailInput.inputValue()).toBe('kept@example.com');
    await expectEmailFocused();

    // A different config remounts: a fresh widget, overrides kept.
    await onElement('element.config = { ...arg, otpOptions: { methods: ["email"] } };', CONFIG);
    await widget.expectVisible(widget.heading('Welcome back'));
    await expect.poll(() => widget.emailInput.inputValue()).toBe('');
  });

  it('renders into an open shadow root with the shadow attribute, autocomplete intact', async () => {
    await openPage();
    await session.page.evaluate((config) => {
      const element = document.createElement('portico-login') as HTMLElement & { config: unknown };
      element.id = 'shadowed';
      element.setAttribute('shadow', '');
      element.config = { ...config, otpOptions: { methods: ['email'] } };
      document.querySelector('main')!.appendChild(element);
    }, CONFIG);
    const widget = new LoginWidget(session.page, '#shadowed');
    await widget.waitForMain();
    expect(
      await session.page.evaluate(() => {
        const host = document.querySelector('#shadowed')!;
        return {
          open: host.shadowRoot !== null,
          inShadow: host.shadowRoot?.querySelector('input[type="email"], input[autocomplete~="email"]') !== null,
          light: host.querySelectorAll('input').length,
        };
      }),
    ).toEqual({ open: true, inShadow: true, light: 0 });
    expect(await widget.emailInput.getAttribute('autocomplete')).toContain('email');
  });

  it('keeps the typed email when the element moves, and aborts its pending request when removed', async () => {
    const widget = await openPage();
    await typeEmail(widget, 'moved@example.com');
    await session.page.evaluate(() => {
      const section = document.createElement('section');
      section.id = 'elsewhere';
      document.body.prepend(section);
      section.appendChild(document.querySelector('#login')!);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await widget.emailInput.inputValue()).toBe('moved@example.com');

    const isSend = (request: Request) =>
      request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/sdk/v1/otps/email/login_or_create');
    await servers.api.addFault({ path: '/otps/email/login_or_create', latencyMs: 3_000, times: 1 });
    const sent = new Promise<void>((resolve) => session.page.on('request', (r) => isSend(r) && resolve()));
    const end = new Promise<'finished' | 'failed'>((resolve) => {
      session.page.on('requestfinished', (r) => isSend(r) && resolve('finished'));
      session.page.on('requestfailed', (r) => isSend(r) && resolve('failed'));
    });
    await widget.sendCodeButton.click();
    await sent;
    await session.page.evaluate(() => document.querySelector('#login')!.remove());
    expect(await end).toBe('failed');
    expect(await session.page.evaluate(() => document.querySelector('[data-portico-widget]'))).toBeNull();
  });
});

describe('element targets and ui.update', () => {
  it('mounts with an HTMLElement and keeps the typed input through ui.update', async () => {
    await openPage();
    await session.page.evaluate((config) => {
      const host = document.createElement('div');
      host.id = 'target';
      document.querySelector('main')!.appendChild(host);
      const ui = (window as unknown as { portico: { mountLogin(o: unknown): void } }).portico;
      ui.mountLogin({ elementId: host, config: { ...config, otpOptions: { methods: ['email'] } } });
    }, CONFIG);
    const widget = new LoginWidget(session.page, '#target');
    await widget.waitForMain();
    await typeEmail(widget, 'updated@example.com');
    await session.page.evaluate(() => {
      const ui = (window as unknown as { portico: { update(target: unknown, o: unknown): void } }).portico;
      ui.update(document.querySelector('#target'), { strings: { 'main.header': 'Hello again' }, theme: 'auto' });
    });
    await widget.expectVisible(widget.heading('Hello again'));
    expect(await widget.emailInput.inputValue()).toBe('updated@example.com');
    await expectEmailFocused();
  });
});
