/**
 * The gallery's only fake: the client's `fetch` seam, answering from a fixed
 * table instead of a server. Everything above it (the real client, its
 * bootstrap cache, the widget) runs as it does on a host page. Bodies are the
 * provider's shapes, so errors reach the screens exactly as real ones do.
 */
import { createPorticoClient, type PorticoClient } from '../../src/core';
import { createMemoryCookieJar } from '../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../src/core/seams/memory-storage';

/** An answer for one request; `never` keeps the request pending (a 'loading' state). */
export type Answer = () => Response | Promise<Response>;

/** 'POST /otps/authenticate' → answer. Paths are the API's, without the `/sdk/v1` prefix. */
export type Routes = Readonly<Record<string, Answer>>;

const PUBLIC_TOKEN = 'public-token-gallery';
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

export function createGalleryClient(routes: Routes = {}): GalleryApi {
  const requests: string[] = [];
  const table: Routes = { ...BASE_ROUTES, ...routes };
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
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
  const client = createPorticoClient(PUBLIC_TOKEN, {
    customBaseUrl: BASE_URL,
    seams: { fetch, storage: createMemoryStorage(), cookies: createMemoryCookieJar() },
  });
  return { client, requests };
}
