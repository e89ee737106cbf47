/**
 * OrganizationLoad → the organization's sign-in methods, or 'We couldn't find
 * your organization'; `organization/show` (after `primary_required`) → the
 * organization's methods. The methods' own steps are other flows' (the email
 * screens, passwords, SSO's redirect). Each action applies only on the
 * screens of its applies-on table (docs/architecture.md, "Reducer").
 */
import type { B2BWidgetState } from '..';
import type { OrganizationInput } from './actions';

type B2BScreenName = B2BWidgetState['screen'];

function next(action: OrganizationInput): B2BWidgetState {
  switch (action.type) {
    case 'organization/found':
      return { screen: 'OrganizationLogin', organization: action.organization, only: null, email: '' };
    case 'organization/notFound':
      return { screen: 'OrganizationNotFound', slug: action.slug };
    case 'organization/show':
      return { screen: 'OrganizationLogin', organization: action.organization, only: action.allowedAuthMethods, email: action.email };
  }
}

const APPLIES_ON: { readonly [T in OrganizationInput['type']]: readonly B2BScreenName[] } = {
  'organization/found': ['OrganizationLoad'],
  'organization/notFound': ['OrganizationLoad'],
  'organization/show': ['B2BPrimaryRequired'],
};

export function organizationReducer(state: B2BWidgetState, action: OrganizationInput): B2BWidgetState {
  return APPLIES_ON[action.type].includes(state.screen) ? next(action) : state;
}
