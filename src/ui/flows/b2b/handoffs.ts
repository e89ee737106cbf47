/**
 * Handoffs between the B2B flows (docs/architecture.md, "B2B widget"): the
 * actions a screen of one flow dispatches to open another flow's screens,
 * written here because flows import no other flow. Each is handled by the
 * reducer of the flow its namespace names; a flow that does not handle an
 * action leaves the state as it is.
 *
 * And the one rule after any primary factor or exchange (`authOutcome`):
 * a full member session → signed in; an intermediate session that owes MFA →
 * the MFA flow; one that owes another primary factor → the organization's
 * sign-in methods.
 */
import type {
  B2BAuthenticateResponseWithMfa,
  B2BOrganizationBySlugMatch,
  B2BSendResponse,
  B2BSsoActiveConnection,
  DiscoveredOrganization,
  Member,
  MfaRequired,
  Organization,
} from '../../../core/b2b';
import type { PorticoB2BEvent } from '../../b2b/b2b-events';

/**
 * The event of the call that led to a handoff (e.g. `B2B_DISCOVERY_INTERMEDIATE_SESSION_EXCHANGE`
 * with its answer): the flow that handles the handoff emits it from its effects, so it fires only
 * when the handoff applied (docs/architecture.md, "Effects": the action says so, the effects fire it).
 */
export type B2BAnnounce = Exclude<PorticoB2BEvent, { type: 'AuthenticateFlowComplete' }>;

/**
 * What a sign-in for one organization needs of it: what anyone may see of an organization found
 * by its slug (`b2b/organizations/search`), which a member's full organization also has.
 */
export type SignInOrganization = B2BOrganizationBySlugMatch;

export type B2BHandoff =
  /** Signed in with a full member session: the B2B success screen (b2bMain's `B2BSignedIn`). */
  | { type: 'b2bMain/signedIn'; member: Member; organization: Organization; announce?: B2BAnnounce }
  /**
   * A primary factor is done and the organization requires MFA, or the member is enrolled:
   * the MFA flow picks its first screen (enrol, or enter a code) from these.
   */
  | {
      type: 'mfa/required';
      member: Member;
      organization: Organization;
      mfaRequired: MfaRequired;
      announce?: B2BAnnounce;
    }
  /** The organization wants another primary factor (`primary_required`): its sign-in methods. */
  | {
      type: 'b2bMain/primaryRequired';
      organization: Organization;
      allowedAuthMethods: string[];
      email: string;
      announce?: B2BAnnounce;
    }
  /** A discovery authenticate answered: the organization list (the discovery flow). */
  | { type: 'discovery/discovered'; email: string; organizations: DiscoveredOrganization[]; announce?: B2BAnnounce }
  /**
   * 'Continue' with both email products: the choice between a link and a code (the b2bEmail
   * flow), by discovery, or for `organization` (the Organization flow's sign-in).
   */
  | { type: 'b2bEmail/chooseMethod'; email: string; organization?: SignInOrganization }
  /** A passcode was sent to `email` (discovery, or for `organization`): the passcode screen (the b2bEmail flow). */
  | { type: 'b2bEmail/codeSent'; email: string; response: B2BSendResponse; organization?: SignInOrganization }
  /** A link was sent to `email` (discovery, or for `organization`): 'Check your email' (the b2bEmail flow). */
  | { type: 'b2bEmail/linkSent'; email: string; response: B2BSendResponse; organization?: SignInOrganization }
  /**
   * 'Use a password instead' (or a password-only organization): the password sign-in of the
   * b2bPasswords flow, for discovery (no organization) or for `organization`.
   */
  | { type: 'b2bPasswords/start'; email: string; organization: SignInOrganization | null }
  /** 'Continue with SSO': the SSO flow's discovery by email (or the organization's connections). */
  | { type: 'sso/start'; email: string; organization: SignInOrganization | null }
  /** An organization's connection button started SSO (the page is leaving): SSO's redirecting screen and its event. */
  | { type: 'sso/started'; connection: B2BSsoActiveConnection }
  /**
   * An organization's sign-in methods (the Organization flow's OrganizationLogin): after
   * `b2bMain/primaryRequired`, only `allowedAuthMethods`, with `email` prefilled.
   */
  | { type: 'organization/show'; organization: SignInOrganization; allowedAuthMethods: string[]; email: string };

/** The next step after a sign-in or exchange answered (see above). */
export function authOutcome(response: B2BAuthenticateResponseWithMfa, email: string, announce?: B2BAnnounce): B2BHandoff {
  const { member, organization } = response;
  const event = announce === undefined ? {} : { announce };
  if (response.member_authenticated) return { type: 'b2bMain/signedIn', member, organization, ...event };
  if (response.mfa_required !== null) return { type: 'mfa/required', member, organization, mfaRequired: response.mfa_required, ...event };
  return {
    type: 'b2bMain/primaryRequired',
    organization,
    allowedAuthMethods: response.primary_required?.allowed_auth_methods ?? [],
    email,
    ...event,
  };
}

/** The event of a call, carrying its answer (a copy: the host may keep it). */
export function announce(type: B2BAnnounce['type'], response: object): B2BAnnounce {
  return { type, data: { ...response } };
}

/**
 * A screen's dispatch, typed for the handoffs other flows handle: the host's dispatch takes every
 * action and hands each to the flow its namespace names (docs/architecture.md, "B2B widget").
 */
export function handOffWith(dispatch: (action: never) => void): (action: B2BHandoff) => void {
  return dispatch as (action: B2BHandoff) => void;
}
