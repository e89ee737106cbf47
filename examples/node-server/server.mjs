// A host backend guarding its routes with portico-server: a plain node:http
// server, no framework. It reads the session cookies Portico's browser client
// writes (stytch_session_jwt, stytch_session) on the same site.
//
//   GET /              what this server is, and whether the request is signed in
//   GET /api/session   guarded: the session, verified from the JWT cookie locally
//                      (an expired JWT falls back to an online check of the
//                      opaque cookie); 401 without a valid session
//   GET /api/me        guarded: the signed-in user, from the provider (an online
//                      check of the stytch_session cookie); 401 otherwise
//
// Run it beside `npm run demo` (which builds portico-server and starts the
// emulator on 127.0.0.1:8787 and the pages on localhost:3000):
//
//   node examples/node-server/server.mjs     # http://localhost:3002
//
// Sign in on http://localhost:3000/?otp=email, then open
// http://localhost:3002/api/me: cookies belong to a host name, not to a port,
// so the page's session cookies reach this server too. Environment variables:
// PORT (3002), PORTICO_BASE_URL (http://127.0.0.1:8787), PORTICO_PUBLIC_TOKEN
// (public-token-test-emulator), PORTICO_PROJECT_ID (project-test-emulator).
// Against the hosted provider, set the token and project id of your project
// and leave PORTICO_BASE_URL empty.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PorticoSessionError, readSessionCookies, verifyRequest, verifySession } from 'portico-server';
import { listenLocal } from '../../scripts/listen.mjs';

function sendJson(res, status, value) {
  const body = JSON.stringify(value, null, 2);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    // Answers about a session are per visitor and never cached.
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** A refused session is a 401 with the reason's code; anything else (wrong options, a bug) is a 500. */
function refuse(res, error) {
  if (error instanceof PorticoSessionError) {
    sendJson(res, 401, { error: { code: error.code, message: error.message } });
    return;
  }
  console.error('[node-server]', error);
  sendJson(res, 500, { error: { code: 'internal_error', message: 'Something went wrong.' } });
}

/**
 * Starts the example; resolves with its URL, port and `close()`. Rejects with
 * the listen error (`code: 'EADDRINUSE'`, …) when the port cannot be used.
 */
export async function startNodeServerExample({
  port = 3002,
  host = 'localhost',
  baseUrl,
  publicToken = 'public-token-test-emulator',
  projectId = 'project-test-emulator',
} = {}) {
  // One options object for every check: portico-server caches the project's keys per JWKS URL.
  const options = { projectId, publicToken, ...(baseUrl ? { baseUrl } : {}) };

  const routes = {
    '/': async (req, res) => {
      const cookies = readSessionCookies(req);
      sendJson(res, 200, {
        about: 'A node:http backend guarding its routes with portico-server.',
        routes: { '/api/session': 'the session (JWT checked locally)', '/api/me': 'the user (checked online)' },
        cookies: { stytch_session_jwt: 'sessionJwt' in cookies, stytch_session: 'sessionToken' in cookies },
      });
    },
    '/api/session': async (req, res) => {
      try {
        const { session, user } = await verifyRequest(req, options);
        sendJson(res, 200, { session, ...(user ? { user } : {}) });
      } catch (error) {
        refuse(res, error);
      }
    },
    '/api/me': async (req, res) => {
      try {
        const { user } = await verifySession(readSessionCookies(req).sessionToken, { ...options, online: true });
        sendJson(res, 200, { user });
      } catch (error) {
        refuse(res, error);
      }
    },
  };

  const handler = (req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://localhost').pathname];
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: { code: 'method_not_allowed' } });
    if (!route) return sendJson(res, 404, { error: { code: 'not_found' } });
    route(req, res).catch((error) => refuse(res, error));
  };

  const listening = await listenLocal({ host, port, handler });
  return { url: `http://localhost:${listening.port}`, port: listening.port, close: listening.close };
}

// `node examples/node-server/server.mjs`: the same server from environment variables.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { PORT, PORTICO_BASE_URL, PORTICO_PUBLIC_TOKEN, PORTICO_PROJECT_ID } = process.env;
  const server = await startNodeServerExample({
    port: PORT ? Number(PORT) : 3002,
    baseUrl: PORTICO_BASE_URL === undefined ? 'http://127.0.0.1:8787' : PORTICO_BASE_URL || undefined,
    publicToken: PORTICO_PUBLIC_TOKEN || undefined,
    projectId: PORTICO_PROJECT_ID || undefined,
  });
  console.log(`Node server example: ${server.url} (GET /api/session, GET /api/me)`);
}
