import type { EmulatorContext, EmulatorDeps } from '../../context';
import { newSecretToken } from '../../ids';
import type { DeepReadonly } from '../../store/readonly';
import { digestsEqual, secretDigest } from '../../secrets';
import { PageErrors } from './errors';
import { DEFAULT_IDENTITY, type TestIdentity } from './identity';
import { EMULATED_IDP_IDENTITIES, EMULATED_IDP_LOGINS, type LoginRecord, type OidcPending, type SamlPending } from './records';

/**
 * The login page's round trip: serving the page stores the request it
 * answers under a single-use state (as a digest), which only the page holds;
 * its post takes the request back, once, within the page's lifetime.
 */

export const LOGIN_LIFETIME_SECONDS = 10 * 60;

/** Stores the pending request; answers the page's state. */
export function startLogin(deps: EmulatorDeps, pending: SamlPending | OidcPending): string {
  const state = newSecretToken();
  deps.store.of(EMULATED_IDP_LOGINS).insert({
    ...pending,
    stateDigest: secretDigest(deps.store.dataKey, state),
    expiresAt: deps.clock.isoIn(LOGIN_LIFETIME_SECONDS),
  });
  return state;
}

/** Takes the pending request back for a posted state: single use, whatever happens next. */
export function finishLogin(
  deps: EmulatorDeps,
  c: EmulatorContext,
  state: string,
  protocol: LoginRecord['protocol'],
): DeepReadonly<LoginRecord> {
  // The state is the CSRF defence; a post another page made is refused outright.
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) throw PageErrors.foreignOrigin();
  const logins = deps.store.of(EMULATED_IDP_LOGINS);
  const digest = secretDigest(deps.store.dataKey, state);
  const pending = logins.get(digest);
  if (!pending || !digestsEqual(pending.stateDigest, digest) || pending.protocol !== protocol) throw PageErrors.loginUnusable();
  logins.delete(digest);
  if (deps.clock.isPast(pending.expiresAt)) throw PageErrors.loginUnusable();
  return pending;
}

/** The identity the next login page prefills: the oldest queued one (taken off the queue), else the default. */
export function takeQueuedIdentity(deps: EmulatorDeps): TestIdentity {
  const queue = deps.store.of(EMULATED_IDP_IDENTITIES);
  const queued = queue.findAll('queue', 'queue')[0];
  if (!queued) return DEFAULT_IDENTITY;
  queue.delete(queued.id);
  return { email: queued.email, first_name: queued.first_name, last_name: queued.last_name, groups: [...queued.groups] };
}
