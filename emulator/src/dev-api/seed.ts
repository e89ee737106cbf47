import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorDeps, EmulatorEnv } from '../context';
import { apiError, Errors } from '../errors';
import { mintImpersonationToken } from '../routes/impersonation';
import { totpCode } from '../totp';
import { createUser, toWireUser } from '../users';
import { unseal } from '../secrets';
import { emailSchema, metadataSchema, parseBody, phoneSchema } from '../validation';
import { own } from '../own';

/** Seeding users and minting what a real project's dashboard or backend would. */

const seedSchema = z.object({
  email: emailSchema.optional(),
  phone_number: phoneSchema.optional(),
  name: z
    .object({ first_name: z.string().optional(), middle_name: z.string().optional(), last_name: z.string().optional() })
    .optional(),
  status: z.enum(['active', 'pending']).optional(),
  email_verified: z.boolean().optional(),
  phone_number_verified: z.boolean().optional(),
  untrusted_metadata: metadataSchema.optional(),
  trusted_metadata: metadataSchema.optional(),
  roles: z.array(z.string().min(1)).optional(),
});

const userNotFound = (): Error => apiError(404, 'user_not_found', 'User could not be found.');

export function seedRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;

  routes.post('/users', async (c) => {
    const body = await parseBody(c, seedSchema);
    if (body.email && store.findUserByEmail(body.email)) throw Errors.duplicateEmail();
    if (body.phone_number && store.findUserByPhone(body.phone_number)) throw Errors.duplicatePhoneNumber();
    const user = createUser(store.state, clock, {
      email: body.email,
      emailVerified: body.email_verified,
      phoneNumber: body.phone_number,
      phoneVerified: body.phone_number_verified,
      status: body.status,
      name: body.name,
      untrustedMetadata: body.untrusted_metadata,
      trustedMetadata: body.trusted_metadata,
      roles: body.roles,
    });
    return c.json({ user: toWireUser(store.state, user) });
  });

  routes.get('/users', (c) =>
    c.json({ users: Object.values(store.state.users).map((user) => toWireUser(store.state, user)) }),
  );

  routes.post('/impersonation_tokens', async (c) => {
    const body = await parseBody(
      c,
      z.object({
        user_id: z.string().min(1),
        impersonator_id: z.string().min(1).optional(),
        impersonator_email: z.string().min(1).optional(),
      }),
    );
    const user = own(store.state.users, body.user_id);
    if (!user) throw userNotFound();
    const token = mintImpersonationToken(deps, user, {
      id: body.impersonator_id ?? 'emulator-support-agent',
      email: body.impersonator_email ?? `support@${deps.config.emailDomains[0] ?? 'portico.test'}`,
    });
    return c.json({ token });
  });

  /** The current code of a TOTP, for browser tests that cannot run an authenticator app. */
  routes.get('/totps/:totp_id/code', (c) => {
    const totp = own(store.state.totps, c.req.param('totp_id'));
    if (!totp) throw Errors.totpNotFound();
    return c.json({ code: totpCode(unseal(store.state.dataKey, totp.secretSealed), clock.nowMs()) });
  });

  return routes;
}
