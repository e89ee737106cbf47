/**
 * The Organization login (`authFlowType: 'Organization'`, docs/architecture.md,
 * "B2B widget"): the slug's organization, then its sign-in methods (the email
 * screens, passwords and SSO are their flows', for this organization), and
 * the organization's methods after `primary_required` (`organization/show`).
 */
import type { B2BFlowDefinition } from '../flow';
import { announce } from '../handoffs';
import type { OrganizationInput } from './actions';
import { OrganizationLoadScreen } from './load-screen';
import { ORGANIZATION_MESSAGES } from './messages';
import { organizationReducer } from './reducer';
import type { OrganizationState } from './state';

const flow: B2BFlowDefinition<OrganizationState, OrganizationInput, keyof typeof ORGANIZATION_MESSAGES> = {
  id: 'organization',
  reducer: organizationReducer,
  screens: {
    OrganizationLoad: { component: OrganizationLoadScreen, backArrow: false, focus: 'heading' },
    OrganizationNotFound: {
      component: { load: () => import('./deferred-screens').then((m) => m.OrganizationNotFoundScreen) },
      backArrow: false,
      focus: 'heading',
    },
    OrganizationLogin: {
      component: { load: () => import('./deferred-screens').then((m) => m.OrganizationLoginScreen) },
      backArrow: false,
      focus: 'heading',
    },
  },
  effects(action, env) {
    // The lookup's event, with its answer, whether or not it found the organization.
    if (action.type === 'organization/show') return;
    if (action.response !== null) env.emit(announce('B2B_ORGANIZATIONS_GET_BY_SLUG', action.response));
  },
  messages: ORGANIZATION_MESSAGES,
  texts: 'b2b-organization',
};

export default flow;
