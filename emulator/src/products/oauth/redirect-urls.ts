import type { EmulatorConfig } from '../../config';
import { checkRedirectUrls } from '../../redirect-urls';
import { OAuthErrors } from './errors';

/**
 * Where an OAuth sign-in lands (docs/protocol.md §7.7), for the redirect
 * start and the One Tap start alike: the URLs the request names, checked
 * against the project's allow-list (§7.1), else the project's OAuth defaults
 * (config `oauthDefaultRedirectUrls`); a project with neither cannot start.
 */
export function resolveOAuthRedirectUrls(
  config: EmulatorConfig,
  requested: { login?: string | undefined; signup?: string | undefined },
): { login: string; signup: string } {
  const login = requested.login ?? config.oauthDefaultRedirectUrls.login;
  if (login === null) throw OAuthErrors.noLoginRedirectUrls();
  const signup = requested.signup ?? config.oauthDefaultRedirectUrls.signup;
  if (signup === null) throw OAuthErrors.noSignupRedirectUrls();
  checkRedirectUrls(config, { login_redirect_url: requested.login, signup_redirect_url: requested.signup });
  return { login, signup };
}
