import { Hono } from 'hono';
import { z } from 'zod';
import { connectedAppObject, PUBLIC_CLIENT_RULE } from '../../config';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { newId, newSecretToken } from '../../ids';
import { secretDigest } from '../../secrets';
import { parseBody } from '../../validation';
import { allConnectedApps, findConnectedApp, isPublicClient } from './clients';
import { IdpErrors } from './errors';
import { CONNECTED_APPS } from './records';

/**
 * Connected apps from the dev API (docs/protocol.md §7.9): `POST
 * /_emulator/connected_apps` adds one (config fields; a generated
 * `client_id`, and for a confidential client a generated `client_secret`,
 * when none is given). The secret is shown in this answer only; the store
 * keeps its digest. A reset removes these apps; config ones stay.
 */

export const connectedAppCreateSchema = connectedAppObject
  .extend({ client_id: z.string().min(1).max(200).optional() })
  .refine(...PUBLIC_CLIENT_RULE);

export function idpDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.post('/connected_apps', async (c) => {
    const { client_secret: given, ...body } = await parseBody(c, connectedAppCreateSchema);
    const clientId = body.client_id ?? newId('connected-app');
    if (findConnectedApp(deps, clientId)) throw IdpErrors.duplicateClient();
    const secret = isPublicClient(body) ? undefined : (given ?? newSecretToken());
    deps.store.of(CONNECTED_APPS).insert({
      ...body,
      client_id: clientId,
      clientSecretDigest: secret === undefined ? null : secretDigest(deps.store.dataKey, secret),
    });
    return c.json({ client_id: clientId, ...(secret === undefined ? {} : { client_secret: secret }) });
  });

  routes.get('/connected_apps', (c) =>
    c.json({ connected_apps: allConnectedApps(deps).map(({ secretDigest: _secret, ...app }) => app) }),
  );

  return routes;
}
