import type { EmulatorContext, EmulatorDeps } from './context';

/**
 * Who the project's OpenID Connect provider (products/idp) may act for
 * besides consumer users: a product that keeps its own signed-in subjects
 * (the B2B product's members) offers them through `Product.idpSubjects`, so
 * the provider issues codes and tokens for them without importing that
 * product (docs/architecture.md, "B2B"). Subject ids are globally unique by
 * their prefix (`user-…`, `member-…`).
 */

export interface IdpSubject {
  /** The `sub` claim. */
  readonly id: string;
  /** The claims the granted scopes release (OpenID Connect Core §5.4), and any the subject always carries. */
  claims(scopes: readonly string[]): Record<string, unknown>;
  /** Whether the subject may be granted a scope beyond the standard ones (its roles hold the scope's permissions). */
  mayGrantCustomScope(scope: string): boolean;
}

export interface IdpSessionSubject {
  readonly subject: IdpSubject;
  readonly sessionId: string;
  /** When the subject last authenticated in this session (the ID token's `auth_time`), in epoch seconds. */
  readonly authTime: number;
}

export interface IdpSubjectSource {
  /** The subject of the request's own session (its Basic-auth secret), or null. */
  caller(c: EmulatorContext, deps: EmulatorDeps): IdpSessionSubject | null;
  /** A live subject by id, or null (deleted, or not this source's). */
  find(deps: EmulatorDeps, id: string): IdpSubject | null;
  /**
   * A new session of the subject for an access token of `clientId`
   * (`…/sessions/exchange_access_token`): the source's own authenticate answer.
   */
  exchangeAccessToken(
    c: EmulatorContext,
    deps: EmulatorDeps,
    input: { subjectId: string; clientId: string; durationMinutes: number | undefined },
  ): Promise<Record<string, unknown>>;
}
