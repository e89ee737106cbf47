/**
 * A blank app page with one bundled script, served from a loopback server on
 * http://localhost, for browser tests that drive a client library directly
 * (Portico's core client, the provider's published SDK). A real server, not
 * the browser's router: Chromium treats a page the router made up as public
 * and keeps it from calling loopback addresses such as the emulator.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';
import { startEmulator, type EmulatorConfigInput, type EmulatorHandle } from '../../../emulator/src';
import { EmulatorApi } from './emulator-api';

export interface ScriptApp {
  /** e.g. http://localhost:40123 */
  readonly url: string;
  close(): Promise<void>;
}

export interface ScriptAppOptions {
  /** What to bundle: a file, or module source resolved from the repository root. */
  entry: { file: string } | { source: string };
  /** The page's module script, run on load; it imports the bundle from `/app.js`. */
  boot: string;
  /**
   * Bundle the packages' development code paths (React's StrictMode double
   * mounts and effects happen only there). Default: production, as a shipped
   * app has them.
   */
  development?: boolean;
}

export const PUBLIC_TOKEN = 'public-token-test-emulator';

/**
 * The client libraries a page can hold, each pointed at the emulator: the
 * provider's published headless client as `window.stytch` (through its
 * internal `endpoints` option, docs/protocol.md §13.1) and Portico's core
 * client as `window.portico`.
 */
const CLIENTS = {
  provider: {
    global: 'stytch',
    entry: { source: "export { StytchHeadlessClient } from '@stytch/vanilla-js/headless';" },
    boot: (emulatorUrl: string) => {
      const endpoints = { testAPIURL: emulatorUrl, liveAPIURL: emulatorUrl, dfpBackendURL: emulatorUrl };
      return (
        "import { StytchHeadlessClient } from '/app.js';" +
        `window.stytch = new StytchHeadlessClient(${JSON.stringify(PUBLIC_TOKEN)}, ${JSON.stringify({ endpoints })});`
      );
    },
  },
  portico: {
    global: 'portico',
    entry: { file: 'src/core/index.ts' },
    boot: (emulatorUrl: string) =>
      "import { createPorticoClient } from '/app.js';" +
      `window.portico = createPorticoClient(${JSON.stringify(PUBLIC_TOKEN)}, { customBaseUrl: ${JSON.stringify(emulatorUrl)} });`,
  },
} as const;

export interface ClientApp {
  /** The page's global holding the client: `stytch` or `portico`. */
  readonly global: string;
  /** The app's origin, e.g. http://localhost:40123 */
  readonly url: string;
  readonly api: EmulatorApi;
}

/**
 * For a test file: the emulator (in-process, port 0) and an app page with
 * the chosen client pointed at it, started before the file's tests and
 * closed after them.
 */
export function useClientApp(kind: keyof typeof CLIENTS, options: { config?: EmulatorConfigInput } = {}): ClientApp {
  const client = CLIENTS[kind];
  let emulator: EmulatorHandle | undefined;
  let app: ScriptApp | undefined;
  let api: EmulatorApi | undefined;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, config: options.config });
    api = new EmulatorApi(emulator.url);
    app = await startScriptApp({ entry: client.entry, boot: client.boot(emulator.url) });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await emulator?.close();
  });
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the app is not running (use inside a test)');
    return value;
  };
  return {
    global: client.global,
    get url() {
      return need(app).url;
    },
    get api() {
      return need(api);
    },
  };
}

export async function startScriptApp(options: ScriptAppOptions): Promise<ScriptApp> {
  const bundled = await build({
    ...('file' in options.entry
      ? { entryPoints: [options.entry.file] }
      : { stdin: { contents: options.entry.source, resolveDir: process.cwd(), loader: 'js' as const } }),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    // Production code paths of the bundled packages, as a shipped app has them (unless asked otherwise).
    conditions: [options.development === true ? 'development' : 'production'],
    define: { 'process.env.NODE_ENV': options.development === true ? '"development"' : '"production"' },
    write: false,
    logLevel: 'error',
  });
  const script = bundled.outputFiles[0]!.text;
  const html = `<!doctype html><title>app</title><h1>app</h1><script type="module">${options.boot}</script>`;
  const server = createServer((request, response) => {
    const isScript = request.url === '/app.js';
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html' });
    response.end(isScript ? script : html);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
