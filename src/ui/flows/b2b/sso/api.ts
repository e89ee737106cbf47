/**
 * The SSO flow's requests (src/core/b2b/sso.ts, organization.ts), each with
 * the screen's abort signal. A start navigates the page (the client builds
 * the URL, with PKCE when the project requires it) with the config's
 * `ssoOptions`.
 */
import type {
  B2BAuthenticateResponseWithMfa,
  B2BOrganizationBySlugResponse,
  B2BSsoActiveConnection,
  B2BSsoDiscoverConnectionsResponse,
  PorticoB2BClient,
} from '../../../../core/b2b';
import type { NormalizedB2BConfig } from '../../../b2b/config/b2b-config-types';

type Env = { client: PorticoB2BClient; config: NormalizedB2BConfig };

export function startConnection({ client, config }: Env, connection: B2BSsoActiveConnection, signal: AbortSignal): Promise<void> {
  const o = config.ssoOptions;
  return client.sso.start({
    connection_id: connection.connection_id,
    ...(o.loginRedirectURL === undefined ? {} : { login_redirect_url: o.loginRedirectURL }),
    ...(o.signupRedirectURL === undefined ? {} : { signup_redirect_url: o.signupRedirectURL }),
    ...(o.providerParams === undefined ? {} : { provider_params: o.providerParams }),
    signal,
  });
}

export function discoverConnections({ client }: Env, email: string, signal: AbortSignal): Promise<B2BSsoDiscoverConnectionsResponse> {
  return client.sso.discoverConnections(email, { signal });
}

export function organizationBySlug({ client }: Env, slug: string, signal: AbortSignal): Promise<B2BOrganizationBySlugResponse> {
  return client.organization.getBySlug({ organization_slug: slug, signal });
}

export async function redeemSsoToken({ client, config }: Env, token: string, signal: AbortSignal): Promise<B2BAuthenticateResponseWithMfa> {
  const session_duration_minutes = config.sessionOptions.sessionDurationMinutes;
  // Through `authenticateByUrl` when the address carries the token: it then takes the used token
  // out of the address bar (docs/architecture.md, "One-time tokens"), so a reload after the
  // sign-in does not land on a refused token again.
  const fromUrl = await client.authenticateByUrl({ session_duration_minutes, signal });
  if (fromUrl !== null && fromUrl.handled && fromUrl.tokenType === 'sso') return fromUrl.data;
  return client.sso.authenticate({ sso_token: token, session_duration_minutes, signal });
}
