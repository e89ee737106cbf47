/**
 * Renders the real widget over a real client whose only fake is `fetch`: a
 * small router answering by path, recording every request, with optional
 * deferred answers to observe pending states.
 */
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { createPorticoClient, type PorticoClient, type User } from '../../../../src/core';
import { getClientInternals } from '../../../../src/core/internals';
import type { CookieJar, KeyValueStorage } from '../../../../src/core/seams/client-seams';
import { createMemoryCookieJar } from '../../../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../../../src/core/seams/memory-storage';
import { DEFAULT_COOKIE_NAMES, formatCookie } from '../../../../src/core/session/cookies';
import { sessionStateKey } from '../../../../src/core/storage-keys';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import type { PorticoEvent } from '../../../../src/ui/events';
import { FLOWS, type FlowId, type WidgetState } from '../../../../src/ui/flows';
import { preloadScreens } from '../../../../src/ui/host/lazy-screens';
import { loadFlows } from '../../../../src/ui/host/load-flows';
import { PorticoWidget } from '../../../../src/ui/widget';
import type { WidgetProps } from '../../../../src/ui/widget-props';
import { WidgetRoot } from '../../../../src/ui/widget-root';
import { apiErrorBody, dataResponse, jsonResponse, makeAuthResponse, makeSession, makeUser } from '../../core/fakes';

export { apiErrorBody, dataResponse, jsonResponse, makeAuthResponse, makeUser };

// Flows and their later screens are lazy chunks; loaded once here, every widget below renders synchronously.
await preloadScreens(await loadFlows(Object.keys(FLOWS) as FlowId[]));

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response>;

export function bootstrapData(overrides: Record<string, unknown> = {}) {
  return {
    project_name: 'Acme',
    disable_sdk_watermark: true,
    email_domains: [],
    captcha_settings: { enabled: false },
    password_config: null,
    ...overrides,
  };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const PUBLIC_TOKEN = 'public-token-test-x';

/**
 * Leaves `user` signed in as an earlier page load would have: the session
 * cookies and the stored `{session, user}` state, which the client restores
 * when it is created. Returns the server's side: the startup session check
 * and `GET /users/me` answer with the same session and user.
 */
function restoreSession(user: User, seams: { storage: KeyValueStorage; cookies: CookieJar }, cookiesOnly = false) {
  const auth = makeAuthResponse({ user, user_id: user.user_id, session: makeSession({ user_id: user.user_id }) });
  const expires = new Date(auth.session.expires_at);
  seams.cookies.write(formatCookie(DEFAULT_COOKIE_NAMES.opaqueToken, auth.session_token, { expires, secure: false }));
  seams.cookies.write(formatCookie(DEFAULT_COOKIE_NAMES.jwt, auth.session_jwt, { expires, secure: false }));
  if (!cookiesOnly) seams.storage.setItem(sessionStateKey(PUBLIC_TOKEN), JSON.stringify({ session: auth.session, user }));
  return {
    'POST /sessions/authenticate': () => dataResponse(auth),
    'GET /users/me': () => dataResponse({ request_id: 'request-id-1', status_code: 200, ...user }),
  } satisfies Record<string, Handler>;
}

export interface TestClientOptions {
  bootstrap?: Record<string, unknown>;
  /** Default a test project's token (`public-token-test-x`). */
  publicToken?: string;
  /** The client starts with this user signed in (see `restoreSession`); `routes` still win. */
  signedIn?: User;
  /**
   * With `signedIn`: the session is only in the cookies (set by the host's
   * backend, or the stored state was cleared), so the client learns of it
   * from its startup check.
   */
  cookiesOnly?: boolean;
}

/** A real client whose fetch answers from `routes` ('POST /otps/email/login_or_create' → handler). */
export function createTestClient(routes: Record<string, Handler> = {}, options: TestClientOptions = {}) {
  const publicToken = options.publicToken ?? PUBLIC_TOKEN;
  const calls: Call[] = [];
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  const table: Record<string, Handler> = {
    [`GET /projects/bootstrap/${publicToken}`]: () => dataResponse(bootstrapData(options.bootstrap)),
    'POST /sessions/authenticate': () => jsonResponse(401, apiErrorBody('session_not_found', 404)),
    'POST /events': () => jsonResponse(200, {}),
    ...(options.signedIn === undefined ? {} : restoreSession(options.signedIn, { storage, cookies }, options.cookiesOnly)),
    ...routes,
  };
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const path = new URL(url).pathname.replace(/^\/sdk\/v1/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const handler = table[`${method} ${path}`];
    if (!handler) return jsonResponse(404, apiErrorBody('not_found', 404));
    return handler(call);
  };
  /** Where the client sent the browser (`navigate` seam), in order. */
  const navigated: string[] = [];
  const client = createPorticoClient(publicToken, {
    customBaseUrl: 'http://127.0.0.1:1',
    seams: { fetch, storage, cookies, navigate: (url: string) => void navigated.push(url) },
  });
  /** Requests other than the background ones (bootstrap, session refresh, telemetry). */
  const apiCalls = () =>
    calls.filter((c) => !c.path.startsWith('/projects/bootstrap') && c.path !== '/sessions/authenticate' && c.path !== '/events');
  /** Telemetry events sent so far, after flushing the batcher. */
  const telemetry = async () => {
    await getClientInternals(client).ctx.telemetry.flush();
    return calls
      .filter((c) => c.path === '/events')
      .flatMap((c) => c.body as Array<{ event: { event_name: string; details: Record<string, unknown> } }>)
      .map((e) => e.event);
  };
  return { client, calls, apiCalls, telemetry, navigated };
}

export interface RenderOptions extends Partial<Omit<WidgetProps, 'client' | 'config'>> {
  config?: LoginConfig;
  client?: PorticoClient;
  strict?: boolean;
  initialState?: WidgetState;
}

export interface Rendered extends RenderResult {
  events: PorticoEvent[];
  errors: Error[];
}

export const EML_CONFIG: LoginConfig = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:3000/auth', signupRedirectURL: 'http://localhost:3000/signup' },
};

export const OTP_CONFIG: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };

export function renderWidget(client: PorticoClient, options: RenderOptions = {}): Rendered {
  const events: PorticoEvent[] = [];
  const errors: Error[] = [];
  const { config = EML_CONFIG, strict = false, initialState, kind = 'login', ...rest } = options;
  const props: WidgetProps = {
    kind,
    client,
    config,
    callbacks: { onEvent: (event) => events.push(event), onError: (error) => errors.push(error) },
    ...rest,
  };
  const element: ReactElement =
    initialState === undefined ? <PorticoWidget {...props} /> : <WidgetRoot {...props} initialState={initialState} />;
  const result = render(strict ? <StrictMode>{element}</StrictMode> : element);
  return Object.assign(result, { events, errors });
}

export { cleanup };
