/**
 * SSO (docs/architecture.md, "B2B widget"): the `sso/start` handoff opens an
 * organization's connections ('Continue with …', each a redirect start), or
 * by discovery an email screen whose connections decide the rest (one:
 * started at once; several: the list; none: the organization's slug). And
 * the redirect's landing, which a login mount opens on when the page URL
 * carries an SSO token (the registry line, ../index.ts).
 */
import type { B2BEventResponse } from '../../../b2b/b2b-events';
import type { B2BFlowDefinition } from '../flow';
import type { SSOInput } from './actions';
import { SSOAuthenticateScreen } from './authenticate-screen';
import { SSO_MESSAGES } from './messages';
import { ssoReducer } from './reducer';
import type { SSOState } from './state';

const flow: B2BFlowDefinition<SSOState, SSOInput, keyof typeof SSO_MESSAGES, 'sso'> = {
  id: 'sso',
  reducer: ssoReducer,
  screens: {
    SSODiscoveryEmail: { component: { load: () => import('./deferred-screens').then((m) => m.SSODiscoveryEmailScreen) }, backArrow: true, focus: 'heading' },
    SSOConnections: { component: { load: () => import('./deferred-screens').then((m) => m.SSOConnectionsScreen) }, backArrow: true, focus: 'heading' },
    SSOFallback: { component: { load: () => import('./deferred-screens').then((m) => m.SSOFallbackScreen) }, backArrow: true, focus: 'heading' },
    // Back, should the page not leave (a blocked navigation, the browser's back-forward cache).
    SSORedirecting: { component: { load: () => import('./deferred-screens').then((m) => m.SSORedirectingScreen) }, backArrow: true, focus: 'heading' },
    // The landing is the mount's first screen: nothing to go back to.
    SSOAuthenticate: { component: SSOAuthenticateScreen, backArrow: false, focus: 'heading' },
  },
  effects(action, env) {
    // The B2B widget's emit takes its own events (src/ui/b2b/b2b-context.ts); the host passes the same function.
    const { emit } = env;
    const data = (value: object) => value as unknown as B2BEventResponse;
    switch (action.type) {
      case 'sso/discovered': {
        emit({ type: 'B2B_SSO_DISCOVER_CONNECTIONS', data: data(action.response) });
        const [only] = action.response.connections;
        if (action.response.connections.length === 1 && only !== undefined) {
          emit({ type: 'B2B_SSO_START', data: { connection_id: only.connection_id } });
        }
        return;
      }
      case 'sso/started':
        emit({ type: 'B2B_SSO_START', data: { connection_id: action.connection.connection_id } });
        return;
      case 'sso/organizationFound':
        emit({ type: 'B2B_ORGANIZATIONS_GET_BY_SLUG', data: data(action.response) });
        return;
      case 'sso/start':
      case 'sso/landingLeft':
        return;
    }
  },
  messages: SSO_MESSAGES,
  texts: 'b2b-sso',
};

export default flow;
