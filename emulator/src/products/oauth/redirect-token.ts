import type { EmulatorDeps } from '../../context';
import { newSecretToken } from '../../ids';
import { secretDigest } from '../../secrets';
import { thaw, type DeepReadonly } from '../../store/readonly';
import { tokenUrl } from '../../token-url';
import { providerInfo, type ProviderIdentity } from './providers';
import { OAUTH_TOKENS, type OAuthRequest } from './records';
import { matchUser } from './user-match';

/**
 * The end of an OAuth sign-in at the provider (docs/protocol.md §7.7): a
 * single-use redirect token for `POST /oauth/authenticate` (stored as a
 * digest), and the app URL that carries it: the signup URL when no user
 * matches the identity, else the login URL. The redirect page's Continue and
 * Cancel and One Tap's submit all end here.
 */

/** How long the redirect token may wait for `oauth/authenticate`. */
export const TOKEN_LIFETIME_SECONDS = 10 * 60;

/** `identity` null: the visitor cancelled; the login URL then gets a token that fails authenticate. */
export function issueRedirect(
  deps: EmulatorDeps,
  request: DeepReadonly<OAuthRequest>,
  identity: ProviderIdentity | null,
): string {
  const token = newSecretToken();
  deps.store.of(OAUTH_TOKENS).insert({
    ...thaw<OAuthRequest>(request),
    tokenDigest: secretDigest(deps.store.dataKey, token),
    outcome: identity ? 'granted' : 'denied',
    identity,
    expiresAt: deps.clock.isoIn(TOKEN_LIFETIME_SECONDS),
  });
  const wireType = providerInfo(request.provider)?.displayName ?? request.provider;
  const isNew = identity !== null && matchUser(deps, wireType, identity).kind === 'none';
  return tokenUrl(isNew ? request.signupRedirectUrl : request.loginRedirectUrl, 'oauth', token);
}
