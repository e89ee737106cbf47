import { DevApiError, EmulatorUnreachableError } from './errors';
import { DEV_API_BASE, DEV_ROUTES, type DevRouteName } from './routes';

/** How the client reaches the emulator: a server's URL, or an in-process fetch handler. */
export interface DevApiTransportOptions {
  /** The emulator's origin, e.g. `http://127.0.0.1:8787` (a trailing slash is ignored). */
  url: string;
  /** Default: the global `fetch`. `createEmulator` passes its in-process handler. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
}

/** Calls dev routes by name (routes.ts), turning error answers into `DevApiError`. */
export class DevApiTransport {
  readonly url: string;
  readonly #fetch: (request: Request) => Promise<Response>;

  constructor(options: DevApiTransportOptions) {
    this.url = options.url.replace(/\/+$/, '');
    this.#fetch = options.fetch ?? ((request) => fetch(request));
  }

  /** The absolute URL of a dev route (for the pages a browser loads: the mailbox, the GIS script). */
  urlOf(name: DevRouteName, input: Omit<CallInput, 'body'> = {}): string {
    let path: string = DEV_ROUTES[name].path;
    for (const [key, value] of Object.entries(input.params ?? {})) path = path.replace(`:${key}`, encodeURIComponent(value));
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined) search.set(key, value);
    const query = search.size > 0 ? `?${search.toString()}` : '';
    return `${this.url}${DEV_API_BASE}${path === '/' ? '/' : path}${query}`;
  }

  async call<T>(name: DevRouteName, input: CallInput = {}): Promise<T> {
    const { method } = DEV_ROUTES[name];
    const url = this.urlOf(name, input);
    const request = new Request(url, {
      method,
      headers: input.body === undefined ? {} : { 'content-type': 'application/json' },
      body: input.body === undefined ? null : JSON.stringify(input.body),
    });
    let response: Response;
    try {
      response = await this.#fetch(request);
    } catch (error) {
      throw new EmulatorUnreachableError(method, url, error);
    }
    const text = await response.text();
    const path = new URL(url).pathname;
    if (!response.ok) {
      let errorType = 'unknown_error';
      let errorMessage = text;
      try {
        const body = JSON.parse(text) as { error_type?: unknown; error_message?: unknown };
        if (typeof body.error_type === 'string') errorType = body.error_type;
        if (typeof body.error_message === 'string') errorMessage = body.error_message;
      } catch {
        // Not the provider's error body (a proxy's page, a fault's text): keep the text.
      }
      throw new DevApiError({ status: response.status, errorType, errorMessage, method, path });
    }
    return (text === '' ? {} : JSON.parse(text)) as T;
  }
}
