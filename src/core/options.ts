/**
 * The options a host passes when creating a client.
 */
import type { ClientSeams } from './seams/client-seams';

export type { ClientSeams } from './seams/client-seams';
export { resolveBaseUrl } from './base-url';

/** Where and how the session cookies are written. */
export interface CookieOptions {
  /** Cookie holding the opaque session token. Default `stytch_session`. */
  opaqueTokenCookieName?: string;
  /** Cookie holding the session JWT. Default `stytch_session_jwt`. */
  jwtCookieName?: string;
  /** Cookie holding an intermediate session token. Default `stytch_intermediate_session_token`. */
  istCookieName?: string;
  /** Cookie `Path`. Default `/`. */
  path?: string;
  /**
   * Writes the cookies with a `Domain` attribute (`domain`, else the page's
   * host name) so subdomains see them. Ignored on localhost.
   */
  availableToSubdomains?: boolean;
  /** The `Domain` used with `availableToSubdomains`. */
  domain?: string;
}

/**
 * Supplies a captcha token for calls the server guards with captcha. Portico
 * loads no remote captcha script itself: plug in your own (e.g. reCAPTCHA).
 */
export interface CaptchaProvider {
  getToken(): Promise<string>;
}

/** Supplies a device-fingerprint telemetry id for guarded calls. */
export interface DfpProvider {
  getTelemetryId(): Promise<string>;
}

/** Options of a Portico client. All are optional. */
export interface PorticoClientOptions {
  /**
   * The API origin to talk to instead of the provider's hosted one, e.g. a
   * custom auth domain or a local emulator. Must be an http(s) URL; scheme
   * and port are kept (`http://localhost:8787` works) and any path is
   * dropped. An invalid value logs a warning and the default is used.
   * It alone does not make the client check for a session at startup: that
   * needs a session cookie, or a project custom domain (bootstrap
   * `cname_domain`, for HttpOnly-cookie setups).
   */
  customBaseUrl?: string;
  /** Names and attributes of the session cookies. */
  cookieOptions?: CookieOptions;
  /** Captcha token source used when the server answers 'Captcha required'. */
  captcha?: CaptchaProvider;
  /** Device-fingerprint source used when the server answers 'Captcha required'. */
  deviceFingerprint?: DfpProvider;
  /**
   * Extends the session on every background refresh by sending the duration
   * of the last login with `POST /sessions/authenticate`.
   */
  keepSessionAlive?: boolean;
}

/**
 * The client's options plus `seams`, which replace browser surfaces (fetch,
 * timers, clock, randomness, cookies, storage, location, page-hide events:
 * src/core/seams/client-seams.ts). Internal: tests,
 * the gallery and the integration harness pass it to
 * `createPorticoClientInternal` (src/core/client.ts); no package entry
 * exports it, so hosts cannot reach the seams through the public types.
 */
export interface InternalClientOptions extends PorticoClientOptions {
  seams?: Partial<ClientSeams>;
}
