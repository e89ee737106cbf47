import type { ScreenStateBase } from '../../flow';
import type { SignInOrganization } from '../handoffs';

/**
 * The Organization login's first screen: the organization is looked up by its slug (the
 * config's `organizationSlug`, else the page address by the project's `slugPattern`).
 */
export interface OrganizationLoadState extends ScreenStateBase {
  screen: 'OrganizationLoad';
}

/** No organization has the slug (`slug`), or the page names none (null). */
export interface OrganizationNotFoundState extends ScreenStateBase {
  screen: 'OrganizationNotFound';
  slug: string | null;
}

/**
 * The organization's sign-in methods: those configured and allowed by it; after
 * `primary_required`, only `only` (the answer's `allowed_auth_methods`), `email` prefilled.
 */
export interface OrganizationLoginState extends ScreenStateBase {
  screen: 'OrganizationLogin';
  organization: SignInOrganization;
  only: string[] | null;
  email: string;
}

export type OrganizationState = OrganizationLoadState | OrganizationNotFoundState | OrganizationLoginState;
