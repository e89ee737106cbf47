import type { EmulatorDeps } from '../../context';
import { defaultIdentity, type ProviderIdentity, type ProviderInfo } from './providers';
import { OAUTH_IDENTITIES } from './records';

/**
 * The identities the dev API queued (`POST /_emulator/oauth/identities`),
 * oldest first, which the emulated provider offers before its stable default
 * one: the redirect flow's sign-in page and Google One Tap take from the same
 * queue.
 */

/** The identity the next sign-in offers, left on the queue (One Tap shows it before Continue). */
export function peekIdentity(deps: EmulatorDeps, info: ProviderInfo): ProviderIdentity {
  const queued = deps.store.of(OAUTH_IDENTITIES).findAll('provider', info.type)[0];
  return queued ? { email: queued.email, name: queued.name, subject: queued.subject } : defaultIdentity(info);
}

/** The identity the next sign-in offers, taken off the queue. */
export function takeIdentity(deps: EmulatorDeps, info: ProviderInfo): ProviderIdentity {
  const queue = deps.store.of(OAUTH_IDENTITIES);
  const queued = queue.findAll('provider', info.type)[0];
  if (!queued) return defaultIdentity(info);
  queue.delete(queued.id);
  return { email: queued.email, name: queued.name, subject: queued.subject };
}
