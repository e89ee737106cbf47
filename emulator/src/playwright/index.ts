/**
 * `portico-emulator/playwright`: Playwright fixtures for testing an app that
 * uses Portico against the emulator (docs/testing.md, "Testing your app with
 * Portico"). `@playwright/test` is an optional peer dependency: only this
 * entry imports it, never the package's main entry.
 *
 *   import { test, expect } from 'portico-emulator/playwright';
 *
 * - `emulator` (one per worker): `{ url, api }`, the worker's own emulator on
 *   a free port and its dev-API client. Workers never share users, codes,
 *   lockouts or sessions; before each test it is reset (`resetEmulator`).
 * - `emulatorRoutes` (option): the provider origins the app under test is
 *   configured with; every request the test's pages make to them goes to the
 *   worker's emulator instead, so one app server serves every worker.
 * - `signInAs(page, { email })`, `virtualAuthenticator(page)`,
 *   `injectWallet(page, { chain })`.
 */
import {
  test as base,
  type BrowserContext,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type Route,
  type TestType,
} from '@playwright/test';
import type { EmulatorConfigInput } from '../config';
import type { DevApiClient } from '../dev-client';
// The package's main entry, not a module of it: the build makes this import
// `portico-emulator` itself (tsup.config.ts), so the fixtures share one copy of
// the emulator and its error classes with the app's own imports.
import { startEmulator } from '../index';
import { cookieOrigin, setSessionCookies, type SessionCookieNames, type SignedInUser, type SignInAsOptions } from './sign-in-as';
import { addVirtualAuthenticator, type VirtualAuthenticator, type VirtualAuthenticatorOptions } from './virtual-authenticator';
import { injectWallet, type InjectedWallet, type InjectWalletOptions } from './wallets';

export { expect } from '@playwright/test';
export { addVirtualAuthenticator, injectWallet, setSessionCookies };
export type { DevSession, SessionCookie, SessionCookieNames, SignedInUser, SignInAsOptions } from './sign-in-as';
export type { StoredCredential, VirtualAuthenticator, VirtualAuthenticatorOptions } from './virtual-authenticator';
export type { InjectedWallet, InjectWalletOptions, WalletChain, WalletInfo } from './wallets';
export { METAMASK_INFO } from './wallets';

/** The worker's emulator as tests see it. */
export interface WorkerEmulator {
  /** e.g. `http://127.0.0.1:41234`, no trailing slash. */
  url: string;
  /** The typed dev-API client (mailbox, users, sessions, clock, faults, reset; the dev API is in the repository README, "The emulator"). */
  api: DevApiClient;
}

export interface PorticoWorkerOptions {
  /** The project config of every worker's emulator (the keys of `npx portico-emulator --config`). Default: the emulator's defaults. */
  emulatorConfig: EmulatorConfigInput | undefined;
}

export interface PorticoWorkerFixtures {
  emulator: WorkerEmulator;
}

export interface PorticoTestOptions {
  /**
   * Origins the app sends provider requests to (its `customBaseUrl`, e.g.
   * `http://127.0.0.1:8787`); each request of the test's browser context to
   * one of them is answered by the worker's emulator. Default none: the app
   * is pointed at `emulator.url` some other way.
   */
  emulatorRoutes: readonly string[];
  /**
   * Reset the worker's emulator before each test (users, sessions, mailbox,
   * lockouts, faults, clock). Default true. Config patches (`api.config.patch`)
   * outlive a reset: set a worker's config with `emulatorConfig`.
   */
  resetEmulator: boolean;
  /** The session cookie names the app's client uses, when it sets `cookieOptions`. Default the client's. */
  sessionCookieNames: SessionCookieNames;
}

export interface PorticoTestFixtures {
  /**
   * Makes a session for `email` through the dev API (creating the user when
   * there is none) and sets its cookies for the app's origin (the page's, else
   * `baseURL`). Load or reload the page afterwards: the client reads the
   * cookies when it starts.
   */
  signInAs(page: Page, options: SignInAsOptions): Promise<SignedInUser>;
  /** Adds Chromium's virtual authenticator (CTAP2, resident keys, user verification) to `page`. */
  virtualAuthenticator(page: Page, options?: VirtualAuthenticatorOptions): Promise<VirtualAuthenticator>;
  /** Injects a wallet whose key is made in the test and signs in Node. Call before `page.goto`. */
  injectWallet(page: Page, options: InjectWalletOptions): Promise<InjectedWallet>;
}

