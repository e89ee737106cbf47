import { z } from 'zod';
import type { Product } from '../product';
import { totpDevRoutes } from './dev-routes';
import { TotpErrors } from './errors';
import { createTotp, totpsOf, userTotps } from './registration';
import { TOTPS } from './records';
import { totpRoutes } from './routes';

/**
 * Authenticator-app TOTPs: registrations with recovery codes (secrets
 * sealed), `/totps/*`, the wire user's `totps`, a seed field for a
 * ready-made verified TOTP, and the dev API's current-code lookup.
 */
/** The seed fields this product adds to `POST /_emulator/users` (the dev client's `UserSeed` is typed from them). */
export const TOTP_SEED_FIELDS = { totp: z.boolean().optional() } satisfies z.ZodRawShape;

const totps: Product = {
  name: 'totps',
  collections: [TOTPS],
  sdkRoutes: totpRoutes,
  devRoutes: totpDevRoutes,
  wireUser: (deps, user) => ({
    totps: userTotps(deps, user).map((totp) => ({ totp_id: totp.totpId, verified: totp.verified })),
  }),
  seed: {
    fields: TOTP_SEED_FIELDS,
    apply: (deps, user, values) => {
      if (values.totp === true) createTotp(deps, user, { expirationMinutes: 1440, verified: true });
    },
  },
  factors: {
    totps: {
      remove: (deps, user, id) => totpsOf(deps).get(id)?.userId === user.user_id && totpsOf(deps).delete(id),
      notFound: TotpErrors.notFound,
    },
  },
};

export default totps;
