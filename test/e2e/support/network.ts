/** What the page asks the provider's API (`/sdk/v1/*`), recorded from the browser's side. */
import type { Page } from 'playwright-core';

export interface SdkRequest {
  method: string;
  /** The path below /sdk/v1, e.g. `/otps/email/login_or_create`. */
  path: string;
}

/**
 * Starts recording the page's `/sdk/v1` requests. Telemetry (`/events`),
 * bootstrap and CORS preflights are background traffic, so `calls()` leaves
 * them out: what remains are the product calls a form submit would make.
 */
export function recordSdkRequests(page: Page): { all: SdkRequest[]; calls(): SdkRequest[] } {
  const all: SdkRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const at = url.pathname.indexOf('/sdk/v1/');
    if (at === -1) return;
    all.push({ method: request.method(), path: url.pathname.slice(at + '/sdk/v1'.length) });
  });
  return {
    all,
    calls: () =>
      all.filter(
        (r) => r.method !== 'OPTIONS' && r.path !== '/events' && !r.path.startsWith('/projects/bootstrap/'),
      ),
  };
}
