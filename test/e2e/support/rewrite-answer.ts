/**
 * Changing what the page hears from the emulator, on the wire: the page's real
 * request reaches the real emulator (which acts on it: a user is created, a
 * code is spent), and only the answer is rewritten on its way back, or the
 * request fails as a network failure would. The widget under test is the
 * built one, untouched.
 */
import type { Page, Route } from 'playwright-core';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A glob for `POST <emulator>/sdk/v1<path>` (the page may call any origin). */
const sdkPath = (path: string) => `**/sdk/v1${path}`;

/** True for the call itself (CORS preflights go through untouched). */
const isCall = (route: Route) => route.request().method() !== 'OPTIONS';

/**
 * Rewrites the `data` of every answer to `/sdk/v1<path>` with `edit` (which
 * changes it in place) until `page.unroute` or the page closes.
 */
export async function rewriteAnswerData(page: Page, path: string, edit: (data: Json) => void): Promise<void> {
  await page.route(sdkPath(path), async (route) => {
    if (!isCall(route)) return route.fallback();
    const response = await route.fetch();
    const body: unknown = await response.json();
    if (!isRecord(body) || !isRecord(body.data)) return route.fulfill({ response });
    edit(body.data);
    return route.fulfill({ response, json: body });
  });
}

/**
 * Rewrites the `session` of every authenticate answer to `/sdk/v1<path>`:
 * `expires_at` set to `expiresAt`, or removed when it is `undefined`.
 */
export function rewriteSessionExpiry(page: Page, path: string, expiresAt: string | undefined): Promise<void> {
  return rewriteAnswerData(page, path, (data) => {
    if (!isRecord(data.session)) throw new Error(`the answer to ${path} has no session to rewrite`);
    if (expiresAt === undefined) delete data.session.expires_at;
    else data.session.expires_at = expiresAt;
  });
}

/** Fails every request to `/sdk/v1<path>` as a network failure, until `page.unroute(...)`. */
export async function failRequests(page: Page, path: string): Promise<() => Promise<void>> {
  const glob = sdkPath(path);
  await page.route(glob, (route) => (isCall(route) ? route.abort('failed') : route.fallback()));
  return () => page.unroute(glob);
}
