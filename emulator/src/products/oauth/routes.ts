import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthenticationFactor, OAuthProvider } from '../../../../protocol';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { newId, newSecretToken } from '../../ids';
import { checkPkceVerifier } from '../../pkce';
import { digestsEqual, secretDigest } from '../../secrets';
import type { DeepReadonly } from '../../store/readonly';
import { parseBody, sessionDurationSchema } from '../../validation';
import {
  addEmail,
  authenticatePayload,
  createUser,
  findUserByEmail,
  oauthSubjectKey,
  startSession,
  updateUser,
  verifyFactor,
  type ReadonlyUser,
} from '../../kernel';
import { OAuthErrors } from './errors';
import { ID_TOKEN_LIFETIME_SECONDS, signIdToken } from './id-token';
import { grantedScopes, providerInfo, type ProviderIdentity, type ProviderInfo } from './providers';
import { OAUTH_TOKENS } from './records';
import { matchUser, providerVerifiedEmail } from './user-match';

/**
 * `POST /oauth/authenticate` (docs/protocol.md §7.7): redeems the redirect
 * token once, checks the PKCE verifier against the start's challenge, finds
 * the user by the provider registration or the verified email (linking the
 * registration), or creates one, and answers the authenticate payload (§6)
 * with the provider's extras.
 */

const authenticateSchema = z.object({
  token: z.string().min(1),
  code_verifier: z.string().min(1).optional(),
  session_duration_minutes: sessionDurationSchema,
});

function splitName(full: string): { first_name?: string; last_name?: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return {};
  if (parts.length === 1) return { first_name: parts[0] };
  return { first_name: parts.slice(0, -1).join(' '), last_name: parts[parts.length - 1] };
}

/**
 * The user this identity signs in (user-match.ts): the one holding the
 * registration, else the one with the same verified email (linked), else a
 * new user. A verified email is added to the user, marked verified, unless
 * another user holds it; an unverified one is not kept at all. An existing
 * user whose matching email is unverified is refused, never linked.
 */
function resolveUser(
  deps: EmulatorDeps,
  info: ProviderInfo,
  identity: DeepReadonly<ProviderIdentity>,
): { user: ReadonlyUser; registration: OAuthProvider; created: boolean } {
  const match = matchUser(deps, info.displayName, identity);
  if (match.kind === 'unverified_email') throw OAuthErrors.unverifiedEmailMatch();
  const verified = providerVerifiedEmail(identity);
  let user =
    match.kind === 'none'
      ? createUser(deps, { email: verified ? identity.email : undefined, emailVerified: true, name: splitName(identity.name) })
      : match.user;
  const holder = verified ? findUserByEmail(deps, identity.email) : undefined;
  if (verified && (!holder || holder.user_id === user.user_id)) {
    const email = addEmail(deps, user, identity.email);
    verifyFactor(deps, user.user_id, email.email_id);
  }
  const existing = user.providers.find(
    (p) => oauthSubjectKey(p.provider_type, p.provider_subject) === oauthSubjectKey(info.displayName, identity.subject),
  );
  const registration: OAuthProvider = existing
    ? { ...existing }
    : {
        oauth_user_registration_id: newId('oauth-user-registration'),
        provider_subject: identity.subject,
        provider_type: info.displayName,
        profile_picture_url: '',
        locale: 'en',
      };
  user = updateUser(deps, user.user_id, (draft) => {
    if (!existing) draft.providers.push(registration);
  });
  return { user, registration, created: match.kind === 'none' };
}

export function oauthRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;
  const tokens = store.of(OAUTH_TOKENS);

  routes.post('/oauth/authenticate', async (c) => {
    const body = await parseBody(c, authenticateSchema);
    const digest = secretDigest(store.dataKey, body.token);
    const record = tokens.get(digest);
    if (!record || !digestsEqual(record.tokenDigest, digest)) throw OAuthErrors.tokenUnusable();
    if (clock.isPast(record.expiresAt)) {
      tokens.delete(digest);
      throw OAuthErrors.tokenUnusable();
    }
    if (record.outcome === 'denied' || !record.identity) {
      tokens.delete(digest);
      throw OAuthErrors.callbackError();
    }
    checkPkceVerifier(store.dataKey, record.codeChallenge, body.code_verifier);
    tokens.delete(digest);
    const info = providerInfo(record.provider);
    if (!info) throw OAuthErrors.tokenUnusable();
    const identity = record.identity;
    const { user, registration, created } = resolveUser(deps, info, identity);
    const factor: AuthenticationFactor = {
      type: 'oauth',
      delivery_method: `oauth_${info.type}`,
      last_authenticated_at: clock.iso(),
      [`${info.type}_oauth_factor`]: {
        id: registration.oauth_user_registration_id,
        provider_subject: identity.subject,
        email_id: user.emails.find((e) => e.email === identity.email)?.email_id ?? '',
      },
    };
    const issued = startSession(c, deps, { user, factor, durationMinutes: body.session_duration_minutes });
    return ok(
      c,
      await authenticatePayload(deps, user, issued, {
        method_id: registration.oauth_user_registration_id,
        is_new: created,
        oauth_user_registration_id: registration.oauth_user_registration_id,
        provider_subject: identity.subject,
        provider_type: info.displayName,
        profile_picture_url: registration.profile_picture_url ?? '',
        locale: registration.locale ?? 'en',
        provider_values: {
          access_token: `${info.type}-access-${newSecretToken()}`,
          id_token: await signIdToken(deps, { origin: new URL(c.req.url).origin, info, identity }),
          refresh_token: `${info.type}-refresh-${newSecretToken()}`,
          scopes: grantedScopes(info, record.customScopes),
          expires_at: clock.isoIn(ID_TOKEN_LIFETIME_SECONDS),
        },
      }),
    );
  });

  return routes;
}
