import { z } from 'zod';
import type { Product } from '../product';
import { hashPassword } from './hashing';
import { PASSWORD_RESETS, PASSWORDS } from './records';
import { passwordRoutes } from './routes';
import { revokeOtherSessions } from '../../kernel';
import { distrustPasswordSetBeforeProof, storePassword } from './store';

/**
 * Passwords: scrypt hashes (no plaintext anywhere), the strength check under
 * the project's policy with a breached list, reset tokens (digests only) and
 * `/passwords/*`. Seeds take `password` (stored as given, weak or breached
 * alike, so tests can reach every path) and `passwordMustReset`; a seeded
 * password counts as set by the owner. When an email is proven on an account
 * whose password was set before any proof, the password must be reset and the
 * account's other sessions end (docs/security.md).
 */
/** The seed fields this product adds to `POST /_emulator/users` (the dev client's `UserSeed` is typed from them). */
export const PASSWORD_SEED_FIELDS = {
  password: z.string().min(1).max(1024).optional(),
  passwordMustReset: z.boolean().optional(),
} satisfies z.ZodRawShape;

const passwords: Product = {
  name: 'passwords',
  collections: [PASSWORDS, PASSWORD_RESETS],
  sdkRoutes: passwordRoutes,
  onEmailProven: (deps, user, proof) => {
    if (distrustPasswordSetBeforeProof(deps, user.user_id)) revokeOtherSessions(deps, user.user_id, proof.keepSessionId);
  },
  seed: {
    fields: PASSWORD_SEED_FIELDS,
    apply: async (deps, user, values) => {
      if (typeof values.password !== 'string') return;
      storePassword(deps, user, await hashPassword(values.password), {
        requiresReset: values.passwordMustReset === true,
        setBeforeProof: false,
      });
    },
  },
};

export default passwords;
