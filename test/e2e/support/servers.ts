/**
 * The servers a browser test file needs: the real emulator in-process on a
 * random port, and the examples server (scripts/examples-server.mjs) serving the
 * host pages and the built standalone widget on http://localhost:<random>.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startEmulator, type EmulatorConfigInput } from '../../../emulator/src';
import { startExamplesServer } from '../../../scripts/examples-server.mjs';
import { EmulatorApi } from './emulator-api';

export const PUBLIC_TOKEN = 'public-token-test-emulator';

/** The built script-tag widget; PORTICO_STANDALONE_DIR points the tests at another build. */
const STANDALONE_DIR = path.resolve(process.env.PORTICO_STANDALONE_DIR ?? path.join('dist', 'standalone'));
const STANDALONE = path.join(STANDALONE_DIR, 'portico.js');

interface Handle {
  url: string;
  close(): Promise<void>;
}

export interface Servers {
  /** The emulator, e.g. http://127.0.0.1:40123 */
  readonly emulatorUrl: string;
  /** The example pages, e.g. http://localhost:40124 */
  readonly pagesUrl: string;
  readonly api: EmulatorApi;
  /** Absolute URL of an example page path. */
  page(pathAndQuery: string): string;
}

/** `publicToken`: the project's token, default a test token (a live one hides developer errors). */
export function useServers(options: { config?: EmulatorConfigInput; publicToken?: string } = {}): Servers {
  const publicToken = options.publicToken ?? PUBLIC_TOKEN;
  let emulator: Handle | undefined;
  let pages: Handle | undefined;
  let api: EmulatorApi | undefined;

  beforeAll(async () => {
    if (!existsSync(STANDALONE)) {
      throw new Error(`${STANDALONE} is missing: run \`npm run build\` before the browser tests.`);
    }
    emulator = await startEmulator({ port: 0, host: '127.0.0.1', config: { ...options.config, publicToken } });
    pages = await startExamplesServer({
      port: 0,
      emulatorUrl: emulator.url,
      publicToken,
      standaloneDir: STANDALONE_DIR,
    });
    api = new EmulatorApi(emulator.url);
  });

  afterAll(async () => {
    await Promise.allSettled([pages?.close(), emulator?.close()]);
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not running (use inside a test)`);
    return value;
  };

  return {
    get emulatorUrl() {
      return need(emulator, 'the emulator').url;
    },
    get pagesUrl() {
      return need(pages, 'the examples server').url;
    },
    get api() {
      return need(api, 'the emulator');
    },
    page(pathAndQuery: string) {
      return new URL(pathAndQuery, need(pages, 'the examples server').url).href;
    },
  };
}
