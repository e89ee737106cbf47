import type { EmulatorDeps } from '../../context';
import { newSecretToken } from '../../ids';
import { digestsEqual, secretDigest } from '../../secrets';
import type { DeepReadonly } from '../../store/readonly';
import type { ReadonlySession } from '../../kernel';
import { AUTHORIZATION_CODES, type AuthorizationCodeRecord } from './records';

/**
 * Authorization codes (RFC 6749 §4.1.2): single use, 60 seconds by the
 * emulator's clock (the dev API's clock moves them), stored as a digest and
 * bound to the client, redirect URI, user, session, granted scopes, nonce,
 * PKCE challenge and authentication time. A redeemed code is kept, marked,
 * so its replay can be detected and what it issued revoked.
 */

export const CODE_LIFETIME_SECONDS = 60;

/** When the user last authenticated in this session (the ID token's `auth_time`), in epoch seconds. */
export function authTimeOf(session: ReadonlySession): number {
  const times = session.authentication_factors.map((factor) => Date.parse(factor.last_authenticated_at));
  const latest = Math.max(Date.parse(session.started_at), ...times.filter((time) => !Number.isNaN(time)));
  return Math.floor(latest / 1000);
}

export function issueCode(
  deps: EmulatorDeps,
  binding: Omit<AuthorizationCodeRecord, 'codeDigest' | 'expiresAt' | 'redeemed'>,
): string {
  const code = newSecretToken();
  deps.store.of(AUTHORIZATION_CODES).insert({
    ...binding,
    codeDigest: secretDigest(deps.store.dataKey, code),
    expiresAt: deps.clock.isoIn(CODE_LIFETIME_SECONDS),
    redeemed: false,
  });
  return code;
}

export function findCode(deps: EmulatorDeps, code: string): DeepReadonly<AuthorizationCodeRecord> | undefined {
  const digest = secretDigest(deps.store.dataKey, code);
  const record = deps.store.of(AUTHORIZATION_CODES).get(digest);
  return record && digestsEqual(record.codeDigest, digest) ? record : undefined;
}
