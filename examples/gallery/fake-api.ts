/**
 * The gallery's only fake: the client's `fetch` seam, answering from a fixed
 * table instead of a server. Everything above it (the real client, its
 * bootstrap cache, the widget) runs as it does on a host page. Bodies are the
 * provider's shapes, so errors reach the screens exactly as real ones do.
 */
import type { PorticoClient, Session, User } from '../../src/core';
import { createPorticoClientInternal } from '../../src/core/client';
import type { Member, MemberSession, Organization } from '../../src/core/b2b';
import { createPorticoB2BClientInternal, type PorticoB2BClient } from '../../src/core/b2b/client';
import type { CookieJar, KeyValueStorage } from '../../src/core/seams/client-seams';
import { createMemoryCookieJar } from '../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../src/core/seams/memory-storage';
import { DEFAULT_COOKIE_NAMES, formatCookie } from '../../src/core/session/cookies';
import { sessionStateKey } from '../../src/core/storage-keys';
import { FROZEN_NOW } from './frozen-clock';

/** An answer for one request; `never` keeps the request pending (a 'loading' state). */
export type Answer = () => Response | Promise<Response>;

/** 'POST /otps/authenticate' → answer. Paths are the API's, without the `/sdk/v1` prefix. */
export type Routes = Readonly<Record<string, Answer>>;

// A test project's token: the gallery shows the developer errors a test token gets.
const PUBLIC_TOKEN = 'public-token-test-gallery';
/** Never contacted: every request is answered by the table. */
const BASE_URL = 'https://api.gallery.invalid';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A 200 with the provider's `{ data }` envelope. */
export function data(value: unknown): Response {
  return json(200, { data: value });
}

/** The provider's error body. */
export function apiError(status: number, errorType: string, message: string): Response {
  return json(status, {
    status_code: status,
    request_id: 'request-gallery-1',
    error_type: errorType,
    error_message: message,
    error_url: `https://docs.example.com/errors/${status}#${errorType}`,
  });
}

/** A request that never gets an answer. */
export const never: Answer = () => new Promise<Response>(() => {});

/** The project's public bootstrap: a project with the 'Powered by' footer and no sender domain. */
export const BOOTSTRAP = {
  project_name: 'Acme',
  disable_sdk_watermark: false,
  email_domains: [],
  captcha_settings: { enabled: false },
  password_config: null,
  // The consent screen describes custom scopes from the policy.
  rbac_policy: {
    roles: [],
    resources: [],
    scopes: [{ scope: 'read:notes', description: 'Read your notes', permissions: [] }],
  },
};

/** Every scenario answers these; a scenario's own routes come on top. */
const BASE_ROUTES: Routes = {
  [`GET /projects/bootstrap/${PUBLIC_TOKEN}`]: () => data(BOOTSTRAP),
  'POST /sessions/authenticate': () => apiError(401, 'session_not_found', 'No session was found.'),
  'POST /events': () => json(200, {}),
  // Main with passkeys and an email form starts passkey autofill where the browser has it
  // (Chromium does): the ceremony waits in the background for the visitor to pick a
  // passkey. Its start never answering is that wait, without a browser ceremony.
  'POST /webauthn/authenticate/start/primary': never,
};

export interface GalleryApi {
  client: PorticoClient;
  /** 'METHOD /path' of every request so far, in order. */
  requests: string[];
}

/** A session started an hour before the frozen now, lasting a day. */
function sessionOf(user: User): Session {
  return {
    session_id: 'session-gallery-1',
    user_id: user.user_id,
    started_at: new Date(FROZEN_NOW - 3_600_000).toISOString(),
    last_accessed_at: new Date(FROZEN_NOW).toISOString(),
    expires_at: new Date(FROZEN_NOW + 86_400_000).toISOString(),
    attributes: { ip_address: '', user_agent: '' },
    authentication_factors: [],
    custom_claims: {},
    roles: ['stytch_user'],
  };
}

/**
 * Leaves `user` signed in the way an earlier page load of the host app would
 * have: the session cookies and the stored `{session, user}` state. A client
 * created over these storage and cookie seams restores that session at once
 * (the screens need no request to know who is signed in) and checks it with
 * `POST /sessions/authenticate`, which the routes below answer with the same
 * session; `GET /users/me` (the passkey list's refresh) answers with the user.
 */
function signIn(user: User, seams: { storage: KeyValueStorage; cookies: CookieJar }): Routes {
  const session = sessionOf(user);
  const tokens = { session_token: 'session-token-gallery', session_jwt: 'session-jwt-gallery' };
  const expires = new Date(session.expires_at);
  // The memory jar keeps only names, values and expiry (the frozen clock keeps these alive).
  seams.cookies.write(formatCookie(DEFAULT_COOKIE_NAMES.opaqueToken, tokens.session_token, { expires, secure: false }));
  seams.cookies.write(formatCookie(DEFAULT_COOKIE_NAMES.jwt, tokens.session_jwt, { expires, secure: false }));
  seams.storage.setItem(sessionStateKey(PUBLIC_TOKEN), JSON.stringify({ session, user }));
  return {
    'POST /sessions/authenticate': () =>
      data({ request_id: 'request-gallery-1', status_code: 200, user_id: user.user_id, user, session, ...tokens }),
    'GET /users/me': () => data({ request_id: 'request-gallery-1', status_code: 200, ...user }),
  };
}

