import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { OAUTH_PROVIDERS } from '../../../../protocol';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { emailSchema, parseBody } from '../../validation';
import { providerJwks } from './id-token';
import { providerInfo, subjectFor } from './providers';
import { OAUTH_IDENTITIES } from './records';

/**
 * The dev API of the emulated identity provider: queue the identity its next
 * sign-in page offers (so a test only clicks Continue), and the public keys of
 * its ID tokens.
 */

export const identitySchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  email: emailSchema,
  name: z.string().max(200).optional(),
  subject: z.string().min(1).max(255).optional(),
});

export function oauthDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.post('/oauth/identities', async (c) => {
    const body = await parseBody(c, identitySchema);
    const info = providerInfo(body.provider)!;
    const email = body.email.toLowerCase();
    const identity = deps.store.of(OAUTH_IDENTITIES).insert({
      id: randomUUID(),
      provider: info.type,
      email,
      name: body.name ?? `${info.displayName} Test User`,
      subject: body.subject ?? subjectFor(info.type, email),
    });
    return c.json({ identity: { provider: identity.provider, email: identity.email, name: identity.name, subject: identity.subject } });
  });

  routes.get('/oauth/jwks.json', (c) => c.json(providerJwks(deps), 200, { 'Cache-Control': 'no-store' }));
  return routes;
}
