/**
 * A page visit for the React tests that go through the public API only
 * (`<PorticoProvider publicToken options>`): the browser's own cookies and
 * localStorage, as an earlier visit would have left them, and the page's
 * `fetch` answering as the provider would.
 */
import { vi } from 'vitest';
import { DEFAULT_COOKIE_NAMES, formatCookie } from '../../../src/core/session/cookies';
import { bootstrapKey, sessionStateKey } from '../../../src/core/storage-keys';
import type { AuthenticateResponse } from '../../../src/core/wire-types';
import { apiErrorBody, dataResponse, jsonResponse, makeAuthResponse } from '../core/fakes';
import { bootstrapResponse } from '../core/products/harness';

export const BASE_URL = 'http://127.0.0.1:1';

export interface Visit {
  /** An earlier visit cached the bootstrap, with the 'Powered by' footer on. */
  cachedBootstrap?: boolean;
  /** The session's cookies (set by an earlier sign-in, or by the host's backend). */
  sessionCookie?: boolean;
  /** The stored `{session, user}` state beside the cookies. */
  storedSession?: boolean;
}

export interface PageFetch {
  /** `METHOD /path` of every request, in order. */
  requests: string[];
  /** The startup check's answer, when a test holds it back. */
  holdCheck(): { release(): void };
}

let counter = 0;

/** A token of its own per test: one browser client per token and options (src/react/owned-client.ts). */
export function freshToken(): string {
  counter += 1;
  return `public-token-test-page-${counter}`;
}

/** Leaves the browser as `visit` says, and answers the page's fetch: the session is `auth`'s when a cookie was set. */
export function preparePage(publicToken: string, visit: Visit, auth: AuthenticateResponse = makeAuthResponse()): PageFetch {
  if (visit.cachedBootstrap) {
    localStorage.setItem(bootstrapKey(publicToken), JSON.stringify(bootstrapResponse({ disable_sdk_watermark: false })));
  }
  if (visit.sessionCookie) {
    const expires = new Date(auth.session.expires_at);
    document.cookie = formatCookie(DEFAULT_COOKIE_NAMES.opaqueToken, auth.session_token, { expires, path: '/', secure: false });
    document.cookie = formatCookie(DEFAULT_COOKIE_NAMES.jwt, auth.session_jwt, { expires, path: '/', secure: false });
  }
  if (visit.storedSession) {
    localStorage.setItem(sessionStateKey(publicToken), JSON.stringify({ session: auth.session, user: auth.user }));
  }
  const requests: string[] = [];
  let held: Promise<void> | null = null;
  const fetch = vi.fn(async (url: string | URL, init: RequestInit = {}) => {
    const path = new URL(String(url)).pathname.replace(/^\/sdk\/v1/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    requests.push(`${method} ${path}`);
    if (path.startsWith('/projects/bootstrap/')) return dataResponse(bootstrapResponse({ disable_sdk_watermark: !visit.cachedBootstrap }));
    if (path === '/events') return jsonResponse(200, {});
    if (path === '/sessions/authenticate') {
      if (held) await held;
      return visit.sessionCookie ? dataResponse(auth) : jsonResponse(404, apiErrorBody('session_not_found', 404));
    }
    return jsonResponse(404, apiErrorBody('not_found', 404));
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    holdCheck() {
      let release!: () => void;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return { release: () => release() };
    },
  };
}

/**
 * Forgets what `preparePage` left: cookies, storage, the page's fetch. Call it
 * after unmounting: it first lets the providers' clients be destroyed (a task
 * after the last provider left), so none fetches from the real network.
 */
export async function leavePage(): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  for (const name of Object.values(DEFAULT_COOKIE_NAMES)) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  localStorage.clear();
  vi.unstubAllGlobals();
}
