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
 *
 * A handoff after a call says which event that call implies (`announce`, as
 * the identity provider's actions do: docs/architecture.md, "Effects"): the
 * flow that takes the handoff fires it in its effects, since only the owner of
 * an accepted action runs effects.
 */
import type {
  B2BAuthenticateResponseWithMfa,
  DiscoveredOrganization,
  Member,
  MfaRequired,
  Organization,
} from '../../../core/b2b';
import type { PorticoB2BEvent } from '../../b2b/b2b-events';

export type B2BHandoff = (
  /** Signed in with a full member session: the B2B success screen (b2bMain's `B2BSignedIn`). */
  | { type: 'b2bMain/signedIn'; member: Member; organization: Organization }
  /**
   * A primary factor is done and the organization requires MFA, or the member is enrolled:
   * the MFA flow picks its first screen (enrol, or enter a code) from these.
   */
  | {
      type: 'mfa/required';
      member: Member;
      organization: Organization;
      mfaRequired: MfaRequired;
    }
  /** The organization wants another primary factor (`primary_required`): its sign-in methods. */
  | { type: 'b2bMain/primaryRequired'; organization: Organization; allowedAuthMethods: string[]; email: string }
  /** A discovery authenticate answered: the organization list (the discovery flow). */
  | { type: 'discovery/discovered'; email: string; organizations: DiscoveredOrganization[] }
  /**
   * 'Use a password instead' (or a password-only organization): the password sign-in of the
   * b2bPasswords flow, for discovery (no organization) or for `organization`.
   */
  | { type: 'b2bPasswords/start'; email: string; organization: Organization | null }
  /** 'Continue with SSO': the SSO flow's discovery by email (or the organization's connections). */
  | { type: 'sso/start'; email: string; organization: Organization | null }
) & {
  /** The event of the call that led here (`B2B_PASSWORD_AUTHENTICATE` with its answer), fired by the receiving flow. */
  announce?: PorticoB2BEvent;
};

/** The next step after a sign-in or exchange answered (see above). */
export function authOutcome(response: B2BAuthenticateResponseWithMfa, email: string, announce?: PorticoB2BEvent): B2BHandoff {
  const { member, organization } = response;
  const said = announce === undefined ? {} : { announce };
  if (response.member_authenticated) return { type: 'b2bMain/signedIn', member, organization, ...said };
  if (response.mfa_required !== null) return { type: 'mfa/required', member, organization, mfaRequired: response.mfa_required, ...said };
  return {
    type: 'b2bMain/primaryRequired',
    organization,
    allowedAuthMethods: response.primary_required?.allowed_auth_methods ?? [],
    email,
    ...said,
  };
}
