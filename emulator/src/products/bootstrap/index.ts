import type { Product } from '../product';
import { bootstrapRoutes } from './routes';

/** The project's bootstrap (`/projects/bootstrap/:public_token`), from the emulator's config; no records. */
const bootstrap: Product = {
  name: 'bootstrap',
  sdkRoutes: bootstrapRoutes,
};

export default bootstrap;
