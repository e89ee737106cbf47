import { Hono } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { apiError } from '../../errors';
import { jwksOf } from '../../signing-keys';
import { SESSION_SIGNING_KEY } from './keys';

/**
 * Public keys for verifying session JWTs, at the provider's backend path
 * (`/v1/sessions/jwks/:project_id`, answered unwrapped like the backend API,
 * with no authentication: the provider's own backend SDKs fetch it without
 * credentials) and at the conventional `/.well-known/jwks.json`.
 */

/**
 * The session keys as the provider lists them: besides `alg` and `use`, each
 * says `key_ops: ["verify"]`, which verifiers such as jose honour when they
 * pick a key (portico-server verifies against the provider and the emulator alike).
 */
function sessionJwks(deps: EmulatorDeps): { keys: Array<Record<string, unknown>> } {
  return { keys: jwksOf(deps.store.stateOf(SESSION_SIGNING_KEY)).keys.map((key) => ({ ...key, key_ops: ['verify'] })) };
}

export function backendJwksRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.get('/jwks/:project_id', (c) => {
    if (c.req.param('project_id') !== deps.config.projectId) {
      throw apiError(404, 'project_not_found', 'The project could not be found.');
    }
    return c.json({ ...sessionJwks(deps), request_id: c.get('requestId'), status_code: 200 });
  });
  return routes;
}

export function wellKnownJwksRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.get('/jwks.json', (c) => c.json(sessionJwks(deps)));
  return routes;
}
