import { Hono, type MiddlewareHandler } from 'hono';
import { authMiddleware } from './auth';
import { bodyLimitMiddleware, DEV_BODY_LIMIT_BYTES, SDK_BODY_LIMIT_BYTES } from './body-limits';
import { Clock } from './clock';
import { resolveConfig, type EmulatorConfigInput } from './config';
import type { EmulatorDeps, EmulatorEnv } from './context';
import { corsMiddleware, devApiOriginGuard } from './cors';
import { devApiRoutes } from './dev-api';
import { ConnectionDropped, FaultRegistry, faultMiddleware } from './dev-api/faults';
import { ResetGate, resetGateMiddleware } from './dev-api/reset-gate';
import { asApiError, providerErrors, type ErrorFormat } from './error-formats';
import { Errors } from './errors';
import { hostGuard } from './host-guard';
import { newRequestId } from './ids';
import { SESSION_SIGNING_KEY } from './kernel';
import type { Product } from './products/product';
import { PRODUCTS } from './products/registry';
import type { SigningKeyRecord } from './signing-keys';
import { Store } from './store/store';

/**
 * The emulator as one fetch handler (`Request → Response`). Tests call it
 * in-process; `startEmulator` serves the same app over HTTP.
 *
 * Middleware order: request id → Host check (DNS rebinding) → CORS (so every
 * answer, errors and faults included, carries CORS headers) → body size limit
 * → journal commit before answering → dev-API origin guard and the reset
 * gate (dev-api/reset-gate.ts) / faults → Basic
 * auth → the products' routes (products/registry.ts): `/sdk/v1` and
 * `/_emulator` share the provider's error body; each other surface is a
 * sub-app with its own error format (error-formats.ts).
 */

export interface EmulatorAppOptions {
  config?: EmulatorConfigInput;
  /**
   * Snapshot file: loaded (with its journal) if it exists; every change is
   * journalled before it is answered (store/journal.ts).
   */
  dataFile?: string;
  /**
   * RS256 key for session JWTs instead of a freshly generated one (generation
   * takes a few hundred ms; test suites share one). Ignored when `dataFile`
   * holds a snapshot, whose key wins.
   */
  signingKey?: SigningKeyRecord;
  /**
   * The interface the server is bound to (startEmulator sets it); requests
   * naming it in their Host header are answered besides loopback names and
   * `allowedHosts`.
   */
  listenHost?: string;
  /** Journal size past which it is folded into a new snapshot (default store.ts `COMPACT_MIN_BYTES`). */
  journalCompactBytes?: number;
  /** The products to serve; default every registered one (tests add their own). */
  products?: readonly Product[];
}

export interface EmulatorApp {
  app: Hono<EmulatorEnv>;
  /** In-process fetch; a `drop` fault rejects with `TypeError('Failed to fetch')` like a browser. */
  fetch: (request: Request) => Promise<Response>;
  store: Store;
  /** Live dependencies (config, clock, faults) for in-process tests. */
  deps: EmulatorDeps;
  /** Writes pending changes and folds the journal into a fresh snapshot. */
  flush: () => Promise<void>;
  /** Flushes, then closes the journal (the app must not be used afterwards). */
  close: () => Promise<void>;
}

/**
 * Answers only once the request's changes are in the journal, so an
 * acknowledged change survives the process being killed. Reads commit too:
 * finding an expired session deletes it.
 */
function commitMiddleware(deps: EmulatorDeps): MiddlewareHandler<EmulatorEnv> {
  return async (_c, next) => {
    await next();
    await deps.store.commit();
  };
}

function respondWith(format: ErrorFormat) {
  return (error: Error, c: { get(key: 'requestId'): string }): Response => {
    if (error instanceof ConnectionDropped) throw error;
    return format.respond(asApiError(error), c.get('requestId'));
  };
}

export function createEmulatorApp(options: EmulatorAppOptions = {}): EmulatorApp {
  const config = resolveConfig(options.config ?? {}); // fail fast, before loading or generating keys
  const products = options.products ?? PRODUCTS;
  const store = new Store({
    collections: products.flatMap((product) => product.collections ?? []),
    persistedState: products.flatMap((product) => product.persistedState ?? []),
    initialState: options.signingKey ? { [SESSION_SIGNING_KEY.name]: options.signingKey } : {},
    dataFile: options.dataFile,
    compactAfterBytes: options.journalCompactBytes,
  });
  const deps: EmulatorDeps = {
    store,
    clock: new Clock({ get: () => store.clockOffsetMs, set: (ms) => store.setClockOffsetMs(ms) }),
    config,
    faults: new FaultRegistry(),
    products,
    listenUrl: null,
  };

  // Not strict: `/_emulator/` (the mailbox link) and `/_emulator` are the same route.
  const app = new Hono<EmulatorEnv>({ strict: false });
  app.use('*', async (c, next) => {
    c.set('requestId', newRequestId());
    await next();
  });
  app.use('*', hostGuard(deps, options.listenHost));
  app.use('*', corsMiddleware(deps));
  // Before anything reads a body (the captcha fault peeks at it).
  const sdkBodyLimit = bodyLimitMiddleware(SDK_BODY_LIMIT_BYTES);
  const otherBodyLimit = bodyLimitMiddleware(DEV_BODY_LIMIT_BYTES);
  app.use('*', (c, next) => (c.req.path.startsWith('/sdk/v1/') ? sdkBodyLimit : otherBodyLimit)(c, next));
  app.use('*', commitMiddleware(deps));
  app.use('/_emulator/*', devApiOriginGuard(deps));
  app.use('/_emulator/*', resetGateMiddleware(new ResetGate()));
  app.use('/sdk/v1/*', faultMiddleware(deps));
  app.use('/sdk/v1/*', authMiddleware(deps));

  for (const product of products) {
    if (product.sdkRoutes) app.route('/sdk/v1', product.sdkRoutes(deps));
    for (const surface of product.surfaces ?? []) {
      const sub = surface.routes(deps);
      sub.onError(respondWith(surface.errors));
      app.route(surface.basePath, sub);
    }
  }
  // Unknown paths under a surface answer in its format too. Mounted after every
  // surface's routes, so two products may share a base path (`/.well-known`).
  for (const surface of products.flatMap((product) => product.surfaces ?? [])) {
    const unknown = new Hono<EmulatorEnv>();
    unknown.all('*', (c) => {
      throw Errors.routeNotFound(c.req.method, c.req.path);
    });
    unknown.onError(respondWith(surface.errors));
    app.route(surface.basePath, unknown);
  }
  app.route('/_emulator', devApiRoutes(deps));

  app.notFound((c) => providerErrors.respond(Errors.routeNotFound(c.req.method, c.req.path), c.get('requestId')));
  app.onError(respondWith(providerErrors));

  return {
    app,
    store,
    deps,
    fetch: async (request) => {
      try {
        return await app.fetch(request);
      } catch (error) {
        if (error instanceof ConnectionDropped) throw new TypeError('Failed to fetch', { cause: error });
        throw error;
      }
    },
    flush: () => store.flush(),
    close: () => store.close(),
  };
}
