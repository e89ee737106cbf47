import type { Product } from '../product';
import { userDevRoutes } from './dev-routes';
import { USER_FACTORS } from './factors';
import { USERS } from './records';
import { userRoutes } from './routes';

/** Users: the user record, `/users/*`, and seeding and deleting users in the dev API. */
const users: Product = {
  name: 'users',
  collections: [USERS],
  sdkRoutes: userRoutes,
  devRoutes: userDevRoutes,
  factors: USER_FACTORS,
};

export default users;
