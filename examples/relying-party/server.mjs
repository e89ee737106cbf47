// Acme Notes: a small third-party web app (a relying party) that signs its
// users in with Portico's OpenID Connect provider, using openid-client.
//
//   GET  /          signed out: 'Sign in with Portico'; signed in: the verified
//                   ID token claims, the userinfo response, whether a refresh
//                   token came, 'Refresh tokens' and 'Log out'
//   GET  /login     authorization code flow with PKCE (S256), state and nonce →
//                   the provider's authorization endpoint (Portico's /idp page)
//   GET  /callback  the code exchanged for tokens, then userinfo; errors shown as text
//   POST /refresh   refresh_token grant
//   POST /logout    the local session cleared → the provider's end-session endpoint
//   GET  /style.css
//
// Run alone: ISSUER=http://127.0.0.1:8787 CLIENT_ID=… CLIENT_SECRET=… RP_PORT=3001 \
//   node examples/relying-party/server.mjs   (`npm run demo` starts it in-process).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as client from 'openid-client';
import { listenLocal } from '../../scripts/listen.mjs';
import { definitionList, escapeHtml, page, postButton } from './html.mjs';
import { describeFailure, lazyProvider } from './provider.mjs';
import { clearedCookie, createSessionStore, csrfMatches, sessionCookie } from './sessions.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SCOPE = 'openid email profile offline_access';
/** A sign-in not finished within this many milliseconds is dropped (its verifier with it). */
const PENDING_LOGIN_MS = 10 * 60 * 1000;
const MAX_FORM_BYTES = 4096;

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // No inline script or style anywhere: the pages are plain HTML and one stylesheet.
  'Content-Security-Policy': "default-src 'self'; style-src 'self'",
  // Callback addresses carry an authorization code: never leak them in a Referer.
  'Referrer-Policy': 'no-referrer',
};

function send(res, status, body, headers = {}) {
  res.writeHead(status, {
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

function sendPage(res, status, title, body, headers = {}) {
  send(res, status, page(title, body), { ...PAGE_HEADERS, ...headers });
}

function redirect(res, location, headers = {}) {
  send(res, 303, '', { Location: location, ...headers });
}

function errorPage(res, status, heading, failure, headers = {}) {
  sendPage(
    res,
    status,
    heading,
    `      <h1>${escapeHtml(heading)}</h1>
      <p class="error" role="alert"><code>${escapeHtml(failure.code)}</code>: ${escapeHtml(failure.description)}</p>
      <p><a href="/">Back to Acme Notes</a></p>`,
    headers,
  );
}

/** The urlencoded body of a small form POST. */
async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > MAX_FORM_BYTES) throw Object.assign(new Error('Form too large'), { status: 413 });
  }
  return new URLSearchParams(body);
}

function homePage(session, notice) {
  const noticeHtml = notice ? `      <p class="notice" role="status">${escapeHtml(notice)}</p>\n` : '';
  if (!session?.claims) {
    return `      <h1>Acme Notes</h1>
${noticeHtml}      <p>Your notes, anywhere. Acme Notes is a separate app: it signs you in with your Portico account and sees only what you allow.</p>
      <form method="get" action="/login"><button type="submit">Sign in with Portico</button></form>`;
  }
  const who = session.claims.email ?? session.claims.sub;
  return `      <h1>Acme Notes</h1>
${noticeHtml}      <p>Signed in as <strong>${escapeHtml(who)}</strong>.</p>
      <section aria-labelledby="claims-heading">
        <h2 id="claims-heading">ID token claims (verified)</h2>
        ${definitionList(session.claims, 'ID token claims')}
      </section>
      <section aria-labelledby="userinfo-heading">
        <h2 id="userinfo-heading">Userinfo response</h2>
        ${definitionList(session.userinfo, 'Userinfo response')}
      </section>
      <section aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">Tokens</h2>
        <p id="refresh-token-status">${session.refreshToken ? 'A refresh token was received.' : 'No refresh token was received.'}</p>
        <div class="actions">
          ${session.refreshToken ? postButton('/refresh', 'Refresh tokens', session.csrf) : ''}
          ${postButton('/logout', 'Log out', session.csrf)}
        </div>
      </section>`;
}

