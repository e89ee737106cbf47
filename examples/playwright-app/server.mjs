// The example app's server (node:http, no dependencies): the pages in app/,
// `portico/standalone` at /portico/, and /config.js, the app's runtime
// configuration, written from the environment the way a deployment sets it:
//
//   PORTICO_BASE_URL      the provider's API origin (the client's customBaseUrl);
//                         default http://127.0.0.1:8787, where `npx portico-emulator` listens
//   PORTICO_PUBLIC_TOKEN  default public-token-test-emulator
//   PORT                  default 3217; HOST default 127.0.0.1 (open it as http://localhost:PORT:
//                         WebAuthn refuses IP addresses)
//
//   node examples/playwright-app/server.mjs
//
// The Playwright tests serve it once (playwright.config.ts, `webServer`) and
// route the provider origin to each worker's own emulator (docs/testing.md,
// "Testing your app with Portico").
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const APP_DIR = fileURLToPath(new URL('./app/', import.meta.url));
// The published entry, resolved as any app resolves its dependencies.
const STANDALONE_DIR = path.dirname(fileURLToPath(import.meta.resolve('portico/standalone')));

const ROUTES = { '/': 'index.html', '/authenticate': 'authenticate.html', '/account': 'account.html' };
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** The file under `dir` a URL path names, or null when it leaves `dir`. */
function inside(dir, relative) {
  const file = path.resolve(dir, `.${path.posix.normalize(`/${relative}`)}`);
  return file.startsWith(dir) ? file : null;
}

function fileFor(pathname) {
  if (pathname.startsWith('/portico/')) return inside(STANDALONE_DIR, pathname.slice('/portico/'.length));
  return inside(APP_DIR, ROUTES[pathname] ?? pathname.slice(1));
}

/**
 * Starts the app's server; resolves once it listens.
 * @param {{ port?: number, host?: string, baseUrl?: string, publicToken?: string }} [options]
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startApp({
  port = 3217,
  host = '127.0.0.1',
  baseUrl = 'http://127.0.0.1:8787',
  publicToken = 'public-token-test-emulator',
} = {}) {
  const config = `export const baseUrl = ${JSON.stringify(baseUrl)};\nexport const publicToken = ${JSON.stringify(publicToken)};\n`;
  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://app.invalid');
    if (pathname === '/config.js') {
      response.writeHead(200, { 'Content-Type': TYPES['.js'], 'Cache-Control': 'no-store' });
      response.end(config);
      return;
    }
    const file = fileFor(pathname);
    const body = file && (await readFile(file).catch(() => null));
    if (!body) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    response.end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://localhost:${server.address().port}`;
  return {
    url,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { env } = process;
  const app = await startApp({
    port: env.PORT === undefined ? undefined : Number(env.PORT),
    host: env.HOST,
    baseUrl: env.PORTICO_BASE_URL,
    publicToken: env.PORTICO_PUBLIC_TOKEN,
  });
  console.log(`Acme (Portico example app) on ${app.url}, provider at ${env.PORTICO_BASE_URL ?? 'http://127.0.0.1:8787'}`);
}
