/**
 * A B2B OAuth start (docs/behaviour.md §11): the client builds the provider's
 * start URL (the PKCE challenge when the project requires one, the custom
 * scopes, the provider params) and sends the page there. By discovery with
 * `discoveryRedirectURL` (B2BMain), or into one organization with its id and
 * `loginRedirectURL` / `signupRedirectURL` (the organization's sign-in). A
 * redirect URL the config leaves out is left to the project's default.
 */
import type { PorticoB2BClient } from '../../../../core/b2b';
import type { B2BOAuthProviderConfig, NormalizedB2BConfig } from '../../../b2b/config/b2b-config-types';
import type { B2BOAuthTarget } from '../b2b-parts';

export function startOAuth(
  client: PorticoB2BClient,
  config: NormalizedB2BConfig,
  provider: Required<B2BOAuthProviderConfig>,
  target: B2BOAuthTarget,
  signal: AbortSignal,
): Promise<void> {
  const { discoveryRedirectURL, loginRedirectURL, signupRedirectURL } = config.oauthOptions;
  const common = {
    ...(provider.customScopes.length > 0 ? { custom_scopes: provider.customScopes } : {}),
    ...(Object.keys(provider.providerParams).length > 0 ? { provider_params: provider.providerParams } : {}),
    signal,
  };
  const starter = client.oauth[provider.type];
  if (target.kind === 'discovery') {
    return starter.discovery.start({ ...(discoveryRedirectURL ? { discovery_redirect_url: discoveryRedirectURL } : {}), ...common });
  }
  return starter.start({
    organization_id: target.organizationId,
    ...(loginRedirectURL ? { login_redirect_url: loginRedirectURL } : {}),
    ...(signupRedirectURL ? { signup_redirect_url: signupRedirectURL } : {}),
    ...common,
  });
}
