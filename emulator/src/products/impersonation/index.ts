import type { Product } from '../product';
import { impersonationDevRoutes } from './dev-routes';
import { IMPERSONATION_TOKENS } from './records';
import { impersonationRoutes } from './routes';

/** Impersonation: support agents' single-use tokens (minted in the dev API) and `/impersonation/authenticate`. */
const impersonation: Product = {
  name: 'impersonation',
  collections: [IMPERSONATION_TOKENS],
  sdkRoutes: impersonationRoutes,
  devRoutes: impersonationDevRoutes,
};

export default impersonation;
