import { Hono } from 'hono';
import { z } from 'zod';
import { requireSession } from '../../auth';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { Errors } from '../../errors';
import { emailSchema, metadataSchema, parseBody } from '../../validation';
import { findUserByEmail, toWireUser, updateUser, userEnvelope } from './users';

/** User routes (docs/protocol.md §7.3). All but `search` need a live session. */

const updateSchema = z.object({
  name: z
    .object({
      first_name: z.string().optional(),
      middle_name: z.string().optional(),
      last_name: z.string().optional(),
    })
    .optional(),
  untrusted_metadata: metadataSchema.optional(),
});

/** Top-level keys merge; a `null` value removes the key. */
function mergeMetadata(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}

export function userRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.get('/users/me', (c) => {
    const { user } = requireSession(c);
    return ok(c, toWireUser(deps, user));
  });

  routes.put('/users/me', async (c) => {
    const { user } = requireSession(c);
    const body = await parseBody(c, updateSchema);
    const updated = updateUser(deps, user.user_id, (draft) => {
      if (body.name) draft.name = { ...draft.name, ...body.name };
      if (body.untrusted_metadata) {
        draft.untrusted_metadata = mergeMetadata(draft.untrusted_metadata, body.untrusted_metadata);
      }
    });
    const wire = toWireUser(deps, updated);
    return ok(c, {
      user_id: updated.user_id,
      emails: wire.emails,
      phone_numbers: wire.phone_numbers,
      crypto_wallets: wire.crypto_wallets,
      __user: userEnvelope(deps, updated, c.get('requestId')),
    });
  });

  routes.post('/users/search', async (c) => {
    const { email } = await parseBody(c, z.object({ email: emailSchema }));
    const user = findUserByEmail(deps, email);
    const userType = !user ? 'new' : user.password ? 'password' : 'passwordless';
    return ok(c, { userType });
  });

  /** Removes one of the caller's factors; each product declares the kinds it keeps (product.ts `factors`). */
  routes.delete('/users/:factor/:id', (c) => {
    const kind = c.req.param('factor');
    const factor = deps.products.map((p) => p.factors).find((table) => table && Object.hasOwn(table, kind))?.[kind];
    if (!factor) throw Errors.routeNotFound(c.req.method, c.req.path);
    const { user } = requireSession(c);
    if (!factor.remove(deps, user, c.req.param('id'))) throw factor.notFound();
    return ok(c, { user_id: user.user_id, __user: userEnvelope(deps, user, c.get('requestId')) });
  });

  return routes;
}
