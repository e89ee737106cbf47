/**
 * The seams between the client's infrastructure (transport, session, bootstrap,
 * PKCE, telemetry) and the product modules built on it. Each product module is a
 * factory `createX(ctx: ClientContext)`, so tests can build one over a real
 * transport pointed at the emulator, or over a faked `fetch`.
 */
import type { Redemptions } from './redeem-once';
import type { KeyValueStorage } from './seams/client-seams';
import type { AuthenticateResponse, RbacPolicy, Session, User } from './wire-types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method: HttpMethod;
  /** Path below `/sdk/v1`, starting with `/`. */
  path: string;
  /** JSON body; keys whose value is `undefined` are dropped by JSON.stringify. */
  body?: object;
  /**
   * Guarded by captcha/device fingerprinting: a non-JSON 'Captcha required'
   * answer is retried once with `captcha_token` and `dfp_telemetry_id` added.
   */
  retriable?: boolean;
  /** Aborts the request (never sent in the body); an already-aborted signal sends nothing. */
  signal?: AbortSignal;
}

export interface HttpClient {
  /** `{base}/sdk/v1` without a trailing slash. */
  readonly sdkBaseUrl: string;
  /** The API origin (`{base}`), used for browser navigations such as OAuth start. */
  readonly baseUrl: string;
  /** Resolves with the `data` of a 2xx answer; rejects with a `PorticoError`. */
  request<T>(options: RequestOptions): Promise<T>;
}

export interface SessionState {
  session: Session;
  user: User;
}

export interface SessionTokens {
  session_token: string;
  session_jwt: string;
}

export interface SessionManager {
  getSync(): Session | null;
  getUserSync(): User | null;
  getTokens(): SessionTokens | null;
  /** True when a local session (cookie) exists: decides primary vs secondary sends. */
  hasSession(): boolean;
  /**
   * Writes cookies + state from a response of a call that logs a user in.
   * Pass the `session_duration_minutes` the call used so that
   * `keepSessionAlive` refreshes extend the session by the same amount
   * (optional: otherwise it is derived from the session's expiry).
   */
  handleAuthenticateResponse(data: AuthenticateResponse, options?: { sessionDurationMinutes?: number }): void;
  /** Replaces the cached user (after GET/PUT /users/me, factor deletes). */
  updateUser(user: User): void;
  /** Removes cookies and state. */
  clear(): void;
  onChange(listener: (state: SessionState | null) => void): () => void;
}

/** Bootstrap mapped to camelCase (docs/protocol.md §5). */
export interface BootstrapData {
  projectName: string | null;
  displayWatermark: boolean;
  cnameDomain: string | null;
  emailDomains: string[];
  captchaSettings: { enabled: false } | { enabled: true; siteKey: string };
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOAuth: boolean;
  pkceRequiredForSso: boolean;
  slugPattern: string | null;
  createOrganizationEnabled: boolean;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  runDFPProtectedAuth: boolean;
  dfpProtectedAuthMode: 'OBSERVATION' | 'DECISIONING' | null;
  rbacPolicy: RbacPolicy | null;
  siweRequiredForCryptoWallets: boolean;
  vertical: 'CONSUMER' | 'B2B' | null;
}

export interface BootstrapSource {
  /** Fetched once per client; failures resolve to the defaults. */
  get(): Promise<BootstrapData>;
  /** The cached value (localStorage first), or the defaults. */
  getSync(): BootstrapData;
}

export type PkceNamespace = 'magic_links' | 'oauth' | 'passwords';

export interface PkceStore {
  /** Creates and stores a verifier for the flow; returns its S256 challenge. */
  start(namespace: PkceNamespace): Promise<string>;
  getVerifier(namespace: PkceNamespace): string | null;
  clear(namespace: PkceNamespace): void;
}

export interface TelemetryEvent {
  event_name: string;
  details?: Record<string, unknown>;
  error_code?: string;
  error_description?: string;
  http_status_code?: number;
}

export interface Telemetry {
  log(event: TelemetryEvent): void;
  flush(options?: { keepalive?: boolean }): Promise<void>;
}

/** Browser surfaces the client touches, replaceable in tests. */
export interface BrowserSeams {
  /** Current page URL (for authenticateByUrl and default redirect URLs). */
  locationHref(): string;
  /** Top-level navigation (OAuth start). */
  navigate(url: string): void;
  /**
   * Replaces the page URL in the session history without loading it
   * (`authenticateByUrl` drops a redeemed token, so a reload does not try it again).
   */
  replaceUrl(url: string): void;
}

export interface ClientContext {
  publicToken: string;
  http: HttpClient;
  session: SessionManager;
  bootstrap: BootstrapSource;
  pkce: PkceStore;
  telemetry: Telemetry;
  browser: BrowserSeams;
  /**
   * localStorage (or the seam's replacement), for a product's own small
   * records; keys come from storage-keys.ts. Reads and writes may throw.
   */
  storage: KeyValueStorage;
  /** One-time tokens redeemed on this page, each at most once (redeem-once.ts). */
  redemptions: Redemptions;
}
