/**
 * The provider's own published B2B headless client (@stytch/vanilla-js 6.3.0,
 * its `b2b/headless` entry) in a blank page, against a B2B emulator of its
 * own (docs/protocol.md §13: pointed at the emulator through its `endpoints`
 * option), for the provider-sdk-b2b*.test.ts files. Registers the suite's
 * hooks: the emulator and the page's server start once, and each test starts
 * from a reset emulator and a fresh page.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startEmulator, type EmulatorHandle } from '../../../emulator/src';
import { useBrowser } from './browser';
import { callInPage } from './page-call';
import { PUBLIC_TOKEN, startScriptApp, type ScriptApp } from './script-app';

export interface ProviderB2BClient {
  /** The worker's emulator (its typed dev API is `emulator.api`). */
  readonly emulator: EmulatorHandle;
  /** The page's origin, e.g. for redirect URLs. */
  readonly appUrl: string;
  readonly session: ReturnType<typeof useBrowser>;
  /** Runs `stytch.<path>(...args)` in the page; the answer or the SDK error's type. */
  call(path: string, ...args: unknown[]): ReturnType<typeof callInPage>;
  /** The page's `document.cookie`. */
  cookies(): Promise<string>;
}

export function useProviderB2BClient(): ProviderB2BClient {
  let emulator: EmulatorHandle | undefined;
  let app: ScriptApp | undefined;
  const session = useBrowser();

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, config: { vertical: 'B2B' } });
    const endpoints = { testAPIURL: emulator.url, liveAPIURL: emulator.url, dfpBackendURL: emulator.url };
    app = await startScriptApp({
      entry: { source: "export { StytchB2BHeadlessClient } from '@stytch/vanilla-js/b2b/headless';" },
      boot:
        "import { StytchB2BHeadlessClient } from '/app.js';" +
        `window.stytch = new StytchB2BHeadlessClient(${JSON.stringify(PUBLIC_TOKEN)}, ${JSON.stringify({ endpoints })});`,
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await emulator?.close();
  });
  beforeEach(async () => {
    await emulator!.api.reset();
    await session.page.goto(`${app!.url}/`);
    await session.page.waitForFunction(() => 'stytch' in window);
  });

  return {
    get emulator() {
      return emulator!;
    },
    get appUrl() {
      return app!.url;
    },
    session,
    call: (path, ...args) => callInPage(session.page, 'stytch', path, args),
    cookies: () => session.page.evaluate(() => document.cookie),
  };
}
