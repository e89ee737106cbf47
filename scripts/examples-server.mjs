// A tiny static server for the example host pages (node:http, no dependencies).
//
//   /                       → examples/vanilla/index.html
//   /authenticate           → examples/vanilla/authenticate.html (the magic-link redirect page)
//   /reset-password         → examples/vanilla/reset-password.html (the password-reset email's page)
//   /passkeys               → examples/vanilla/passkeys.html (passkey registration and the passkey list)
//   /idp                    → examples/vanilla/idp.html (the identity provider's consent and logout page)
//   /strict-csp             → examples/vanilla/strict-csp.html under a nonce-only Content-Security-Policy
//   /b2b, /b2b/reset-password → examples/vanilla/b2b.html (the B2B widget: discovery sign-in, and the
//                             password reset email's page), under the same nonce-only policy
//   /portico/**             → dist/standalone/** (the script-tag build of the widget)
//   /portico-b2b/**         → dist/standalone-b2b/** (the script-tag build of the B2B widget)
//   /portico-demo-config.js → `export const apiUrl = '<emulator>'; export const publicToken = '…';`,
//                             and `b2bApiUrl`, `b2bPublicToken`: the B2B project's emulator (null without one)
//   /gallery, /gallery/**   → examples/gallery/** (a folder's index.html for `/gallery` and `/gallery/x/`);
//                             404 when examples/gallery/ does not exist
//   /react, /react/**       → examples/vite-react/dist/** (the Vite + React example's build), its
//                             index.html for any other path below /react/ (the app routes in the
//                             browser); 404 while it is not built (scripts/example-apps.mjs builds it)
//   /vue, /vue/**           → examples/vue/dist/** (the Vite + Vue example's build), the same way
//   anything else           → the file under examples/
//
// Used by `npm run demo` and by the browser tests (test/e2e).
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenLocal } from './listen.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXAMPLES_DIR = path.join(root, 'examples');
const STANDALONE_DIR = path.join(root, 'dist', 'standalone');
const STANDALONE_B2B_DIR = path.join(root, 'dist', 'standalone-b2b');
const GALLERY_DIR = path.join(EXAMPLES_DIR, 'gallery');
const REACT_APP_DIR = path.join(EXAMPLES_DIR, 'vite-react', 'dist');
/** Where the Vite example is served (its `base` in examples/vite-react/vite.config.ts). */
const REACT_APP_PATH = '/react/';
const VUE_APP_DIR = path.join(EXAMPLES_DIR, 'vue', 'dist');
/** Where the Vue example is served (its `base` in examples/vue/vite.config.ts). */
const VUE_APP_PATH = '/vue/';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** Pretty routes of the example pages. */
const ROUTES = {
  '/': 'vanilla/index.html',
  '/authenticate': 'vanilla/authenticate.html',
  '/reset-password': 'vanilla/reset-password.html',
  '/passkeys': 'vanilla/passkeys.html',
  '/idp': 'vanilla/idp.html',
  '/strict-csp': 'vanilla/strict-csp.html',
  '/b2b': 'vanilla/b2b.html',
  '/b2b/reset-password': 'vanilla/b2b.html',
};

/** Pages served under a strict, nonce-only Content-Security-Policy (by file, below examples/). */
const CSP_PAGES = new Set(['vanilla/strict-csp.html', 'vanilla/b2b.html']);

/** The placeholder a CSP page writes where the per-response nonce goes. */
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/** `base/relative` when it stays inside `base`, else null (no directory traversal). */
function resolveInside(base, relative) {
  const resolved = path.resolve(base, `.${path.posix.sep}${relative}`);
  return resolved === base || resolved.startsWith(base + path.sep) ? resolved : null;
}

async function readFileIfExists(file) {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return await readFile(file);
  } catch {
    return null;
  }
}

