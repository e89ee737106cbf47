import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { Clock } from './clock';
import type { EmulatorConfig } from './config';
import type { FaultRegistry } from './dev-api/faults';
import type { Product } from './products/product';
import type { ReadonlySession } from './products/sessions/issue';
import type { ReadonlyUser } from './products/users/users';
import type { Store } from './store/store';

/** Who is calling, from the Basic-auth secret (see auth.ts). */
export type AuthState =
  | { kind: 'anonymous' }
  | { kind: 'session'; token: string; session: ReadonlySession; user: ReadonlyUser }
  /** A secret was sent that is not a live session token. */
  | { kind: 'invalid_session' };

export interface EmulatorEnv {
  Variables: {
    requestId: string;
    auth: AuthState;
  };
}

export type EmulatorContext = Context<EmulatorEnv>;

/** What every route module receives. `config` is replaced by `PATCH /_emulator/config`. */
export interface EmulatorDeps {
  readonly store: Store;
  readonly clock: Clock;
  config: EmulatorConfig;
  readonly faults: FaultRegistry;
  /** The registered products (products/registry.ts), for what spans them: the wire user, seeds, factor removal. */
  readonly products: readonly Product[];
  /**
   * The URL the server listens on (`http://127.0.0.1:<port>`), set by
   * startEmulator once it listens; null in-process or when bound to a wildcard
   * address, where no one URL names the emulator (products/idp/issuer.ts).
   */
  listenUrl: string | null;
}

/** The success envelope of docs/protocol.md §3: `200 { data: { ...fields, request_id, status_code } }`. */
export function ok(c: EmulatorContext, data: object): Response {
  return c.json({ data: { ...data, request_id: c.get('requestId'), status_code: 200 } }, 200);
}

/** The raw Node request when served by @hono/node-server; undefined in-process. */
export function incomingOf(c: EmulatorContext): IncomingMessage | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming;
}
