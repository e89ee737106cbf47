/**
 * The `/sdk/v1/b2b` answers the B2B client reads (issue 24; the shapes of the
 * provider's B2B headless client). Written here until the shared
 * definitions land in `protocol/` (docs/architecture.md, "Where the wire
 * types live"), at which point these become re-exports. Each object type
 * names the fields the client relies on; any other field the server sent is
 * on the object too, untyped (README, "Mounting the widget").
 */
import type { ResponseMeta } from '../products/shared';

/** One of a member's roles, with where it came from (direct, email domain, SSO, …). */
export interface MemberRole {
  role_id: string;
  sources: Array<{ type: string; details: Record<string, unknown> | null }>;
}

export interface Member {
  organization_id: string;
  member_id: string;
  email_address: string;
  status: string;
  name: string;
  roles: MemberRole[];
  mfa_enrolled: boolean;
  mfa_phone_number: string;
  totp_registration_id: string;
  is_breakglass: boolean;
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  [extra: string]: unknown;
}

export interface Organization {
  organization_id: string;
  organization_name: string;
  organization_slug: string;
  organization_logo_url: string;
  email_allowed_domains: string[];
  email_jit_provisioning: string;
  email_invites: string;
  auth_methods: string;
  allowed_auth_methods?: string[];
  mfa_policy: string;
  mfa_methods?: string;
  allowed_mfa_methods?: string[];
  sso_jit_provisioning: string;
  sso_default_connection_id: string | null;
  trusted_metadata: Record<string, unknown>;
  [extra: string]: unknown;
}

/** A member's session in one organization. */
export interface MemberSession {
  member_session_id: string;
  member_id: string;
  organization_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  roles: string[];
  authentication_factors: unknown[];
  organization_slug?: string;
  custom_claims?: Record<string, unknown>;
  [extra: string]: unknown;
}

/** What a primary sign-in that still needs a second factor tells about it. */
export interface MfaRequired {
  member_options: { mfa_phone_number: string; totp_registration_id: string } | null;
  secondary_auth_initiated: string | null;
}

/**
 * An answer that signs a member in: a member session with its tokens, or,
 * when MFA is pending (`member_authenticated: false`), an
 * `intermediate_session_token` and no session.
 */
export interface B2BAuthenticateResponse extends ResponseMeta {
  member_id: string;
  member: Member;
  organization: Organization;
  member_session: MemberSession | null;
  session_token: string;
  session_jwt: string;
  member_authenticated?: boolean;
  intermediate_session_token?: string;
  mfa_required?: MfaRequired | null;
  [extra: string]: unknown;
}

/** An organization found for a verified email address, with the address's standing in it. */
export interface DiscoveredOrganization {
  organization: Organization;
  membership: {
    type:
      | 'active_member'
      | 'pending_member'
      | 'invited_member'
      | 'eligible_to_join_by_email_domain'
      | 'eligible_to_join_by_oauth_tenant';
    details: Record<string, unknown> | null;
    member: Member | null;
  };
  member_authenticated: boolean;
  primary_required: { allowed_auth_methods: string[] } | null;
  mfa_required: MfaRequired | null;
  [extra: string]: unknown;
}

/** `data` of a discovery sign-in (magic link, email passcode): an intermediate session, no member session. */
export interface B2BDiscoveryAuthenticateResponse extends ResponseMeta {
  intermediate_session_token: string;
  email_address: string;
  discovered_organizations: DiscoveredOrganization[];
  [extra: string]: unknown;
}

/** `data` of `discovery/organizations`. */
export interface B2BDiscoveryOrganizationsResponse extends ResponseMeta {
  email_address: string;
  discovered_organizations: DiscoveredOrganization[];
  organization_id_hint?: string | null;
  [extra: string]: unknown;
}

/** `data` of a call that answers one member (members create/update, self get/update, factor deletes, invites). */
export interface B2BMemberResponse extends ResponseMeta {
  member_id: string;
  member: Member;
  organization: Organization;
  [extra: string]: unknown;
}

/** `data` of `organizations/me` (get, update). */
export interface B2BOrganizationResponse extends ResponseMeta {
  organization: Organization;
  [extra: string]: unknown;
}

/** `data` of `organizations/me/members/search`. */
export interface B2BMembersSearchResponse extends ResponseMeta {
  members: Member[];
  results_metadata: { total: number; next_cursor: string | null };
  organizations: Record<string, Organization>;
  [extra: string]: unknown;
}

/** `data` of a member deletion. */
export interface B2BMemberDeleteResponse extends ResponseMeta {
  member_id: string;
  [extra: string]: unknown;
}

/** `data` of a send (magic link, passcode): nothing beyond the metadata. */
export interface B2BSendResponse extends ResponseMeta {
  [extra: string]: unknown;
}
