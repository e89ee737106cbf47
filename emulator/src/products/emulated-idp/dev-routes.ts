import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { emulatorBaseUrl } from '../../base-url';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { emailSchema, parseBody, parseWith } from '../../validation';
import { EMULATED_IDP_IDENTITIES } from './records';
import { emulatedOidcIdp, emulatedSamlIdp } from './settings';

/**
 * The dev API of the emulated identity provider: the settings a host puts in
 * an SSO connection to use it, and a queue of identities the next login pages
 * prefill (so a test only presses Sign in). docs/testing.md, "Testing SSO
 * without an identity provider".
 */

/** The client id `GET /_emulator/emulated_idp` answers for when none is given. */
export const DEFAULT_OIDC_CLIENT_ID = 'emulated-idp-client';

export const emulatedIdpQuerySchema = z.object({ client_id: z.string().min(1).max(200).optional() });

export const emulatedIdpIdentitySchema = z.object({
  email: emailSchema,
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  groups: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
});

export function emulatedIdpDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.get('/emulated_idp', (c) => {
    const query = parseWith(emulatedIdpQuerySchema, Object.fromEntries(new URL(c.req.url).searchParams));
    const base = emulatorBaseUrl(deps, c);
    return c.json({
      saml: emulatedSamlIdp(deps, base),
      oidc: emulatedOidcIdp(deps, base, query.client_id ?? DEFAULT_OIDC_CLIENT_ID),
    });
  });

  routes.post('/emulated_idp/identities', async (c) => {
    const body = await parseBody(c, emulatedIdpIdentitySchema);
    const identity = {
      email: body.email.toLowerCase(),
      first_name: body.first_name ?? '',
      last_name: body.last_name ?? '',
      groups: [...new Set(body.groups ?? [])],
    };
    deps.store.of(EMULATED_IDP_IDENTITIES).insert({ id: randomUUID(), ...identity });
    return c.json({ identity });
  });

  return routes;
}
