import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { parseBody } from '../../validation';
import { findUserById, userNotFound } from '../../kernel';
import { mintImpersonationToken } from './routes';

export const impersonationTokenSchema = z.object({
  user_id: z.string().min(1),
  impersonator_id: z.string().min(1).optional(),
  impersonator_email: z.string().min(1).optional(),
});

/** Minting an impersonation token, as a real project's dashboard would. */
export function impersonationDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.post('/impersonation_tokens', async (c) => {
    const body = await parseBody(c, impersonationTokenSchema);
    const user = findUserById(deps, body.user_id);
    if (!user) throw userNotFound();
    const token = mintImpersonationToken(deps, user, {
      id: body.impersonator_id ?? 'emulator-support-agent',
      email: body.impersonator_email ?? `support@${deps.config.emailDomains[0] ?? 'portico.test'}`,
    });
    return c.json({ token });
  });
  return routes;
}
