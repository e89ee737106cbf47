import { Hono, type MiddlewareHandler } from 'hono';
import { authMiddleware } from './auth';
import { bodyLimitMiddleware, DEV_BODY_LIMIT_BYTES, SDK_BODY_LIMIT_BYTES } from './body-limits';
import { Clock } from './clock';
import { resolveConfig, type EmulatorConfigInput } from './config';
import type { EmulatorDeps, EmulatorEnv } from './context';
import { corsMiddleware, devApiOriginGuard } from './cors';
import { devApiRoutes } from './dev-api';
import { ConnectionDropped, FaultRegistry, faultMiddleware } from './dev-api/faults';
import { ApiError, errorResponse, Errors } from './errors';
import { hostGuard } from './host-guard';
import { newRequestId } from './ids';
import type { SigningKeyRecord } from './model';
import { bootstrapRoutes } from './routes/bootstrap';
import { eventsRoutes } from './routes/events';
import { impersonationRoutes } from './routes/impersonation';
import { jwksRoutes } from './routes/jwks';
import { magicLinkRoutes } from './routes/magic-links';
import { otpRoutes } from './routes/otps';
import { sessionRoutes } from './routes/sessions';
import { totpRoutes } from './routes/totps';
import { userRoutes } from './routes/users';
import { Store } from './store';

/**
 * The emulator as one fetch handler (`Request → Response`). Tests call it
 * in-process; `startEmulator` serves the same app over HTTP.
 *
 * Middleware order: request id → Host check (DNS rebinding) → CORS (so every
 * answer, errors and faults included, carries CORS headers) → body size limit
 * → snapshot write after mutating requests → dev-API origin guard / faults →
 * Basic auth → the product routes.
 */

export interface EmulatorAppOptions {
  config?: EmulatorConfigInput;
  /** JSON snapshot: loaded if it exists, rewritten after each mutating request. */
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
}

export interface EmulatorApp {
  app: Hono<EmulatorEnv>;
  /** In-process fetch; a `drop` fault rejects with `TypeError('Failed to fetch')` like a browser. */
  fetch: (request: Request) => Promise<Response>;
  store: Store;
  /** Live dependencies (config, clock, faults) for in-process tests. */
  deps: EmulatorDeps;
  /** Waits for pending snapshot writes and writes the current state. */
  flush: () => Promise<void>;
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function persistMiddleware(deps: EmulatorDeps): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    await next();
    if (!READ_ONLY_METHODS.has(c.req.method)) await deps.store.save();
  };
}

export function createEmulatorApp(options: EmulatorAppOptions = {}): EmulatorApp {
  const config = resolveConfig(options.config ?? {}); // fail fast, before loading or generating keys
  const store = new Store({ dataFile: options.dataFile, signingKey: options.signingKey });
  const deps: EmulatorDeps = {
    store,
    clock: new Clock({
      get: () => store.state.clockOffsetMs,
      set: (ms) => {
        store.state.clockOffsetMs = ms;
      },
    }),
    config,
    faults: new FaultRegistry(),
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
  app.use('*', persistMiddleware(deps));
  app.use('/_emulator/*', devApiOriginGuard(deps));
  app.use('/sdk/v1/*', faultMiddleware(deps));
  app.use('/sdk/v1/*', authMiddleware(deps));

  for (const routes of [
    eventsRoutes,
    bootstrapRoutes,
    sessionRoutes,
    userRoutes,
    magicLinkRoutes,
    otpRoutes,
    totpRoutes,
    impersonationRoutes,
  ]) {
    app.route('/sdk/v1', routes(deps));
  }
  app.route('/', jwksRoutes(deps));
  app.route('/_emulator', devApiRoutes(deps));

  app.notFound((c) => {
    const error = Errors.routeNotFound(c.req.method, c.req.path);
    return errorResponse(error.status, error.errorType, error.message, c.get('requestId'));
  });
  app.onError((error, c) => {
    if (error instanceof ConnectionDropped) throw error;
    if (error instanceof ApiError) {
      return errorResponse(error.status, error.errorType, error.message, c.get('requestId'), error.details);
    }
    console.error('[portico-emulator] unexpected error:', error);
    const internal = Errors.internal();
    return errorResponse(internal.status, internal.errorType, internal.message, c.get('requestId'));
  });

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
  };
}