/** The policy of a CSP page; `emulatorUrls` are the emulators its widgets call (the B2B one too, when running). */
function cspFor(nonce, emulatorUrls) {
  const emulators = emulatorUrls.join(' ');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    `connect-src 'self' ${emulators}`,
    // Google One Tap's prompt is a frame of Google's (here the emulator's stand-in); its script
    // needs nothing more: the widget loads it with the page's nonce.
    `frame-src ${emulators}`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The file under examples/gallery/ for a `/gallery…` path: `/gallery` and any
 * path ending in `/` serve that folder's index.html, like a static host would.
 */
function galleryFile(galleryDir, pathname) {
  const rest = pathname === '/gallery' ? '' : pathname.slice('/gallery/'.length);
  const relative = rest === '' || rest.endsWith('/') ? `${rest}index.html` : rest;
  return resolveInside(galleryDir, relative);
}

/** True when a `/gallery…` path without a trailing slash names a folder that has an index.html. */
async function folderWithIndex(galleryDir, pathname) {
  if (pathname.endsWith('/')) return false;
  const folder = pathname === '/gallery' ? galleryDir : resolveInside(galleryDir, pathname.slice('/gallery/'.length));
  if (!folder) return false;
  try {
    return (await stat(folder)).isDirectory() && (await stat(path.join(folder, 'index.html'))).isFile();
  } catch {
    return false;
  }
}

/**
 * The file of a single-page app served at `appPath` (`/react/`, `/vue/`) for a
 * path below it: the built file when one exists, else its index.html for a
 * path that names no file (the app's own routes: /react/login,
 * /react/dashboard), else null.
 */
async function spaFile(appDir, appPath, pathname) {
  const rest = pathname.slice(appPath.length);
  const file = rest === '' ? null : resolveInside(appDir, rest);
  if (file && (await readFileIfExists(file))) return file;
  return path.posix.extname(rest) === '' ? path.join(appDir, 'index.html') : null;
}

/**
 * Starts the examples server and reports `http://localhost:PORT`: pages must run
 * on localhost (a secure context and a valid WebAuthn RP ID; the emulator's CORS
 * accepts any localhost origin). By default it listens on every loopback
 * address `localhost` resolves to, so the reported URL is exactly where it answers.
 * A port that is taken rejects with the listen error (`code: 'EADDRINUSE'`).
 */
export async function startExamplesServer({
  port = 3000,
  host = 'localhost',
  emulatorUrl,
  publicToken = 'public-token-test-emulator',
  b2bEmulatorUrl = null,
  b2bPublicToken = null,
  standaloneDir = STANDALONE_DIR,
  standaloneB2BDir = STANDALONE_B2B_DIR,
  galleryDir = GALLERY_DIR,
  reactAppDir = REACT_APP_DIR,
  vueAppDir = VUE_APP_DIR,
} = {}) {
  if (!emulatorUrl) throw new Error('startExamplesServer: emulatorUrl is required');
  const widgetDir = path.resolve(standaloneDir);
  const b2bWidgetDir = path.resolve(standaloneB2BDir);
  const galleryRoot = path.resolve(galleryDir);
  const reactAppRoot = path.resolve(reactAppDir);
  const vueAppRoot = path.resolve(vueAppDir);
  const apiUrl = emulatorUrl.replace(/\/+$/, '');
  const b2bApiUrl = b2bEmulatorUrl ? b2bEmulatorUrl.replace(/\/+$/, '') : null;
  const cspEmulators = b2bApiUrl ? [apiUrl, b2bApiUrl] : [apiUrl];
  const configModule =
    `// Written by scripts/examples-server.mjs: where the example pages find the emulator.\n` +
    `export const apiUrl = ${JSON.stringify(apiUrl)};\n` +
    `export const publicToken = ${JSON.stringify(publicToken)};\n` +
    `// The B2B project's emulator (the /b2b page); null when none runs.\n` +
    `export const b2bApiUrl = ${JSON.stringify(b2bApiUrl)};\n` +
    `export const b2bPublicToken = ${JSON.stringify(b2bApiUrl ? b2bPublicToken : null)};\n`;

  const send = (res, status, type, body, headers = {}) => {
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    });
    res.end(body);
  };

  const handle = async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      send(res, 400, 'text/plain; charset=utf-8', 'Bad request');
      return;
    }
    if (pathname.includes('\0')) {
      send(res, 400, 'text/plain; charset=utf-8', 'Bad request');
      return;
    }

    if (pathname === '/portico-demo-config.js') {
      send(res, 200, CONTENT_TYPES['.js'], configModule);
      return;
    }

    let file;
    let relative = null;
    if (pathname.startsWith('/portico/')) {
      file = resolveInside(widgetDir, pathname.slice('/portico/'.length));
    } else if (pathname.startsWith('/portico-b2b/')) {
      file = resolveInside(b2bWidgetDir, pathname.slice('/portico-b2b/'.length));
    } else if (pathname === REACT_APP_PATH.slice(0, -1) || pathname === VUE_APP_PATH.slice(0, -1)) {
      send(res, 308, 'text/plain; charset=utf-8', `See ${pathname}/`, { Location: `${pathname}/` });
      return;
    } else if (pathname.startsWith(REACT_APP_PATH)) {
      file = await spaFile(reactAppRoot, REACT_APP_PATH, pathname);
    } else if (pathname.startsWith(VUE_APP_PATH)) {
      file = await spaFile(vueAppRoot, VUE_APP_PATH, pathname);
    } else if (pathname === '/gallery' || pathname.startsWith('/gallery/')) {
      // `/gallery` → `/gallery/` (when it has an index.html), so the page's relative links resolve inside it.
      const folder = await folderWithIndex(galleryRoot, pathname);
      if (folder) {
        const url = new URL(req.url ?? '/', 'http://localhost');
        send(res, 308, 'text/plain; charset=utf-8', `See ${url.pathname}/`, { Location: `${url.pathname}/${url.search}` });
        return;
      }
      file = galleryFile(galleryRoot, pathname);
    } else {
      relative = ROUTES[pathname] ?? pathname.replace(/^\/+/, '');
      file = resolveInside(EXAMPLES_DIR, relative);
    }
    const body = file && (await readFileIfExists(file));
    if (!body) {
      send(res, 404, 'text/plain; charset=utf-8', `Not found: ${pathname}`);
      return;
    }
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const pageKey = relative === null ? null : path.relative(EXAMPLES_DIR, file).split(path.sep).join('/');

    if (pageKey !== null && CSP_PAGES.has(pageKey)) {
      // A fresh nonce per response, written into the page's nonce attributes.
      const nonce = randomBytes(16).toString('base64');
      const html = body.toString('utf8').replace(NONCE_PLACEHOLDER, nonce);
      send(res, 200, type, html, { 'Content-Security-Policy': cspFor(nonce, cspEmulators) });
      return;
    }
    send(res, 200, type, body);
  };

  const handler = (req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error');
      else res.destroy();
      console.error('[examples-server]', error);
    });
  };

  const listening = await listenLocal({ host, port, handler });
  return { url: `http://localhost:${listening.port}`, port: listening.port, close: listening.close };
}
