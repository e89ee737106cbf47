/**
 * One-time tokens are redeemed at most once per token per page
 * (docs/architecture.md, "Async"). A page may ask twice for the same token:
 * React's StrictMode mounts a screen twice, a host mounts the reset widget
 * again while its request is out, a redirect page calls `authenticateByUrl()`
 * from an effect. The second request would find the token spent and show an
 * error to a visitor the first one has just signed in. So the first call's
 * request is shared: a duplicate joins it while it is out, or gets its
 * settled outcome (the same data, or the server's same refusal) without
 * sending anything.
 *
 * A caller's signal ends only that caller's wait, never the shared request:
 * a redemption that reached the server must still write the session, even
 * when the caller that started it is gone (StrictMode aborts the first
 * mount's signal right away).
 */
import { whileWaiting } from './call-options';
import { PorticoApiError, PorticoSchemaError } from './errors';

/** What is redeemed; with the key, it names one redemption. */
export type RedemptionKind =
  /** A magic-link token (`magicLinks.authenticate`, the reset email's login link too). */
  | 'magic_links'
  /** An OAuth token (`oauth.authenticate`; redirect and One Tap landings). */
  | 'oauth'
  /** An impersonation token. */
  | 'impersonation'
  /** A password-reset token (`passwords.resetByEmail`; only a success is kept: see its call). */
  | 'password_reset'
  /** An authorize decision of the identity provider (`idp.authorizeSubmit`, by its parameters). */
  | 'idp_authorize'
  /** A redirect page's token (`authenticateByUrl`: telemetry and the address bar once too). */
  | 'page_url';

/**
 * A client's redemptions: (kind, key) → the first call's outcome, kept for
 * the life of the page (the client). A plain map, so the client's entry
 * carries none of the logic below (only the landing pages' calls need it).
 */
export type Redemptions = Map<string, Promise<unknown>>;

/**
 * The outcome of redeeming (`kind`, `key`) in `table`: `send()` runs for the
 * first call only; every call with the same pair gets its outcome. `signal`
 * rejects this call's promise with its reason as soon as it aborts, and an
 * already-aborted call starts nothing.
 *
 * The server's decision is kept: a success, or a refusal (a 4xx answer: the
 * token is spent, expired, unknown, or the input was wrong). Any other
 * failure (no answer, a 5xx, 429, an answer that could not be read, a chunk
 * that did not load) is forgotten once it settles, so the next call tries
 * again, as a visitor's retry did before: the token may well be unused.
 * With `keep: 'successes'` a refusal is forgotten too (a new input may pass).
 */
export function redeemOnce<T>(
  table: Redemptions,
  kind: RedemptionKind,
  key: string,
  signal: AbortSignal | undefined,
  send: () => Promise<T>,
  options: { keep?: 'decisions' | 'successes' } = {},
): Promise<T> {
  const keepRefusals = options.keep !== 'successes';
  if (signal?.aborted) return Promise.reject(signal.reason);
  const id = `${kind}\n${key}`;
  let outcome = table.get(id) as Promise<T> | undefined;
  if (outcome === undefined) {
    const started = (async () => send())();
    table.set(id, started);
    // Also marks the shared promise handled: every caller may have stopped waiting.
    started.catch((error: unknown) => {
      if (!(keepRefusals && refusedByServer(error)) && table.get(id) === started) table.delete(id);
    });
    outcome = started;
  }
  const shared = outcome;
  return whileWaiting(signal, () => shared);
}

/** Whether the server refused the redemption, an answer a new request would only repeat (docs/protocol.md §3). */
function refusedByServer(error: unknown): boolean {
  if (error instanceof PorticoSchemaError) return true;
  return error instanceof PorticoApiError && error.status_code >= 400 && error.status_code < 500 && error.status_code !== 429;
}
