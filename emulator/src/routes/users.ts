import { Hono } from 'hono';
import { z } from 'zod';
import { requireSession } from '../auth';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../context';
import { apiError, Errors } from '../errors';
import type { EmulatorState, UserRecord } from '../model';
import { toWireUser, userEnvelope } from '../users';
import { emailSchema, metadataSchema, parseBody } from '../validation';
import { own } from '../own';

/** User routes (wire notes §7.3). All but `search` need a live session. */

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

/** Removes one factor from a user; false when the user has no such factor. */
type FactorRemover = (state: EmulatorState, user: UserRecord, id: string) => boolean;

function removeFrom<T>(list: T[], matches: (item: T) => boolean): boolean {
  const index = list.findIndex(matches);
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}

const FACTORS: Record<string, { remove: FactorRemover; notFound: () => Error }> = {
  emails: {
    remove: (state, user, id) => {
      if (!removeFrom(user.emails, (e) => e.email_id === id)) return false;
      delete state.otps[id];
      for (const [digest, link] of Object.entries(state.magicLinks)) {
        if (link.emailId === id) delete state.magicLinks[digest];
      }
      return true;
    },
    notFound: Errors.emailNotFound,
  },
  phone_numbers: {
    remove: (state, user, id) => {
      if (!removeFrom(user.phone_numbers, (p) => p.phone_id === id)) return false;
      delete state.otps[id];
      return true;
    },
    notFound: Errors.phoneNumberNotFound,
  },
  totps: {
    remove: (state, user, id) => {
      if (own(state.totps, id)?.userId !== user.user_id) return false;
      delete state.totps[id];
      return true;
    },
    notFound: Errors.totpNotFound,
  },
  crypto_wallets: {
    remove: (_state, user, id) => removeFrom(user.crypto_wallets, (w) => w.crypto_wallet_id === id),
    notFound: () => apiError(404, 'crypto_wallet_not_found', 'Crypto wallet could not be found.'),
  },
  oauth: {
    remove: (_state, user, id) => removeFrom(user.providers, (p) => p.oauth_user_registration_id === id),
    notFound: () =>
      apiError(404, 'oauth_user_registration_not_found', 'OAuth user registration could not be found.'),
  },
  webauthn_registrations: {
    remove: (_state, user, id) => removeFrom(user.webauthn_registrations, (w) => w.webauthn_registration_id === id),
    notFound: () =>
      apiError(404, 'webauthn_registration_not_found', 'WebAuthn registration could not be found.'),
  },
  biometric_registrations: {
    remove: (_state, user, id) =>
      removeFrom(user.biometric_registrations, (b) => b.biometric_registration_id === id),
    notFound: () =>
      apiError(404, 'biometric_registration_not_found', 'Biometric registration could not be found.'),
  },
};

export function userRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store } = deps;

  routes.get('/users/me', (c) => {
    const { user } = requireSession(c);
    return ok(c, toWireUser(store.state, user));
  });

  routes.put('/users/me', async (c) => {
    const { user } = requireSession(c);
    const body = await parseBody(c, updateSchema);
    if (body.name) user.name = { ...user.name, ...body.name };
    if (body.untrusted_metadata) {
      user.untrusted_metadata = mergeMetadata(user.untrusted_metadata, body.untrusted_metadata);
    }
    const wire = toWireUser(store.state, user);
    return ok(c, {
      user_id: user.user_id,
      emails: wire.emails,
      phone_numbers: wire.phone_numbers,
      crypto_wallets: wire.crypto_wallets,
      __user: userEnvelope(store.state, user, c.get('requestId')),
    });
  });

  routes.post('/users/search', async (c) => {
    const { email } = await parseBody(c, z.object({ email: emailSchema }));
    const user = store.findUserByEmail(email);
    const userType = !user ? 'new' : user.password ? 'password' : 'passwordless';
    return ok(c, { userType });
  });

  routes.get('/users/connected_apps', (c) => {
    requireSession(c);
    // No consent grants exist until the connected-apps flow is emulated.
    return ok(c, { connected_apps: [] });
  });

  routes.post('/users/connected_apps/:connected_app_id/revoke', (c) => {
    requireSession(c);
    const id = c.req.param('connected_app_id');
    if (!deps.config.oauthClients.some((client) => client.client_id === id)) {
      throw apiError(404, 'connected_app_not_found', 'Connected app could not be found.');
    }
    return ok(c, {});
  });

  routes.delete('/users/:factor/:id', (c) => {
    const factor = own(FACTORS, c.req.param('factor'));
    if (!factor) throw Errors.routeNotFound(c.req.method, c.req.path);
    const { user } = requireSession(c);
    if (!factor.remove(store.state, user, c.req.param('id'))) throw factor.notFound();
    return ok(c, { user_id: user.user_id, __user: userEnvelope(store.state, user, c.get('requestId')) });
  });

  return routes;
}
