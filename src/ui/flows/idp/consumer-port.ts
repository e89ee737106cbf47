/**
 * The consumer widget's identity-provider port (port.ts): the consumer
 * client's `idp` calls, its session and revoke, and the project's name in the
 * titles (the bootstrap's, else the consent page's host). The flow's default:
 * the consumer widget gives no port of its own, so its entry holds none of this.
 */
import type { WidgetEnvironment } from '../../context/widget-context';
import { namedOr, type IDPPort } from './port';

export function consumerIDPPort({ client, bootstrap }: WidgetEnvironment): IDPPort {
  return {
    authorizeStart: (params, signal) => client.idp.authorizeStart(params, { signal }),
    authorizeSubmit: (params, signal) => client.idp.authorizeSubmit(params, { signal }),
    logoutStart: (params, signal) => client.idp.logoutStart(params, { signal }),
    hasSession: async (signal) => (client.session.getSync() ?? (await client.session.whenInitialized({ signal })).session) !== null,
    logoutNeedsSession: false,
    revoke: (signal) => client.session.revoke({ forceClear: true, signal }),
    followRedirect: (redirectUri) => client.idp.followRedirect(redirectUri),
    texts: { titleStandardScopes: 'idp.titleStandardScopes', titleCustomScopes: 'idp.titleCustomScopes', logoutBody: 'idp.logoutBody' },
    account: () => ({ projectName: namedOr(bootstrap.projectName) }),
  };
}
