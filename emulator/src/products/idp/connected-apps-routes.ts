import { Hono } from 'hono';
import { requireSession } from '../../auth';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { findConnectedApp } from './clients';
import { IdpErrors } from './errors';
import { CONSENT_GRANTS, grantId } from './records';
import { revokeUserClientTokens } from './tokens';

/**
 * The signed-in user's connected apps (docs/protocol.md §7.3): the clients
 * the user granted (an authorization code was issued for them), and
 * revoking one, which forgets the grant (a third-party client asks again)
 * and revokes the tokens the user holds for it.
 */
export function connectedAppsRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const grants = deps.store.of(CONSENT_GRANTS);

  routes.get('/users/connected_apps', (c) => {
    const { user } = requireSession(c);
    const apps = grants.findAll('user', user.user_id).flatMap((grant) => {
      const app = findConnectedApp(deps, grant.clientId);
      if (!app) return [];
      return [
        {
          connected_app_id: app.client_id,
          name: app.client_name,
          description: '',
          client_type: app.client_type,
          ...(app.logo_url === undefined ? {} : { logo_url: app.logo_url }),
          scopes_granted: grant.scopes.join(' '),
        },
      ];
    });
    return ok(c, { connected_apps: apps });
  });

  routes.post('/users/connected_apps/:connected_app_id/revoke', (c) => {
    const { user } = requireSession(c);
    const clientId = c.req.param('connected_app_id');
    if (!findConnectedApp(deps, clientId)) throw IdpErrors.connectedAppNotFound();
    grants.delete(grantId(user.user_id, clientId));
    revokeUserClientTokens(deps, user.user_id, clientId);
    return ok(c, {});
  });

  return routes;
}
