/**
 * Starting a provider's redirect sign-in from a button: the client builds the
 * start URL (with the PKCE challenge when the project requires one, the
 * custom scopes and the provider params) and navigates the page there. A
 * failure before the navigation (PKCE needs a secure context, say) shows in
 * Main's alert.
 */
import { useCallback } from 'react';
import { useScreenCall } from '../../async/use-screen-call';
import type { OAuthProviderConfig } from '../../config/config-types';
import { useWidget } from '../../context/widget-context';
import type { CommonAction } from '../flow';

export function useOAuthStart(dispatch: (action: CommonAction) => void) {
  const { client, config } = useWidget();
  const { call, pending } = useScreenCall(dispatch);
  const { loginRedirectURL, signupRedirectURL } = config.oauthOptions;
  const start = useCallback(
    async (provider: OAuthProviderConfig) => {
      dispatch({ type: 'errorCleared' });
      await call((signal) =>
        client.oauth[provider.type].start({
          ...(loginRedirectURL ? { login_redirect_url: loginRedirectURL } : {}),
          ...(signupRedirectURL ? { signup_redirect_url: signupRedirectURL } : {}),
          ...(provider.custom_scopes ? { custom_scopes: provider.custom_scopes } : {}),
          ...(provider.provider_params ? { provider_params: provider.provider_params } : {}),
          signal,
        }),
      );
    },
    [client, call, dispatch, loginRedirectURL, signupRedirectURL],
  );
  return { start, pending };
}