interface InternalFixtures {
  _porticoRoutes: void;
  _porticoReset: void;
}

/** Sends the request to the same path on the worker's emulator and answers with its response, redirects included. */
async function routeToEmulator(context: BrowserContext, origins: readonly string[], emulatorUrl: string): Promise<void> {
  const routed = new Set(origins.map((origin) => new URL(origin).origin));
  if (routed.size === 0) return;
  const handler = async (route: Route): Promise<void> => {
    const from = new URL(route.request().url());
    const to = new URL(`${from.pathname}${from.search}`, emulatorUrl);
    try {
      const response = await route.fetch({ url: to.href, maxRedirects: 0 });
      await route.fulfill({ response });
    } catch (error) {
      // The test ended with this request in flight: its page is gone and nobody reads the answer.
      if (error instanceof Error && /has been closed|Target closed|Test ended/i.test(error.message)) return;
      throw error;
    }
  };
  await context.route((url) => routed.has(url.origin), handler);
}

/**
 * Playwright's `test` with the fixtures above. Typed by name so the
 * declarations refer to `@playwright/test` alone, not to the package it
 * re-exports from.
 */
export type PorticoTest = TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & PorticoTestOptions & PorticoTestFixtures,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions & PorticoWorkerOptions & PorticoWorkerFixtures
>;

export const test: PorticoTest = base.extend<PorticoTestOptions & PorticoTestFixtures & InternalFixtures, PorticoWorkerOptions & PorticoWorkerFixtures>({
  emulatorConfig: [undefined, { scope: 'worker', option: true }],
  emulator: [
    async ({ emulatorConfig }, use) => {
      const handle = await startEmulator({ port: 0, ...(emulatorConfig === undefined ? {} : { config: emulatorConfig }) });
      try {
        await use({ url: handle.url, api: handle.api });
      } finally {
        await handle.stop();
      }
    },
    { scope: 'worker', title: 'start the worker’s Portico emulator' },
  ],

  emulatorRoutes: [[], { option: true }],
  resetEmulator: [true, { option: true }],
  sessionCookieNames: [{}, { option: true }],

  _porticoReset: [
    async ({ emulator, resetEmulator }, use) => {
      if (resetEmulator) await emulator.api.reset();
      await use();
    },
    { auto: true, title: 'reset the Portico emulator' },
  ],
  _porticoRoutes: [
    async ({ context, emulator, emulatorRoutes }, use) => {
      await routeToEmulator(context, emulatorRoutes, emulator.url);
      await use();
      // Requests still in flight when the test ends (a poll, a telemetry flush) are dropped, not
      // reported as errors of the worker: Playwright's own advice for routes at a test's end.
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true, title: 'route the provider origins to the worker’s emulator' },
  ],

  signInAs: async ({ emulator, baseURL, sessionCookieNames }, use) => {
    await use(async (page, options) => {
      const origin = cookieOrigin(page, options.origin, baseURL);
      const session = await emulator.api.sessions.create(
        { email: options.email },
        {
          cookieNames: { ...sessionCookieNames, ...options.cookieNames },
          ...(options.durationMinutes === undefined ? {} : { durationMinutes: options.durationMinutes }),
        },
      );
      await setSessionCookies(page, origin, session.cookies);
      return { userId: session.user_id, email: options.email, sessionToken: session.session_token, sessionJwt: session.session_jwt };
    });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  virtualAuthenticator: async ({}, use) => {
    await use((page, options) => addVirtualAuthenticator(page, options));
  },
  // eslint-disable-next-line no-empty-pattern -- as above: no dependencies.
  injectWallet: async ({}, use) => {
    await use((page, options) => injectWallet(page, options));
  },
});
