/**
 * The B2B widget's identity-provider port (port.ts): the B2B client's
 * Connected Apps consent and logout calls (`idp.oauthAuthorizeStart`, …) for
 * the signed-in member, the member session, and the member's organization in
 * the titles (docs/behaviour.md §11). The B2B widget gives it to the flow
 * (src/ui/b2b/b2b-widget-root.tsx); the consumer build never holds it.
 */
import type { PorticoB2BClient } from '../../../core/b2b';
import type { WidgetEnvironment } from '../../context/widget-context';
import { namedOr, type IDPPort } from './port';

export function b2bIDPPort(env: WidgetEnvironment): IDPPort {
  // The B2B widget's environment holds its B2B client (src/ui/b2b/b2b-context.ts).
  const client = env.client as unknown as PorticoB2BClient;
  return {
    // The request as the page gave it: the provider reads the same parameters as the consumer one.
    authorizeStart: (params, signal) => client.idp.oauthAuthorizeStart({ ...params, signal }),
    authorizeSubmit: (params, signal) => client.idp.oauthAuthorizeSubmit({ ...params, signal }),
    // The B2B call takes `state` always; an absent one is empty.
    logoutStart: (params, signal) => client.idp.oauthLogoutStart({ ...params, state: params.state ?? '', signal }),
    hasSession: async (signal) => (client.session.getSync() ?? (await client.session.whenInitialized({ signal })).session) !== null,
    // The question names the member's organization: without a member there is none to log out of.
    logoutNeedsSession: true,
    revoke: (signal) => client.session.revoke({ forceClear: true, signal }),
    followRedirect: (redirectUri) => client.idp.followRedirect(redirectUri),
    texts: { titleStandardScopes: 'idp.b2b.titleStandardScopes', titleCustomScopes: 'idp.b2b.titleCustomScopes', logoutBody: 'idp.b2b.logoutBody' },
    account: () => ({ organizationName: namedOr(client.organization.getSync()?.organization_name) }),
  };
}
