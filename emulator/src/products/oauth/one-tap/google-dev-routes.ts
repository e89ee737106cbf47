import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorDeps, EmulatorEnv } from '../../../context';
import { Errors } from '../../../errors';
import { emailSchema, parseBody } from '../../../validation';
import { takeIdentity } from '../identity-queue';
import { providerInfo, subjectFor, type ProviderIdentity } from '../providers';
import { mintGoogleIdToken } from './google-id-token';
import { googleJwks } from './google-key';
import { logGsi } from './gsi-log';

/**
 * The emulated Google's dev API (docs/protocol.md §7.7, "Google One Tap"):
 * its public keys, and ID tokens minted on demand, so a test can submit a
 * credential (a good one, or one wrong in exactly one way) without a browser.
 */

const GOOGLE = providerInfo('google')!;

export const idTokenSchema = z.object({
  client_id: z.string().min(1).max(255).optional(),
  nonce: z.string().min(1).max(512).optional(),
  email: emailSchema.optional(),
  name: z.string().max(200).optional(),
  subject: z.string().min(1).max(255).optional(),
  email_verified: z.boolean().optional(),
  expires_in_seconds: z.int().min(-10 * 365 * 24 * 3600).max(10 * 365 * 24 * 3600).optional(),
  issuer: z.string().min(1).max(255).optional(),
  sign_with: z.enum(['google', 'other']).optional(),
});

/** The named email's account, else the next queued Google identity (taken), else the stable test one. */
function identityFor(deps: EmulatorDeps, body: z.infer<typeof idTokenSchema>): ProviderIdentity {
  const base = body.email
    ? { email: body.email, name: 'Google Test User', subject: subjectFor('google', body.email) }
    : takeIdentity(deps, GOOGLE);
  return {
    email: base.email,
    name: body.name ?? base.name,
    subject: body.subject ?? base.subject,
    emailVerified: body.email_verified ?? true,
  };
}

export function googleDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.get('/google/jwks.json', async (c) => c.json(await googleJwks(deps), 200, { 'Cache-Control': 'no-store' }));

  routes.post('/google/id-tokens', async (c) => {
    const body = await parseBody(c, idTokenSchema);
    const clientId = body.client_id ?? deps.config.googleOneTap.clientId;
    if (clientId === null) throw Errors.badRequest('client_id: no Google client is configured (googleOneTap.clientId), so name one.');
    const idToken = await mintGoogleIdToken(deps, {
      clientId,
      identity: identityFor(deps, body),
      nonce: body.nonce,
      expiresInSeconds: body.expires_in_seconds,
      issuer: body.issuer,
      signWith: body.sign_with,
    });
    logGsi(deps, { client_id: clientId, origin: null, nonce: body.nonce ?? null, fedcm: null, context: null, outcome: 'minted' });
    return c.json({ id_token: idToken });
  });

  return routes;
}
