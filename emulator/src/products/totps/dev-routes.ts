import { Hono } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { unseal } from '../../secrets';
import { TotpErrors } from './errors';
import { totpsOf } from './registration';
import { totpCode } from './totp';

/** The current code of a TOTP, for browser tests that cannot run an authenticator app. */
export function totpDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.get('/totps/:totp_id/code', (c) => {
    const totp = totpsOf(deps).get(c.req.param('totp_id'));
    if (!totp) throw TotpErrors.notFound();
    return c.json({ code: totpCode(unseal(deps.store.dataKey, totp.secretSealed), deps.clock.nowMs()) });
  });
  return routes;
}
