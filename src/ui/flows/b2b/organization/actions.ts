/**
 * The Organization flow's actions (docs/architecture.md, "B2B widget"): the
 * slug's lookup answered, and the handoff `organization/show` (handoffs.ts)
 * that opens the organization's methods after `primary_required`.
 */
import type { B2BOrganizationBySlugResponse } from '../../../../core/b2b';
import type { B2BHandoff, SignInOrganization } from '../handoffs';

export type OrganizationAction =
  /** The slug named an organization (the whole answer: its event carries it). */
  | { type: 'organization/found'; organization: SignInOrganization; response: B2BOrganizationBySlugResponse }
  /** No organization has the slug, or there was no slug to look up (`response` null: no call). */
  | { type: 'organization/notFound'; slug: string | null; response: B2BOrganizationBySlugResponse | null };

export type OrganizationInput = OrganizationAction | Extract<B2BHandoff, { type: 'organization/show' }>;
