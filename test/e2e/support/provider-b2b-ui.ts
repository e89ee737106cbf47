/**
 * The provider's own published B2B UI (@stytch/vanilla-js 6.3.0, its `b2b`
 * entry: the client and `mount`) in a page, against a B2B emulator of its own
 * (docs/protocol.md §13: pointed at the emulator through the client's
 * `endpoints` option), for provider-b2b-ui.test.ts. The page bundles
 * PROVIDER_B2B_UI_ENTRY, the entry scripts/size/provider-b2b-ui.mjs measures,
 * so the size reported is the size of what this test signs in with. Registers
 * the suite's hooks: the emulator and the page's server start once; each test
 * starts from a reset emulator and a fresh page.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startEmulator, type EmulatorHandle } from '../../../emulator/src';
import { PROVIDER_B2B_UI_ENTRY } from '../../../scripts/size/provider-b2b-ui.mjs';
import { useBrowser } from './browser';
import { PUBLIC_TOKEN, startScriptApp, type ScriptApp } from './script-app';

/** The login the page mounts: the Discovery config with email passcodes. */
const LOGIN_CONFIG = { authFlowType: 'Discovery', sessionOptions: { sessionDurationMinutes: 60 } } as const;

export interface ProviderB2BUI {
  /** The suite's emulator (its typed dev API is `emulator.api`). */
  readonly emulator: EmulatorHandle;
  readonly session: ReturnType<typeof useBrowser>;
  /** Loads the page and mounts the login into `#login`. */
  open(): Promise<void>;
  /** The `type` of each event the UI reported to its `onEvent` callback, in order. */
  events(): Promise<string[]>;
}

export function useProviderB2BUI(): ProviderB2BUI {
  let emulator: EmulatorHandle | undefined;
  let app: ScriptApp | undefined;
  const session = useBrowser();

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, config: { vertical: 'B2B' } });
    const endpoints = { testAPIURL: emulator.url, liveAPIURL: emulator.url, dfpBackendURL: emulator.url };
    app = await startScriptApp({
      entry: { source: PROVIDER_B2B_UI_ENTRY },
      boot: [
        "import { StytchB2BClient, mount, emailOtp } from '/app.js';",
        `const client = new StytchB2BClient(${JSON.stringify(PUBLIC_TOKEN)}, ${JSON.stringify({ endpoints })});`,
        `const config = { ...${JSON.stringify(LOGIN_CONFIG)}, products: [emailOtp] };`,
        'window.stytch = client;',
        'window.stytchEvents = [];',
        'const callbacks = { onEvent: (event) => window.stytchEvents.push(event.type) };',
        "const container = document.createElement('main');",
        "container.id = 'login';",
        'document.body.append(container);',
        // 6.3.0's mount creates the <stytch-ui> element but sets no props on a
        // first mount; render() on the element it returns passes them, as
        // scripts/bench/pages.mjs does for the B2C mountLogin.
        "mount({ elementId: '#login', client, config, callbacks }).render({ client, config, callbacks });",
      ].join('\n'),
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await emulator?.close();
  });
  beforeEach(async () => {
    await emulator!.api.reset();
  });

  return {
    get emulator() {
      return emulator!;
    },
    session,
    async open() {
      await session.page.goto(`${app!.url}/`);
      await session.page.waitForFunction(() => 'stytch' in window);
    },
    events: () => session.page.evaluate(() => [...(window as unknown as { stytchEvents: string[] }).stytchEvents]),
  };
}
