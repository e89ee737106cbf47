import type { EmulatorDeps } from '../../context';
import { apiError, Errors } from '../../errors';
import type { FactorRemoval } from '../product';
import type { UserRecord } from './records';
import { updateUser, type ReadonlyUser } from './users';

/**
 * The factors kept on the user record, as `DELETE /users/<kind>/<id>`
 * removes them (docs/protocol.md §7.3). Removing an email or phone number
 * also deletes what is pending for it (codes, links), in whichever product
 * holds it: collections declare `factorOf` (store/collection.ts).
 */

function removeFromList<T>(
  deps: EmulatorDeps,
  user: ReadonlyUser,
  list: (draft: UserRecord) => T[],
  matches: (item: T) => boolean,
): boolean {
  let removed = false;
  updateUser(deps, user.user_id, (draft) => {
    const items = list(draft);
    const index = items.findIndex(matches);
    if (index < 0) return;
    items.splice(index, 1);
    removed = true;
  });
  return removed;
}

function listFactor<T>(
  list: (draft: UserRecord) => T[],
  idOf: (item: T) => string,
  notFound: () => Error,
  cascades = false,
): FactorRemoval {
  return {
    remove: (deps, user, id) => {
      const removed = removeFromList(deps, user, list, (item) => idOf(item) === id);
      if (removed && cascades) deps.store.deleteForFactor(id);
      return removed;
    },
    notFound,
  };
}

export const USER_FACTORS: Readonly<Record<string, FactorRemoval>> = {
  emails: listFactor((u) => u.emails, (e) => e.email_id, Errors.emailNotFound, true),
  phone_numbers: listFactor((u) => u.phone_numbers, (p) => p.phone_id, Errors.phoneNumberNotFound, true),
  crypto_wallets: listFactor(
    (u) => u.crypto_wallets,
    (w) => w.crypto_wallet_id,
    () => apiError(404, 'crypto_wallet_not_found', 'Crypto wallet could not be found.'),
  ),
  oauth: listFactor(
    (u) => u.providers,
    (p) => p.oauth_user_registration_id,
    () => apiError(404, 'oauth_user_registration_not_found', 'OAuth user registration could not be found.'),
  ),
  webauthn_registrations: listFactor(
    (u) => u.webauthn_registrations,
    (w) => w.webauthn_registration_id,
    () => apiError(404, 'webauthn_registration_not_found', 'WebAuthn registration could not be found.'),
    // The credential itself (products/webauthn) is tied to the registration id.
    true,
  ),
  biometric_registrations: listFactor(
    (u) => u.biometric_registrations,
    (b) => b.biometric_registration_id,
    () => apiError(404, 'biometric_registration_not_found', 'Biometric registration could not be found.'),
  ),
};
