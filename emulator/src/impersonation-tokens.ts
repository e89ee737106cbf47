import type { EmulatorDeps } from './context';
import { apiError } from './errors';
import { newSecretToken } from './ids';
import { digestsEqual, secretDigest } from './secrets';
import type { Collection } from './store/collection';
import type { DeepReadonly } from './store/readonly';

/**
 * The impersonation tokens of the consumer `impersonation` product and of the
 * B2B product (docs/architecture.md, "B2B": impersonation mirrors the
 * consumer product): a support agent's token, minted by the dev API, stored as
 * a digest, single use, five minutes; redeemed into a new session of one
 * `impersonated` factor naming the agent, an hour at most. Each product keeps
 * its own collection (a token names a user or a member) and its session.
 */

/** What both products' token records hold beside the user or member they sign in as. */
export interface ImpersonationGrant {
  tokenDigest: string;
  impersonatorId: string;
  impersonatorEmail: string;
  expiresAt: string;
}

export const IMPERSONATION_TOKEN_SECONDS = 5 * 60;
/** Impersonated sessions are short, as with the provider. */
export const IMPERSONATED_SESSION_MINUTES = 60;

export const impersonationTokenUnusable = (): Error =>
  apiError(401, 'unable_to_auth_impersonation_token', 'The impersonation token is invalid, expired or has already been used.');

/** A new token and the grant to store with it (the caller adds whom it signs in as). */
export function newImpersonationGrant(
  deps: EmulatorDeps,
  impersonator: { id: string; email: string },
): { token: string; grant: ImpersonationGrant } {
  const token = newSecretToken();
  return {
    token,
    grant: {
      tokenDigest: secretDigest(deps.store.dataKey, token),
      impersonatorId: impersonator.id,
      impersonatorEmail: impersonator.email,
      expiresAt: deps.clock.isoIn(IMPERSONATION_TOKEN_SECONDS),
    },
  };
}

/** The token's record, deleted whatever the answer (single use); unknown or expired: `impersonationTokenUnusable`. */
export function redeemImpersonationToken<T extends ImpersonationGrant>(
  deps: EmulatorDeps,
  tokens: Collection<T>,
  token: string,
): DeepReadonly<T> {
  const digest = secretDigest(deps.store.dataKey, token);
  const record = tokens.get(digest);
  if (!record || !digestsEqual(record.tokenDigest, digest)) throw impersonationTokenUnusable();
  tokens.delete(digest); // single use, whatever the answer
  if (deps.clock.isPast(record.expiresAt)) throw impersonationTokenUnusable();
  return record;
}

/** The session's one factor, naming the agent. */
export function impersonatedFactor(deps: EmulatorDeps, grant: DeepReadonly<ImpersonationGrant>) {
  return {
    type: 'impersonated',
    delivery_method: 'impersonation',
    last_authenticated_at: deps.clock.iso(),
    impersonated_factor: {
      impersonator_id: grant.impersonatorId,
      impersonator_email_address: grant.impersonatorEmail,
    },
  };
}
