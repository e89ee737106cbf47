/**
 * A fake provider behind the client's `fetch` seam: records every request and
 * answers from per-route handlers, so product tests assert the exact wire.
 */
import { vi } from 'vitest';
import { createPorticoClient, type PorticoClient } from '../../../../src/core/client';
import type { PorticoClientOptions } from '../../../../src/core/options';
import type { ClientSeams, KeyValueStorage } from '../../../../src/core/seams/client-seams';
import { createMemoryCookieJar } from '../../../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../../../src/core/seams/memory-storage';
import type { AuthenticateResponse, BootstrapResponse, User } from '../../../../src/core/wire-types';

export const PUBLIC_TOKEN = 'public-token-test-11111111-2222-3333-4444-555555555555';
export const API_BASE = 'https://test.stytch.com';
export const PAGE_HREF = 'http://localhost:3000/login';

export interface RecordedRequest {
  method: string;
  url: string;
  /** Path below `/sdk/v1` (or the full path for other URLs). */
  path: string;
  /** Parsed JSON body; `undefined` when none was sent. */
  body: unknown;
  headers: Record<string, string>;
}

export type Reply = { status?: number; body: unknown; contentType?: string };
type Handler = (request: RecordedRequest) => Reply;

export function bootstrapResponse(overrides: Partial<BootstrapResponse> = {}): BootstrapResponse {
  return {
    request_id: 'request-id-bootstrap',
    status_code: 200,
    project_name: 'Local',
    disable_sdk_watermark: true,
    cname_domain: null,
    email_domains: ['example.com'],
    captcha_settings: { enabled: false },
    pkce_required_for_email_magic_links: false,
    pkce_required_for_password_resets: false,
    pkce_required_for_oauth: false,
    pkce_required_for_sso: false,
    slug_pattern: null,
    create_organization_enabled: false,
    password_config: { luds_complexity: 3, luds_minimum_count: 8 },
    dfp_protected_auth_enabled: false,
    rbac_policy: { roles: [], resources: [], scopes: [] },
    siwe_required_for_crypto_wallets: false,
    vertical: 'CONSUMER',
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 'user-test-1',
    created_at: '2024-01-01T00:00:00Z',
    status: 'active',
    name: { first_name: 'Ada' },
    emails: [{ email_id: 'email-test-1', email: 'ada@example.com', verified: true }],
    phone_numbers: [],
    crypto_wallets: [],
    providers: [],
    password: null,
    totps: [],
    webauthn_registrations: [
      {
        webauthn_registration_id: 'webauthn-registration-test-1',
        domain: 'localhost',
        user_agent: 'test',
        authenticator_type: 'platform',
        verified: true,
        name: 'Laptop',
      },
    ],
    biometric_registrations: [],
    trusted_metadata: {},
    untrusted_metadata: {},
    roles: [],
    ...overrides,
  };
}

export function authenticateData(extra: Record<string, unknown> = {}): AuthenticateResponse {
  const user = makeUser();
  return {
    request_id: 'request-id-auth',
    status_code: 200,
    user_id: user.user_id,
    user,
    session_token: 'session-token-abc',
    session_jwt: 'header.payload.signature',
    session: {
      session_id: 'session-test-1',
      user_id: user.user_id,
      started_at: '2024-01-01T00:00:00Z',
      last_accessed_at: '2024-01-01T00:00:00Z',
      expires_at: '2999-01-01T00:00:00Z',
      attributes: { ip_address: '', user_agent: '' },
      authentication_factors: [],
      custom_claims: {},
      roles: [],
    },
    ...extra,
  };
}

export function apiError(status: number, error_type: string, error_message = error_type): Reply {
  return {
    status,
    body: {
      status_code: status,
      request_id: 'request-id-err',
      error_type,
      error_message,
      error_url: `https://stytch.com/docs/api/errors/${status}#${error_type}`,
    },
  };
}

