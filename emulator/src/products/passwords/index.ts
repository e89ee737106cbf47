import { z } from 'zod';
import type { Product } from '../product';
import { hashPassword, type PasswordHash } from './hashing';
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
    // Hashing takes tens of milliseconds: done before the seed writes anything (product.ts `prepare`).
    prepare: async (values) =>
      typeof values.password === 'string' ? { ...values, password: await hashPassword(values.password) } : values,
    apply: (deps, user, values) => {
      const hashed = values.password as PasswordHash | undefined;
      if (hashed === undefined) return;
      storePassword(deps, user, hashed, {
        requiresReset: values.passwordMustReset === true,
        setBeforeProof: false,
      });
    },
  },
};

export default passwords;
