/**
 * Which One Tap failures are the developer's to fix (docs/behaviour.md §2.7): shown
 * in the widget only for a test public token, so a live site's visitors just
 * get the 'Continue with Google' button. Start's failures are the provider's
 * error types; the prompt's are Google's not-displayed and skipped reasons
 * (docs/protocol.md §7.7, "Google One Tap").
 */
import type { OAuthMessageKey } from '../messages';

export type OneTapDeveloperError = { key: OAuthMessageKey; values?: Record<string, string> };

const START_ERRORS: Readonly<Record<string, OAuthMessageKey>> = {
  oauth_config_not_found: 'oauth.oneTapError.noOAuthClient',
  no_login_redirect_urls_set: 'oauth.oneTapError.noLoginRedirect',
  no_signup_redirect_urls_set: 'oauth.oneTapError.noSignupRedirect',
  default_provider_not_allowed: 'oauth.oneTapError.defaultProviderNotAllowed',
};

const PROMPT_REASONS: Readonly<Record<string, OAuthMessageKey>> = {
  unregistered_origin: 'oauth.oneTapError.originNotAllowed',
  invalid_client: 'oauth.oneTapError.invalidClient',
  missing_client_id: 'oauth.oneTapError.invalidClient',
};

/** The developer error for a failed start call's `error_type`, if it is one. */
export function startDeveloperError(errorType: string | undefined): OneTapDeveloperError | null {
  const key = errorType === undefined ? undefined : START_ERRORS[errorType];
  return key === undefined ? null : { key };
}

/** The developer error for a reason Google gave for not showing (or cancelling) the prompt. */
export function promptDeveloperError(reason: string, origin: string): OneTapDeveloperError | null {
  const key = PROMPT_REASONS[reason];
  if (key === undefined) return null;
  return key === 'oauth.oneTapError.originNotAllowed' ? { key, values: { origin } } : { key };
}
