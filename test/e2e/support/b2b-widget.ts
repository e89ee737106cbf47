/**
 * Portico's B2B widget as a host page loads it: the built script-tag module
 * (`portico/standalone/b2b`, dist/standalone-b2b/portico-b2b.js and its lazy
 * chunks) served from a loopback server on http://localhost, mounted with
 * `createPorticoB2BUIClient(token, { customBaseUrl: <emulator> })` against a
 * B2B emulator of its own (docs/testing.md, "The emulator from code"). Every
 * path of the server but the widget's answers the same page, so an emailed
 * link (discovery, password reset) or an SSO redirect lands on a page that
 * mounts the widget again with the test's spec.
 *
 * The spec (mount method, config) reaches the page through an init script,
 * which Playwright runs again on every navigation of the page. The page keeps
 * the events and errors the widget reports (`callbacks`) and exposes the UI
 * client (`window.porticoB2B`) for the session checks.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startEmulator, type EmulatorConfigInput, type EmulatorHandle } from '../../../emulator/src';
import { formatMessage, type MessageValues } from '../../../src/ui/i18n/format';
import { MESSAGES, UI_MESSAGES, type ScreenTextKey } from '../../../src/ui/i18n/messages';
import { deepActiveElement, useBrowser, type BrowserSession } from './browser';

export const PUBLIC_TOKEN = 'public-token-test-emulator';

const WIDGET_DIR = path.resolve(process.env.PORTICO_STANDALONE_B2B_DIR ?? path.join('dist', 'standalone-b2b'));
const WIDGET_ENTRY = 'portico-b2b.js';
/** Where the page imports the widget from. */
const WIDGET_PATH = '/portico-b2b/';

/** The screen text of `key`, placeholders filled (the catalogue the widget shows). */
export function t(key: ScreenTextKey, values?: MessageValues): string {
  return formatMessage(UI_MESSAGES[key], values);
}

/** The catalogue text of an API error type (src/core/error-messages.ts, and the flows' own). */
export function errorText(type: keyof typeof MESSAGES): string {
  return formatMessage(MESSAGES[type]);
}

export type B2BMountMethod = 'mount' | 'mountPasswordReset' | 'mountIdentityProvider';

export interface B2BMountSpec {
  method?: B2BMountMethod;
  /** The B2B config (`B2BLoginConfig`), as a host writes it. */
  config?: Record<string, unknown>;
  passwordResetToken?: string;
}

/** A Discovery login by email passcode, the default spec. */
export const DISCOVERY_BY_CODE = {
  authFlowType: 'Discovery',
  products: ['emailOtp'],
  sessionOptions: { sessionDurationMinutes: 60 },
} as const;

export interface PageSession {
  member_id: string;
  organization_id: string;
  authentication_factors: { type: string; delivery_method?: string }[];
  roles: string[];
}

export interface B2BWidgetPage {
  readonly emulator: EmulatorHandle;
  readonly browser: BrowserSession;
  readonly page: Page;
  /** The app's origin, e.g. http://localhost:40123 */
  readonly url: string;
  /** The widget's element, `#login`. */
  readonly root: Locator;
  /** Loads `pathAndQuery` (default `/`) with the widget mounted by `spec`, and waits for the widget's first screen. */
  open(spec?: B2BMountSpec, pathAndQuery?: string): Promise<void>;
  /** Sets the spec for every later load of the page (an emailed link opened in it). */
  useSpec(spec: B2BMountSpec): Promise<void>;
  heading(text: string): Locator;
  button(name: string): Locator;
  /** The `type` of every event the widget reported to `callbacks.onEvent` since the page loaded. */
  events(): Promise<string[]>;
  /** The messages of every error the widget reported to `callbacks.onError` since the page loaded. */
  errors(): Promise<string[]>;
  /**
   * Waits for the success screen, then checks the member session the page's client holds: one
   * completion event, and the emulator authenticates its token as the same member.
   */
  expectSignedIn(options?: { organization?: string }): Promise<PageSession>;
  /** No uncaught page error and no refused request (4xx, 5xx, network) in this test so far. */
  expectNothingRefused(allowed?: RegExp[]): void;
}

function pageHtml(emulatorUrl: string): string {
  const boot = `
import { createPorticoB2BUIClient } from '${WIDGET_PATH}${WIDGET_ENTRY}';
const spec = window.__b2bSpec ?? { method: 'mount', config: ${JSON.stringify(DISCOVERY_BY_CODE)} };
const ui = createPorticoB2BUIClient(${JSON.stringify(PUBLIC_TOKEN)}, { customBaseUrl: ${JSON.stringify(emulatorUrl)} });
window.porticoB2B = ui;
window.b2bEvents = [];
window.b2bErrors = [];
const callbacks = {
  onEvent: (event) => window.b2bEvents.push(event.type),
  onError: (error) => window.b2bErrors.push(String(error && error.message ? error.message : error)),
};
const options = { elementId: '#login', callbacks };
if (spec.config !== undefined) options.config = spec.config;
if (spec.passwordResetToken !== undefined) options.passwordResetToken = spec.passwordResetToken;
ui[spec.method ?? 'mount'](options);
window.b2bMounted = true;
`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme workspace</title></head>' +
    `<body><main id="login"></main><script type="module">${boot}</script></body></html>`
  );
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json; charset=utf-8' };

