/**
 * Starting a test signed in without going through the UI: the dev API makes
 * a real session (`api.sessions.create`: the same session, JWT and expiry a
 * sign-in gives) and answers the session cookies the client reads
 * (docs/protocol.md §8; names in docs/reference.md, `cookieOptions`). They go
 * into the browser context for the app's origin. The client's startup check
 * finds a session held only in cookies (README, "Passkeys"), so a widget
 * mounted afterwards shows the signed-in state and `client.session` has it.
 */
import type { Page } from '@playwright/test';
import type { DevSession, SessionCookie } from '../dev-client/types';

export interface SessionCookieNames {
  /** Default `stytch_session` (the client's `cookieOptions.opaqueTokenCookieName`). */
  opaqueToken?: string;
  /** Default `stytch_session_jwt` (the client's `cookieOptions.jwtCookieName`). */
  jwt?: string;
}

export interface SignInAsOptions {
  email: string;
  /** Session length; default the project's (`sessionDefaultMinutes`). */
  durationMinutes?: number;
  /** The app's origin; default the page's, else the test's `baseURL`. */
  origin?: string;
  /** The names the app's client reads, when it sets `cookieOptions`; default the test's `sessionCookieNames`. */
  cookieNames?: SessionCookieNames;
}

/** The signed-in user, and the session's tokens for calls a test makes itself (a backend route, `portico-server`). */
export interface SignedInUser {
  userId: string;
  email: string;
  sessionToken: string;
  sessionJwt: string;
}

/** The origin the cookies are for: the option, the page's (when it shows an http(s) page), else `baseURL`. */
export function cookieOrigin(page: Page, origin: string | undefined, baseURL: string | undefined): string {
  for (const candidate of [origin, page.url(), baseURL]) {
    if (candidate === undefined || !URL.canParse(candidate)) continue;
    const url = new URL(candidate);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  }
  throw new Error('signInAs: no origin for the session cookies. Open a page of the app first, set `baseURL`, or pass `origin`.');
}

/**
 * Puts the session cookies into `page`'s context for `origin`: host-only,
 * Path=/, SameSite=Lax, not HttpOnly, expiring with the session, and Secure
 * only on https (Playwright derives host, path and Secure from the URL), the
 * attributes the client writes itself (docs/protocol.md §8). A page already
 * open sees the session after its next load.
 */
export async function setSessionCookies(page: Page, origin: string, cookies: readonly SessionCookie[]): Promise<void> {
  const url = `${new URL(origin).origin}/`;
  await page
    .context()
    .addCookies(cookies.map(({ name, value, expires, sameSite, httpOnly }) => ({ name, value, expires, sameSite, httpOnly, url })));
}

export type { DevSession, SessionCookie };