/**
 * Starts the relying party. `baseUrl` is where browsers reach it (default
 * http://localhost:PORT); its /callback and / are the redirect URIs to register.
 * Discovery waits for the first sign-in, so the provider may start later.
 */
export async function startRelyingParty({ port = 3001, host = 'localhost', issuer, clientId, clientSecret, baseUrl } = {}) {
  if (!issuer) throw new Error('startRelyingParty: issuer is required');
  if (!clientId) throw new Error('startRelyingParty: clientId is required');
  const provider = lazyProvider({ issuer, clientId, clientSecret });
  const sessions = createSessionStore();
  let base = '';
  const callbackUrl = () => `${base}/callback`;

  /** Tokens from a grant, verified claims and the userinfo response, kept on the session. */
  async function keepTokens(config, session, tokens) {
    // A refresh response may carry no new ID token: the verified claims stay.
    const claims = tokens.claims() ?? session.claims;
    session.claims = claims;
    session.idToken = tokens.id_token ?? session.idToken;
    session.accessToken = tokens.access_token;
    session.refreshToken = tokens.refresh_token ?? session.refreshToken;
    session.userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  }

  /**
   * The signed-in session behind a form POST from our own page (its CSRF token),
   * else null after answering 403 under `heading`.
   */
  function signedInPoster(req, res, form, heading) {
    const session = sessions.fromRequest(req);
    if (session?.claims && csrfMatches(session, form.get('csrf'))) return session;
    errorPage(res, 403, heading, { code: 'forbidden', description: 'Sign in first, then use the buttons on the Acme Notes page.' });
    return null;
  }

  const routes = {
    'GET /style.css': async (req, res) => {
      send(res, 200, await readFile(path.join(HERE, 'style.css')), { 'Content-Type': 'text/css; charset=utf-8' });
    },

    'GET /': async (req, res, url) => {
      let session = sessions.fromRequest(req);
      let notice = null;
      // Back from the provider's logout: the state we sent says it was ours.
      const state = url.searchParams.get('state');
      if (session?.logoutState && state === session.logoutState) {
        notice = 'You are signed out of Acme Notes and Portico.';
        sessions.delete(session);
        session = null;
      }
      if (session?.refreshedAt && !notice) {
        notice = `Tokens refreshed at ${session.refreshedAt}.`;
        delete session.refreshedAt;
      }
      sendPage(res, 200, session?.claims ? 'Your account' : 'Welcome', homePage(session, notice));
    },

    'GET /login': async (req, res) => {
      let config;
      try {
        config = await provider();
      } catch (error) {
        errorPage(res, 503, 'Portico cannot be reached', describeFailure(error));
        return;
      }
      sessions.delete(sessions.fromRequest(req));
      const pkceCodeVerifier = client.randomPKCECodeVerifier();
      const pending = {
        pkceCodeVerifier,
        expectedState: client.randomState(),
        expectedNonce: client.randomNonce(),
        expiresAt: Date.now() + PENDING_LOGIN_MS,
      };
      const session = sessions.create({ pending });
      const authorizationUrl = client.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl(),
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
        code_challenge_method: 'S256',
        state: pending.expectedState,
        nonce: pending.expectedNonce,
      });
      redirect(res, authorizationUrl.href, { 'Set-Cookie': sessionCookie(session) });
    },

    'GET /callback': async (req, res, url) => {
      const session = sessions.fromRequest(req);
      const pending = session?.pending;
      // Single use: a reload of this address must not redeem the code again.
      if (session) delete session.pending;
      if (!pending || pending.expiresAt < Date.now()) {
        const failure = url.searchParams.has('error')
          ? { code: url.searchParams.get('error'), description: url.searchParams.get('error_description') ?? '' }
          : { code: 'no_sign_in_in_progress', description: 'This browser has no sign-in in progress (or it expired). Start again.' };
        errorPage(res, 400, 'Sign-in did not complete', failure);
        return;
      }
      try {
        const config = await provider();
        const tokens = await client.authorizationCodeGrant(config, new URL(url.pathname + url.search, base), {
          pkceCodeVerifier: pending.pkceCodeVerifier,
          expectedState: pending.expectedState,
          expectedNonce: pending.expectedNonce,
          idTokenExpected: true,
        });
        await keepTokens(config, session, tokens);
      } catch (error) {
        sessions.delete(session);
        errorPage(res, 400, 'Sign-in did not complete', describeFailure(error), { 'Set-Cookie': clearedCookie() });
        return;
      }
      redirect(res, '/');
    },

    'POST /refresh': async (req, res, url, form) => {
      const session = signedInPoster(req, res, form, 'Tokens were not refreshed');
      if (!session) return;
      try {
        const config = await provider();
        await keepTokens(config, session, await client.refreshTokenGrant(config, session.refreshToken));
        session.refreshedAt = new Date().toISOString();
      } catch (error) {
        errorPage(res, 502, 'Tokens were not refreshed', describeFailure(error));
        return;
      }
      redirect(res, '/');
    },

    'POST /logout': async (req, res, url, form) => {
      const session = signedInPoster(req, res, form, 'Not signed out');
      if (!session) return;
      // Signed out here first, whatever the provider says.
      sessions.delete(session);
      const signedOut = sessions.create({ logoutState: client.randomState() });
      const cookie = { 'Set-Cookie': sessionCookie(signedOut) };
      try {
        const endSession = client.buildEndSessionUrl(await provider(), {
          post_logout_redirect_uri: `${base}/`,
          id_token_hint: session.idToken,
          state: signedOut.logoutState,
        });
        redirect(res, endSession.href, cookie);
      } catch (error) {
        errorPage(res, 502, 'Signed out of Acme Notes only', describeFailure(error), cookie);
      }
    },
  };

  const handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = routes[`${req.method === 'HEAD' ? 'GET' : req.method} ${url.pathname}`];
    const run = async () => {
      if (!route) {
        const known = Object.keys(routes).some((key) => key.endsWith(` ${url.pathname}`));
        if (known) send(res, 405, 'Method not allowed', { 'Content-Type': 'text/plain; charset=utf-8' });
        else sendPage(res, 404, 'Not found', '      <h1>Not found</h1>\n      <p><a href="/">Back to Acme Notes</a></p>');
        return;
      }
      const form = req.method === 'POST' ? await readForm(req) : null;
      await route(req, res, url, form);
    };
    run().catch((error) => {
      if (res.headersSent) res.destroy();
      else if (error?.status === 413) send(res, 413, 'Form too large', { 'Content-Type': 'text/plain; charset=utf-8' });
      else errorPage(res, 500, 'Something went wrong', describeFailure(error));
      if (error?.status !== 413) console.error('[relying-party]', error);
    });
  };

  const listening = await listenLocal({ host, port, handler });
  base = (baseUrl ?? `http://localhost:${listening.port}`).replace(/\/+$/, '');
  return { url: base, port: listening.port, close: listening.close };
}

// `node examples/relying-party/server.mjs`: the same server from environment variables.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ISSUER, CLIENT_ID, CLIENT_SECRET, RP_PORT } = process.env;
  const rp = await startRelyingParty({
    port: RP_PORT ? Number(RP_PORT) : 3001,
    issuer: ISSUER ?? 'http://127.0.0.1:8787',
    clientId: CLIENT_ID ?? 'portico-demo-rp',
    clientSecret: CLIENT_SECRET || undefined,
  });
  console.log(`Acme Notes (relying party): ${rp.url}`);
}
