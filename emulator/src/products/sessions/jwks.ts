import { Hono } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { apiError } from '../../errors';
import { jwksOf } from './keys';

/**
 * Public keys for verifying session JWTs, at the provider's backend path
 * (`/v1/sessions/jwks/:project_id`, answered unwrapped like the backend API)
 * and at the conventional `/.well-known/jwks.json`.
 */
export function backendJwksRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.get('/jwks/:project_id', (c) => {
    if (c.req.param('project_id') !== deps.config.projectId) {
      throw apiError(404, 'project_not_found', 'The project could not be found.');
    }
    return c.json({ ...jwksOf(deps.store.signingKey), request_id: c.get('requestId'), status_code: 200 });
  });
  return routes;
}

export function wellKnownJwksRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.get('/jwks.json', (c) => c.json(jwksOf(deps.store.signingKey)));
  return routes;
}