export interface Harness {
  client: PorticoClient;
  /** Every request except bootstrap and telemetry. */
  calls(): RecordedRequest[];
  /** The last API call (not bootstrap/telemetry). */
  last(): RecordedRequest;
  /** All requests, bootstrap and telemetry included. */
  all: RecordedRequest[];
  /** Answers `METHOD path` (path below /sdk/v1) with `{data}` or a full reply. */
  on(method: string, path: string, reply: unknown | Handler | Reply): void;
  storage: KeyValueStorage;
  cookies: ReturnType<typeof createMemoryCookieJar>;
  navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
  setHref(href: string): void;
  /** Runs pending timers (telemetry flushes), oldest first. */
  runTimers(): Promise<void>;
  /** Decoded telemetry events posted so far. */
  telemetryEvents(): Array<Record<string, unknown>>;
  /** Logs a user in through `otps.authenticate`, so a local session exists. */
  login(): Promise<void>;
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'body' in value && Object.keys(value).every((k) => ['status', 'body', 'contentType'].includes(k));
}

export interface HarnessOptions {
  bootstrap?: Partial<BootstrapResponse>;
  href?: string;
  seams?: Partial<ClientSeams>;
  /** Client options other than `seams`. */
  client?: Omit<PorticoClientOptions, 'seams'>;
}

export function createHarness(options: HarnessOptions = {}): Harness {
  const all: RecordedRequest[] = [];
  const handlers = new Map<string, Handler>();
  let href = options.href ?? PAGE_HREF;
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  const navigate = vi.fn<(url: string) => void>();
  let timers: Array<{ id: number; callback: () => void }> = [];
  let nextTimer = 1;
  let wordCounter = 0;

  const on: Harness['on'] = (method, path, reply) => {
    const handler: Handler =
      typeof reply === 'function'
        ? (reply as Handler)
        : isReply(reply)
          ? () => reply
          : () => ({ body: { data: reply } });
    handlers.set(`${method} ${path}`, handler);
  };

  on('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`, bootstrapResponse(options.bootstrap));
  on('POST', '/events', { body: {} });

  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const parsed = new URL(url);
    const path = parsed.pathname.startsWith('/sdk/v1') ? parsed.pathname.slice('/sdk/v1'.length) : parsed.pathname;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      path,
      body: rawBody === undefined || rawBody === '' ? undefined : JSON.parse(rawBody),
      headers,
    };
    all.push(request);
    const handler = handlers.get(`${request.method} ${path}`);
    const reply: Reply = handler ? handler(request) : apiError(404, 'not_found', `No fake for ${request.method} ${path}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': reply.contentType ?? 'application/json' },
    });
  };

  const client = createPorticoClient(PUBLIC_TOKEN, {
    ...options.client,
    seams: {
      // A browser page, simulated: the client starts its startup check.
      inBrowser: true,
      fetch,
      storage,
      cookies,
      navigate,
      locationHref: () => href,
      onStorageChange: () => () => {},
      onPageHide: () => () => {},
      timers: {
        setTimeout: (callback: () => void) => {
          const id = nextTimer++;
          timers.push({ id, callback });
          return id;
        },
        clearTimeout: (handle: unknown) => {
          timers = timers.filter((t) => t.id !== handle);
        },
      },
      randomWords: (count: number) => Uint32Array.from({ length: count }, () => 0x01020304 + wordCounter++),
      ...options.seams,
    },
  });

  const isApiCall = (r: RecordedRequest) => !r.path.startsWith('/projects/bootstrap/') && r.path !== '/events';

  const harness: Harness = {
    client,
    all,
    calls: () => all.filter(isApiCall),
    last() {
      const calls = all.filter(isApiCall);
      const last = calls[calls.length - 1];
      if (!last) throw new Error('no API call was made');
      return last;
    },
    on,
    storage,
    cookies,
    navigate,
    setHref(next) {
      href = next;
    },
    async runTimers() {
      for (let round = 0; round < 5; round++) {
        const due = timers;
        timers = [];
        for (const t of due) t.callback();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    telemetryEvents() {
      return all
        .filter((r) => r.path === '/events')
        .flatMap((r) => (Array.isArray(r.body) ? r.body : []))
        .map((entry) => (entry as { event: Record<string, unknown> }).event);
    },
    async login() {
      on('POST', '/otps/authenticate', authenticateData({ method_id: 'phone-number-test-1' }));
      await client.otps.authenticate('123456', 'phone-number-test-1', { session_duration_minutes: 30 });
    },
  };
  return harness;
}

/** The S256 challenge of a verifier, as the provider computes it. */
export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return Buffer.from(digest).toString('base64url');
}
