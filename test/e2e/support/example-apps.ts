/**
 * The framework examples for browser tests: the Next app (examples/nextjs)
 * under `next start` or `next dev` next to an in-process emulator on a random
 * port, each installed and built by scripts/example-apps.mjs only when its
 * inputs changed (one `next build` per change, reused by every test file and
 * by `npm run demo` and `npm run bench`).
 */
import { afterAll, beforeAll } from 'vitest';
import { startEmulator } from '../../../emulator/src';
import { ensureExampleApp, startNextApp, type ExampleAppName, type NextApp } from '../../../scripts/example-apps.mjs';
import { EmulatorApi } from './emulator-api';
import { PUBLIC_TOKEN } from './servers';

/** Long enough for a first `npm ci` of the app and a `next build` on 2 cores. */
export const PREPARE_TIMEOUT_MS = 5 * 60_000;

/** Installs and builds an example app before the file's tests (no-ops when nothing changed). */
export function useExampleBuild(name: ExampleAppName): void {
  beforeAll(async () => {
    await ensureExampleApp(name);
  }, PREPARE_TIMEOUT_MS);
}

export interface NextServers {
  /** The Next app, http://localhost:PORT */
  readonly url: string;
  readonly emulatorUrl: string;
  readonly api: EmulatorApi;
  /** Absolute URL of an app path. */
  page(pathAndQuery: string): string;
}

/** The emulator and the Next app pointed at it (PORTICO_BASE_URL), for one test file. */
export function useNextApp(mode: 'start' | 'dev'): NextServers {
  let emulator: { url: string; close(): Promise<void> } | undefined;
  let next: NextApp | undefined;
  let api: EmulatorApi | undefined;

  beforeAll(async () => {
    // `next dev` compiles from source and needs only the install; the build is checked anyway (a no-op when fresh).
    await ensureExampleApp('nextjs');
    emulator = await startEmulator({ port: 0, host: '127.0.0.1', config: { publicToken: PUBLIC_TOKEN } });
    next = await startNextApp({ mode, baseUrl: emulator.url });
    api = new EmulatorApi(emulator.url);
  }, PREPARE_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.allSettled([next?.close(), emulator?.close()]);
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not running (use inside a test)`);
    return value;
  };
  return {
    get url() {
      return need(next, 'the Next app').url;
    },
    get emulatorUrl() {
      return need(emulator, 'the emulator').url;
    },
    get api() {
      return need(api, 'the emulator');
    },
    page(pathAndQuery: string) {
      return new URL(pathAndQuery, need(next, 'the Next app').url).href;
    },
  };
}
