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
const totps: Product = {
  name: 'totps',
  collections: [TOTPS],
  sdkRoutes: totpRoutes,
  devRoutes: totpDevRoutes,
  wireUser: (deps, user) => ({
    totps: userTotps(deps, user).map((totp) => ({ totp_id: totp.totpId, verified: totp.verified })),
  }),
  seed: {
    fields: { totp: z.boolean().optional() },
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