async function startPageServer(emulatorUrl: string): Promise<{ url: string; server: Server }> {
  const html = pageHtml(emulatorUrl);
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname.startsWith(WIDGET_PATH)) {
      const name = path.basename(pathname);
      const file = path.join(WIDGET_DIR, name);
      readFile(file).then(
        (body) => {
          response.writeHead(200, { 'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
          response.end(body);
        },
        () => {
          response.writeHead(404, { 'content-type': 'text/plain' });
          response.end('not found');
        },
      );
      return;
    }
    if (pathname === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

/**
 * Registers the file's hooks: the emulator (a B2B project, plus `config`) and the page's server
 * start once; every test starts from a reset emulator and a fresh browser context.
 */
export function useB2BWidget(options: { config?: EmulatorConfigInput } = {}): B2BWidgetPage {
  const browser = useBrowser();
  let emulator: EmulatorHandle | undefined;
  let server: Server | undefined;
  let url: string | undefined;

  beforeAll(async () => {
    if (!existsSync(path.join(WIDGET_DIR, WIDGET_ENTRY))) {
      throw new Error(`${path.join(WIDGET_DIR, WIDGET_ENTRY)} is missing: run \`npm run build\` before the browser tests.`);
    }
    emulator = await startEmulator({ port: 0, config: { vertical: 'B2B', ...options.config } });
    ({ url, server } = await startPageServer(emulator.url));
  }, 60_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await emulator?.close();
  });
  beforeEach(async () => {
    await emulator!.api.reset();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not running (use inside a test)`);
    return value;
  };

  const widget: B2BWidgetPage = {
    get emulator() {
      return need(emulator, 'the emulator');
    },
    browser,
    get page() {
      return browser.page;
    },
    get url() {
      return need(url, 'the page server');
    },
    get root() {
      return browser.page.locator('#login');
    },
    async useSpec(spec) {
      await browser.page.addInitScript((value) => {
        (window as unknown as { __b2bSpec: unknown }).__b2bSpec = value;
      }, spec);
    },
    async open(spec = {}, pathAndQuery = '/') {
      await widget.useSpec(spec);
      await browser.page.goto(new URL(pathAndQuery, widget.url).href);
      await browser.page.waitForFunction(() => (window as unknown as { b2bMounted?: boolean }).b2bMounted === true);
      await widget.root.getByRole('heading').first().waitFor();
    },
    heading(text) {
      return widget.root.getByRole('heading', { name: text, exact: true });
    },
    button(name) {
      return widget.root.getByRole('button', { name, exact: true });
    },
    events: () => browser.page.evaluate(() => [...(window as unknown as { b2bEvents: string[] }).b2bEvents]),
    errors: () => browser.page.evaluate(() => [...(window as unknown as { b2bErrors: string[] }).b2bErrors]),
    async expectSignedIn({ organization } = {}) {
      const body = organization === undefined ? t('b2b.signedIn.body') : t('b2b.signedIn.bodyWithOrganization', { organization });
      await widget.root.getByText(body, { exact: true }).waitFor();
      await expect.poll(() => deepActiveElement(browser.page)).toMatchObject({ text: t('b2b.signedIn.title') });
      await expect.poll(() => widget.events()).toContain('AuthenticateFlowComplete');
      const state = await browser.page.evaluate(() => {
        const client = (window as unknown as { porticoB2B: { client: { session: { getSync(): unknown; getTokens(): { session_token: string } | null } } } })
          .porticoB2B.client;
        return { session: client.session.getSync() as PageSession | null, token: client.session.getTokens()?.session_token ?? null };
      });
      expect(state.session).not.toBeNull();
      expect(state.token).toBeTruthy();
      const answer = await fetch(`${widget.emulator.url}/sdk/v1/b2b/sessions/authenticate`, {
        method: 'POST',
        headers: { authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${state.token!}`)}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(answer.status).toBe(200);
      const { data } = (await answer.json()) as { data: { member: { member_id: string }; organization: { organization_id: string } } };
      expect(data.member.member_id).toBe(state.session!.member_id);
      expect(data.organization.organization_id).toBe(state.session!.organization_id);
      expect((await widget.events()).filter((type) => type === 'AuthenticateFlowComplete')).toHaveLength(1);
      return state.session!;
    },
    expectNothingRefused(allowed = []) {
      expect(browser.pageErrors).toEqual([]);
      expect(browser.consoleProblems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))).toEqual([]);
    },
  };
  return widget;
}

/** Types `email` in B2BMain's email field and presses Continue. */
export async function continueWithEmail(widget: B2BWidgetPage, email: string): Promise<void> {
  await widget.root.getByRole('textbox', { name: MESSAGES['field.email'], exact: true }).fill(email);
  await widget.button(t('b2b.main.continue')).click();
}

/** Discovery by email passcode: the address, then the code from the emulator's mailbox. */
export async function discoverByCode(widget: B2BWidgetPage, email: string): Promise<void> {
  const code = widget.emulator.api.mailbox.waitForCode(email);
  await continueWithEmail(widget, email);
  await widget.heading(t('b2b.email.otp.title')).waitFor();
  await widget.root.getByRole('textbox', { name: t('b2b.email.otp.label') }).fill(await code);
}

/** The organization row of the discovery list (a button named by the organization and its action). */
export function organizationRow(widget: B2BWidgetPage, name: string): Locator {
  return widget.root.getByRole('button', { name: new RegExp(`^\\S?\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
}
