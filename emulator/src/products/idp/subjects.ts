import type { EmulatorDeps } from '../../context';
import type { IdpSubject } from '../../idp-subjects';
import { findUserById, type ReadonlyUser } from '../../kernel';
import { scopedClaims } from './claims';
import { isGrantable } from './scopes';
import type { ConnectedApp } from './clients';

/**
 * Whom a code or token names (its `userId` field holds the subject id): a
 * consumer user, or a subject another product offers (`Product.idpSubjects`,
 * emulator/src/idp-subjects.ts: the B2B product's members).
 */

export function userSubject(deps: EmulatorDeps, user: ReadonlyUser, app?: ConnectedApp): IdpSubject {
  return {
    id: user.user_id,
    claims: (scopes) => scopedClaims(user, scopes),
    mayGrantCustomScope: (scope) => (app ? isGrantable(deps.config.rbacPolicy, app, user, scope) : false),
  };
}

/** The live subject with this id, or null (deleted, or unknown). */
export function findSubject(deps: EmulatorDeps, id: string): IdpSubject | null {
  const user = findUserById(deps, id);
  if (user) return userSubject(deps, user);
  for (const product of deps.products) {
    const subject = product.idpSubjects?.find(deps, id);
    if (subject) return subject;
  }
  return null;
}
