/**
 * The Organization flow's requests, each with the screen's abort signal: the
 * slug's lookup and an SSO connection's start (the client builds the start URL,
 * with PKCE when the project requires it, and sends the page there).
 */
import type { B2BOrganizationBySlugResponse, B2BSsoActiveConnection, PorticoB2BClient } from '../../../../core/b2b';
import type { NormalizedB2BConfig } from '../../../b2b/config/b2b-config-types';
import type { OrganizationAction } from './actions';
import { slugFromUrl } from './slug';

/** The page's address, or '' outside a browser. */
export function pageHref(): string {
  return globalThis.location?.href ?? '';
}

/**
 * The slug to look up: the config's `organizationSlug`, else the page address's by the project's
 * `slugPattern` (the bootstrap, fetched once by the client), and the lookup's answer as an action.
 */
export async function findOrganization(
  client: PorticoB2BClient,
  config: NormalizedB2BConfig,
  href: string,
  signal: AbortSignal,
): Promise<OrganizationAction> {
  const slug = config.organizationSlug ?? slugFromUrl((await client.bootstrap.get({ signal })).slugPattern, href);
  if (slug === null || slug === '') return { type: 'organization/notFound', slug: null, response: null };
  const response: B2BOrganizationBySlugResponse = await client.organization.getBySlug({ organization_slug: slug, signal });
  return response.organization === null
    ? { type: 'organization/notFound', slug, response }
    : { type: 'organization/found', organization: response.organization, response };
}

export function startConnection(client: PorticoB2BClient, config: NormalizedB2BConfig, connection: B2BSsoActiveConnection, signal: AbortSignal): Promise<void> {
  const o = config.ssoOptions;
  return client.sso.start({
    connection_id: connection.connection_id,
    ...(o.loginRedirectURL === undefined ? {} : { login_redirect_url: o.loginRedirectURL }),
    ...(o.signupRedirectURL === undefined ? {} : { signup_redirect_url: o.signupRedirectURL }),
    ...(o.providerParams === undefined ? {} : { provider_params: o.providerParams }),
    signal,
  });
}
