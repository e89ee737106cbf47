/**
 * The SSO flow's domain actions (docs/architecture.md, "B2B widget"). The
 * landing's sign-in leaves the flow through a handoff (../handoffs.ts,
 * `authOutcome`) that announces `B2B_SSO_AUTHENTICATE`.
 */
import type {
  B2BOrganizationBySlugResponse,
  B2BSsoActiveConnection,
  B2BSsoDiscoverConnectionsResponse,
} from '../../../../core/b2b';
import type { B2BHandoff } from '../handoffs';

export type SSOAction =
  /**
   * The address's connections answered. With exactly one, its start has
   * already sent the page away (the same call), so the visitor sees where.
   */
  | { type: 'sso/discovered'; email: string; response: B2BSsoDiscoverConnectionsResponse }
  /** A connection's start sent the page to its identity provider. */
  | { type: 'sso/started'; connection: B2BSsoActiveConnection }
  /** The landing's token was refused: 'Try another method' opens the login's first screen. */
  | { type: 'sso/landingLeft' }
  /** The slug named an organization: its connections. */
  | { type: 'sso/organizationFound'; response: B2BOrganizationBySlugResponse & { organization: NonNullable<B2BOrganizationBySlugResponse['organization']> } };

/** Every action the flow's reducer takes: its own, and the handoff that opens it. */
export type SSOInput = SSOAction | Extract<B2BHandoff, { type: 'sso/start' }>;

export const discovered = (email: string, response: B2BSsoDiscoverConnectionsResponse): SSOAction => ({
  type: 'sso/discovered',
  email,
  response,
});

export const started = (connection: B2BSsoActiveConnection): SSOAction => ({ type: 'sso/started', connection });
