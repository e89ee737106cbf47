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
}

/** The provider's published headless client, as an app would bundle it. */
export const PROVIDER_HEADLESS_ENTRY = {
  source: "export { StytchHeadlessClient } from '@stytch/vanilla-js/headless';",
} as const;

/** The provider's client options that point it at the emulator (docs/protocol.md §13.1). */
export function providerEndpoints(emulatorUrl: string): Record<string, unknown> {
  return { endpoints: { testAPIURL: emulatorUrl, liveAPIURL: emulatorUrl, dfpBackendURL: emulatorUrl } };
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
    // Production code paths of the bundled packages, as a shipped app has them.
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
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
