import { z } from 'zod';
import type { Product } from '../product';
import { hashPassword } from './hashing';
import { PASSWORD_RESETS, PASSWORDS } from './records';
import { passwordRoutes } from './routes';
import { storePassword } from './store';

/**
 * Passwords: scrypt hashes (no plaintext anywhere), the strength check under
 * the project's policy with a breached list, reset tokens (digests only) and
 * `/passwords/*`. Seeds take `password` (stored as given, weak or breached
 * alike, so tests can reach every path) and `passwordMustReset`.
 */
const passwords: Product = {
  name: 'passwords',
  collections: [PASSWORDS, PASSWORD_RESETS],
  sdkRoutes: passwordRoutes,
  seed: {
    fields: { password: z.string().min(1).max(1024).optional(), passwordMustReset: z.boolean().optional() },
    apply: async (deps, user, values) => {
      if (typeof values.password !== 'string') return;
      storePassword(deps, user, await hashPassword(values.password), { requiresReset: values.passwordMustReset === true });
    },
  },
};

export default passwords;
