/**
 * The handoff `sso/start` → the organization's connections, or (discovery)
 * the email screen; the address's connections → none: the slug fallback,
 * one: already redirecting, several: the list; a start → redirecting; a slug
 * that names an organization → its connections; a refused landing → Main. Each action applies only on
 * the screens of its applies-on table (docs/architecture.md, "Reducer").
 */
import type { B2BWidgetState } from '..';
import type { SSOInput } from './actions';

type B2BScreenName = B2BWidgetState['screen'];

function next(state: B2BWidgetState, action: SSOInput): B2BWidgetState {
  switch (action.type) {
    case 'sso/start':
      return action.organization === null
        ? { screen: 'SSODiscoveryEmail', email: action.email }
        : {
            screen: 'SSOConnections',
            organizationName: action.organization.organization_name,
            connections: action.organization.sso_active_connections,
          };
    case 'sso/discovered': {
      const { connections } = action.response;
      const [only] = connections;
      if (connections.length === 1 && only !== undefined) return { screen: 'SSORedirecting', connection: only };
      return connections.length === 0
        ? { screen: 'SSOFallback', email: action.email }
        : { screen: 'SSOConnections', organizationName: null, connections };
    }
    case 'sso/landingLeft':
      // The landing is this mount's first screen, so 'back' cannot leave it: Main can.
      return { screen: 'B2BMain' };
    case 'sso/started':
      return { screen: 'SSORedirecting', connection: action.connection };
    case 'sso/organizationFound':
      return {
        screen: 'SSOConnections',
        organizationName: action.response.organization.organization_name,
        connections: action.response.organization.sso_active_connections,
      };
  }
}

/**
 * The screens each action may leave from. The opening handoff is the
 * visitor's choice on whichever screen offers it, so it applies anywhere.
 */
const APPLIES_ON: { readonly [T in SSOInput['type']]: readonly B2BScreenName[] | 'anywhere' } = {
  'sso/start': 'anywhere',
  'sso/discovered': ['SSODiscoveryEmail'],
  'sso/started': ['SSOConnections', 'OrganizationLogin'],
  'sso/organizationFound': ['SSOFallback'],
  'sso/landingLeft': ['SSOAuthenticate'],
};

export function ssoReducer(state: B2BWidgetState, action: SSOInput): B2BWidgetState {
  const on = APPLIES_ON[action.type];
  return on === 'anywhere' || on.includes(state.screen) ? next(state, action) : state;
}
