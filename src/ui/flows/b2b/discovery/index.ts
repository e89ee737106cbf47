/**
 * Discovery's organizations (docs/architecture.md, "B2B widget"): the list a
 * discovery sign-in found, 'no organizations', and creating one; the event of
 * the sign-in that found them.
 */
import type { B2BFlowDefinition } from '../flow';
import type { DiscoveryAction } from './actions';
import { B2B_DISCOVERY_MESSAGES } from './messages';
import { discoveryReducer } from './reducer';
import type { DiscoveryFlowState } from './state';

const flow: B2BFlowDefinition<DiscoveryFlowState, DiscoveryAction, keyof typeof B2B_DISCOVERY_MESSAGES> = {
  id: 'discovery',
  reducer: discoveryReducer,
  screens: {
    DiscoveryOrganizations: {
      component: { load: () => import('./deferred-screens').then((m) => m.DiscoveryOrganizationsScreen) },
      backArrow: true,
      focus: 'heading',
    },
    DiscoveryNoOrganizations: {
      component: { load: () => import('./deferred-screens').then((m) => m.DiscoveryNoOrganizationsScreen) },
      backArrow: true,
      focus: 'heading',
    },
    DiscoveryCreate: {
      component: { load: () => import('./deferred-screens').then((m) => m.DiscoveryCreateScreen) },
      backArrow: true,
      focus: 'heading',
    },
  },
  effects(action, env) {
    // The shell's emit sends any event to the host; a B2B mount's are the B2B ones (b2b-context.ts).
    const { emit } = env;
    if (action.type === 'discovery/discovered' && action.announce !== undefined) emit(action.announce);
  },
  messages: B2B_DISCOVERY_MESSAGES,
  texts: 'b2b-discovery',
};

export default flow;
