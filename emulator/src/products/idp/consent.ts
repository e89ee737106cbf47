import type { EmulatorDeps } from '../../context';
import { isFirstParty, type ConnectedApp } from './clients';
import { CONSENT_GRANTS, grantId } from './records';

/**
 * Whether the user must be asked (docs/protocol.md §7.9). A client configured
 * with `consent_required` and a request with `prompt=consent` always ask; a
 * first-party client otherwise never does; a third-party client asks until
 * this user has granted it, once, every grantable scope of the request (the
 * grants are remembered per user and client). `prompt=none` never shows the
 * question: where it would be asked, the answer is `error=consent_required`
 * (OpenID Connect Core §3.1.2.6).
 */
export function needsConsent(
  deps: EmulatorDeps,
  input: { app: ConnectedApp; userId: string; prompts: ReadonlySet<string>; grantable: readonly string[] },
): boolean {
  if (input.app.consent_required === true || input.prompts.has('consent')) return true;
  if (isFirstParty(input.app)) return false;
  const granted = deps.store.of(CONSENT_GRANTS).get(grantId(input.userId, input.app.client_id))?.scopes ?? [];
  return !input.grantable.every((scope) => granted.includes(scope));
}

/** Adds `scopes` to what the user granted the client (a code was issued for them). */
export function recordGrant(deps: EmulatorDeps, userId: string, clientId: string, scopes: readonly string[]): void {
  const grants = deps.store.of(CONSENT_GRANTS);
  const id = grantId(userId, clientId);
  const now = deps.clock.iso();
  if (!grants.get(id)) {
    grants.insert({ id, userId, clientId, scopes: [...scopes], grantedAt: now });
    return;
  }
  grants.update(id, (draft) => {
    draft.scopes = [...new Set([...draft.scopes, ...scopes])];
    draft.grantedAt = now;
  });
}

export function hasGrant(deps: EmulatorDeps, userId: string, clientId: string): boolean {
  return deps.store.of(CONSENT_GRANTS).get(grantId(userId, clientId)) !== undefined;
}