/** The `fetch` seam over a table of answers, logging each request into `requests`. */
function tableFetch(table: Routes, requests: string[]): (url: string, init: RequestInit) => Promise<Response> {
  return async (url, init) => {
    const path = new URL(url).pathname.replace(/^\/sdk\/v1/, '');
    const request = `${(init.method ?? 'GET').toUpperCase()} ${path}`;
    requests.push(request);
    const answer = table[request];
    // A request the scenario did not plan for shows up in the page's console (the browser test fails on it).
    if (answer === undefined) {
      console.error(`gallery: no answer for ${request}`);
      return apiError(404, 'not_found', `No answer for ${request}.`);
    }
    return answer();
  };
}

/**
 * `signedIn`: the client starts with this user signed in (see `signIn`);
 * otherwise signed out. `routes` come on top of every other answer.
 */
export function createGalleryClient(routes: Routes = {}, signedIn?: User): GalleryApi {
  const requests: string[] = [];
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  const session = signedIn === undefined ? {} : signIn(signedIn, { storage, cookies });
  const fetch = tableFetch({ ...BASE_ROUTES, ...session, ...routes }, requests);
  const client = createPorticoClientInternal(PUBLIC_TOKEN, {
    customBaseUrl: BASE_URL,
    seams: { fetch, storage, cookies },
  });
  return { client, requests };
}

/** A B2B project's bootstrap: organizations may be created, their addresses follow the slug pattern. */
export const B2B_BOOTSTRAP = {
  ...BOOTSTRAP,
  vertical: 'B2B',
  create_organization_enabled: true,
  slug_pattern: 'https://app.example.com/org/{{slug}}',
};

const B2B_PUBLIC_TOKEN = 'public-token-test-gallery-b2b';

/** Every B2B scenario answers these; a scenario's own routes come on top. */
const B2B_BASE_ROUTES: Routes = {
  [`GET /projects/bootstrap/${B2B_PUBLIC_TOKEN}`]: () => data(B2B_BOOTSTRAP),
  'POST /b2b/sessions/authenticate': () => apiError(401, 'session_not_found', 'No session was found.'),
  'POST /events': () => json(200, {}),
};

/** A B2B scenario's signed-in member: the member session with its member and organization. */
export interface GalleryB2BSession {
  member_session: MemberSession;
  member: Member;
  organization: Organization;
}

/**
 * Puts what a page where a member signed in has into fresh seams (the session
 * cookies and the stored `{session, member, organization}`), as `signIn` does
 * for a user: the client restores the member at once and checks the session
 * with `POST /b2b/sessions/authenticate`, answered with the same session.
 */
function signInMember(signedIn: GalleryB2BSession, seams: { storage: KeyValueStorage; cookies: CookieJar }): Routes {
  const { member_session, member, organization } = signedIn;
  const tokens = { session_token: 'session-token-gallery-b2b', session_jwt: 'session-jwt-gallery-b2b' };
  const expires = new Date(member_session.expires_at);
  seams.cookies.write(formatCookie(DEFAULT_COOKIE_NAMES.opaqueToken, tokens.session_token, { expires, secure: false }));
  seams.cookies.write(formatCookie(DEFAULT_COOKIE_NAMES.jwt, tokens.session_jwt, { expires, secure: false }));
  seams.storage.setItem(sessionStateKey(B2B_PUBLIC_TOKEN), JSON.stringify({ session: member_session, member, organization }));
  const answer = { request_id: 'request-gallery-1', status_code: 200, member_id: member.member_id, member, organization, member_session, ...tokens };
  return { 'POST /b2b/sessions/authenticate': () => data({ ...answer, intermediate_session_token: '', member_authenticated: true, mfa_required: null }) };
}

/**
 * The B2B widget's client over the same kind of table (`routes` on top of the base ones);
 * `signedIn`: the client starts with this member signed in (see `signInMember`).
 */
export function createGalleryB2BClient(routes: Routes = {}, signedIn?: GalleryB2BSession): { client: PorticoB2BClient; requests: string[] } {
  const requests: string[] = [];
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  const session = signedIn === undefined ? {} : signInMember(signedIn, { storage, cookies });
  const fetch = tableFetch({ ...B2B_BASE_ROUTES, ...session, ...routes }, requests);
  const client = createPorticoB2BClientInternal(B2B_PUBLIC_TOKEN, {
    customBaseUrl: BASE_URL,
    seams: { fetch, storage, cookies },
  });
  return { client, requests };
}
