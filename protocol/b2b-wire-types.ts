/**
 * Shapes the provider sends over `/sdk/v1/b2b/…` (its business-to-business
 * products: organizations, members, member sessions, discovery), kept in its
 * snake_case: the B2B client reads them and the emulator serves them. Names
 * carry a `B2B` prefix where the consumer shapes (wire-types.ts) have the same
 * word. The reference is the public typing of the provider's published B2B
 * headless client (docs/architecture.md, "Where the wire types live"); the
 * integration tests check every emulator answer against these shapes at run
 * time (test/integration/support/wire-schemas.ts).
 */

/** The fields every `data` carries (docs/protocol.md §3). */
export interface B2BResponseCommon {
  request_id: string;
  status_code: number;
}

export type B2BPolicySetting = 'ALL_ALLOWED' | 'RESTRICTED' | 'NOT_ALLOWED';
export type B2BAllowedAuthMethod =
  | 'sso'
  | 'magic_link'
  | 'password'
  | 'google_oauth'
  | 'microsoft_oauth'
  | 'hubspot_oauth'
  | 'slack_oauth'
  | 'github_oauth'
  | 'email_otp';
export type B2BAllowedMfaMethod = 'sms_otp' | 'totp';

export interface B2BSsoActiveConnection {
  connection_id: string;
  display_name: string;
  identity_provider: string;
}

export interface B2BOrganization {
  organization_id: string;
  organization_name: string;
  organization_slug: string;
  organization_external_id?: string;
  organization_logo_url: string;
  trusted_metadata: Record<string, unknown>;
  sso_default_connection_id: string | null;
  sso_jit_provisioning: B2BPolicySetting;
  sso_jit_provisioning_allowed_connections: string[];
  sso_active_connections: B2BSsoActiveConnection[];
  scim_active_connection: { connection_id: string; display_name: string } | null;
  email_allowed_domains: string[];
  email_jit_provisioning: B2BPolicySetting;
  email_invites: B2BPolicySetting;
  oauth_tenant_jit_provisioning: 'RESTRICTED' | 'NOT_ALLOWED';
  allowed_oauth_tenants: Record<string, string[]>;
  auth_methods: 'ALL_ALLOWED' | 'RESTRICTED';
  allowed_auth_methods: B2BAllowedAuthMethod[];
  mfa_methods: 'ALL_ALLOWED' | 'RESTRICTED';
  allowed_mfa_methods: B2BAllowedMfaMethod[];
  mfa_policy: 'OPTIONAL' | 'REQUIRED_FOR_ALL';
  rbac_email_implicit_role_assignments: Array<{ role_id: string; domain: string }>;
}

/** Why a member holds a role (the provider's `RoleSource`). */
export type B2BRoleSource =
  | { type: 'direct_assignment'; details: Record<string, never> }
  | { type: 'email_assignment'; details: { email_domain: string } }
  | { type: 'sso_connection'; details: { connection_id: string } }
  | { type: 'sso_connection_group'; details: { connection_id: string; group: string } }
  | { type: 'scim_connection_group'; details: { connection_id: string; group_id: string } };

export interface B2BMemberRole {
  role_id: string;
  sources: B2BRoleSource[];
}

export type B2BMemberStatus = 'active' | 'invited' | 'pending' | 'deleted';

export interface B2BMember {
  organization_id: string;
  member_id: string;
  email_address: string;
  email_address_verified: boolean;
  retired_email_addresses: Array<{ email_id?: string; email_address?: string }>;
  status: B2BMemberStatus;
  name: string;
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  sso_registrations: Array<{
    connection_id: string;
    external_id: string;
    registration_id: string;
    sso_attributes: Record<string, unknown>;
  }>;
  is_breakglass: boolean;
  is_admin: boolean;
  /** Empty text when the member has no password (the provider's convention). */
  member_password_id: string;
  mfa_enrolled: boolean;
  /** Empty text when none. */
  mfa_phone_number: string;
  mfa_phone_number_verified: boolean;
  roles: B2BMemberRole[];
  default_mfa_method: string;
  /** Empty text when none. */
  totp_registration_id: string;
  oauth_registrations: B2BOAuthRegistration[];
  external_id?: string;
}

/** A member's registration with a B2B OAuth provider (one per provider). */
export interface B2BOAuthRegistration {
  member_oauth_registration_id: string;
  /** The provider's name as the provider spells it (`Google`, `Microsoft`, `HubSpot`, `Slack`, `GitHub`). */
  provider_type: string;
  provider_subject: string;
  profile_picture_url: string | null;
  locale: string | null;
  provider_tenants: Array<{ tenant_id: string; tenant_name: string }>;
}

export interface B2BAuthenticationFactor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  sequence_order?: 'PRIMARY' | 'SECONDARY';
  email_factor?: { email_id: string; email_address: string };
  phone_number_factor?: { phone_id: string; phone_number: string };
  [factor: string]: unknown;
}

export interface B2BMemberSession {
  member_session_id: string;
  member_id: string;
  organization_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  authentication_factors: B2BAuthenticationFactor[];
  custom_claims: Record<string, unknown>;
  roles: string[];
  organization_slug: string;
}

export interface B2BMfaRequired {
  member_options: { mfa_phone_number: string; totp_registration_id: string } | null;
  secondary_auth_initiated: 'sms_otp' | null;
}

export interface B2BPrimaryRequired {
  allowed_auth_methods: string[];
}

export type B2BMembership =
  | { type: 'active_member' | 'pending_member' | 'invited_member'; details: null; member: B2BMember }
  | { type: 'eligible_to_join_by_email_domain'; details: { domain: string }; member: null }
  | { type: 'eligible_to_join_by_oauth_tenant'; details: { provider: string; tenant: string }; member: null };

export interface B2BDiscoveredOrganization {
  organization: B2BOrganization;
  membership: B2BMembership;
  member_authenticated: boolean;
  primary_required: B2BPrimaryRequired | null;
  mfa_required: B2BMfaRequired | null;
}

/** `b2b/sessions/authenticate`: a full member session. */
export interface B2BAuthenticateResponse extends B2BResponseCommon {
  member_id: string;
  member: B2BMember;
  organization: B2BOrganization;
  member_session: B2BMemberSession;
  session_token: string;
  session_jwt: string;
}

/**
 * Every organization sign-in and exchange (magic link, email passcode,
 * discovery create and exchange, session exchange): either a full session, or
 * an intermediate session token when a primary factor or MFA is still owed.
 */
export type B2BAuthenticateResponseWithMfa = B2BResponseCommon & {
  member_id: string;
  member: B2BMember;
  organization: B2BOrganization;
  session_token: string;
  session_jwt: string;
  [extra: string]: unknown;
} & (
    | {
        member_session: B2BMemberSession;
        member_authenticated: true;
        intermediate_session_token: '';
        mfa_required: null;
        primary_required: null;
      }
    | {
        member_session: null;
        member_authenticated: false;
        intermediate_session_token: string;
        mfa_required: B2BMfaRequired | null;
        primary_required: B2BPrimaryRequired | null;
      }
  );

/** `b2b/magic_links/discovery/authenticate`, `b2b/otps/email/discovery/authenticate`. */
export interface B2BDiscoveryAuthenticateResponse extends B2BResponseCommon {
  intermediate_session_token: string;
  email_address: string;
  discovered_organizations: B2BDiscoveredOrganization[];
}

/** `b2b/discovery/organizations`. */
export interface B2BDiscoveryOrganizationsResponse extends B2BResponseCommon {
  email_address: string;
  discovered_organizations: B2BDiscoveredOrganization[];
  organization_id_hint: string | null;
}

/** `b2b/organizations/me` (get, update). */
export interface B2BOrganizationResponse extends B2BResponseCommon {
  organization: B2BOrganization;
}

/** What `b2b/organizations/search` shows anyone of an organization found by its slug. */
export type B2BOrganizationBySlugMatch = Pick<
  B2BOrganization,
  | 'organization_id'
  | 'sso_active_connections'
  | 'organization_name'
  | 'organization_logo_url'
  | 'sso_default_connection_id'
  | 'email_jit_provisioning'
  | 'email_allowed_domains'
  | 'oauth_tenant_jit_provisioning'
  | 'allowed_oauth_tenants'
  | 'auth_methods'
  | 'allowed_auth_methods'
  | 'mfa_policy'
  | 'organization_slug'
>;

/** `b2b/organizations/search` (the client's `getBySlug`): null when no organization has the slug. */
export interface B2BOrganizationBySlugResponse extends B2BResponseCommon {
  organization: B2BOrganizationBySlugMatch | null;
}

/** `DELETE b2b/organizations/me`. */
export interface B2BOrganizationDeleteResponse extends B2BResponseCommon {
  organization_id: string;
}

/** Member routes that answer the member (create, update, reactivate, the factor deletions, `members/me`, self-update). */
export interface B2BMemberResponse extends B2BResponseCommon {
  member_id: string;
  member: B2BMember;
  organization: B2BOrganization;
}

/** `DELETE b2b/organizations/members/:member_id`. */
export interface B2BMemberDeleteResponse extends B2BResponseCommon {
  member_id: string;
}

/** `b2b/organizations/me/members/search`. */
export interface B2BMembersSearchResponse extends B2BResponseCommon {
  members: B2BMember[];
  results_metadata: { total: number; next_cursor: string | null };
  organizations: Record<string, B2BOrganization>;
}

/** Sends (magic link, passcode, discovery) and revokes answer only the common fields. */
export type B2BEmptyResponse = B2BResponseCommon;

/** `POST b2b/totp`: a new TOTP registration for the member, with its recovery codes (shown once here). */
export interface B2BTotpCreateResponse extends B2BMemberResponse {
  totp_registration_id: string;
  secret: string;
  /** The provider sends a base64 PNG; the emulator the otpauth:// URI it would encode (docs/architecture.md, "B2B"). */
  qr_code: string;
  recovery_codes: string[];
}

/** `GET b2b/recovery_codes` and `POST b2b/recovery_codes/rotate`: the member's unused recovery codes. */
export interface B2BRecoveryCodesResponse extends B2BResponseCommon {
  recovery_codes: string[];
}

/** `POST b2b/recovery_codes/recover`: a member session, and how many codes are left. */
export interface B2BRecoveryCodesRecoverResponse extends B2BAuthenticateResponse {
  recovery_codes_remaining: number;
}

/** `POST b2b/passwords/strength_check`: the verdict under the project's policy, the feedback split by policy. */
export interface B2BPasswordStrengthCheckResponse extends B2BResponseCommon {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  breach_detection_on_create: boolean;
  strength_policy: 'luds' | 'zxcvbn';
  zxcvbn_feedback: { warning: string; suggestions: string[] };
  luds_feedback: {
    has_lower_case: boolean;
    has_upper_case: boolean;
    has_digit: boolean;
    has_symbol: boolean;
    missing_complexity: number;
    missing_characters: number;
  };
}

/** `POST b2b/passwords/discovery/authenticate` and `…/discovery/reset`: the discovered organizations and an intermediate session. */
export interface B2BPasswordDiscoveryResponse extends B2BDiscoveryOrganizationsResponse {
  intermediate_session_token: string;
}

/** A SAML identity provider's signing certificate, as a connection lists it. */
export interface B2BSamlVerificationCertificate {
  certificate_id: string;
  certificate: string;
  issuer: string;
  created_at: string;
  expires_at: string;
}

/** `active` once every field a sign-in needs is set; `pending` until then. */
export type B2BSsoConnectionStatus = 'pending' | 'active';

/** An organization's SAML connection (`b2b/sso/saml`). */
export interface B2BSamlConnection {
  organization_id: string;
  connection_id: string;
  status: B2BSsoConnectionStatus;
  display_name: string;
  identity_provider: string;
  idp_entity_id: string;
  idp_sso_url: string;
  /** Where the identity provider posts its response (the service provider's assertion consumer service). */
  acs_url: string;
  /** The service provider's entity id: the AuthnRequest's Issuer and the assertion's audience. */
  audience_uri: string;
  signing_certificates: B2BSamlVerificationCertificate[];
  verification_certificates: B2BSamlVerificationCertificate[];
  encryption_private_keys: unknown[];
  attribute_mapping: Record<string, string>;
  saml_connection_implicit_role_assignments: Array<{ role_id: string }>;
  saml_group_implicit_role_assignments: Array<{ role_id: string; group: string }>;
  alternative_audience_uri: string;
  nameid_format: string;
}

/** An organization's OIDC connection (`b2b/sso/oidc`). The client secret is never sent back. */
export interface B2BOidcConnection {
  organization_id: string;
  connection_id: string;
  status: B2BSsoConnectionStatus;
  display_name: string;
  identity_provider: string;
  /** Where the identity provider sends the browser back with its code. */
  redirect_url: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  authorization_url: string;
  token_url: string;
  userinfo_url: string;
  jwks_url: string;
  custom_scopes: string;
  attribute_mapping: Record<string, string>;
}

/** `GET b2b/sso`: the member's organization's connections. */
export interface B2BSsoGetConnectionsResponse extends B2BResponseCommon {
  saml_connections: B2BSamlConnection[];
  oidc_connections: B2BOidcConnection[];
  external_connections: unknown[];
}

/** `POST`/`PUT b2b/sso/saml…` and `DELETE …/verification_certificates/:id`. */
export interface B2BSamlConnectionResponse extends B2BResponseCommon {
  connection: B2BSamlConnection;
}

/** `POST`/`PUT b2b/sso/oidc…`. */
export interface B2BOidcConnectionResponse extends B2BResponseCommon {
  connection: B2BOidcConnection;
}

/** `DELETE b2b/sso/:connection_id`. */
export interface B2BSsoDeleteConnectionResponse extends B2BResponseCommon {
  connection_id: string;
}

/** `GET b2b/sso/discovery/connections`: the active connections an address may sign in with. */
export interface B2BSsoDiscoverConnectionsResponse extends B2BResponseCommon {
  connections: B2BSsoActiveConnection[];
}

// ---- B2B OAuth, impersonation, session attest and access-token exchange ----

/** What the emulated provider's grant holds, as the provider answers it (`provider_values`). */
export interface B2BOAuthProviderValues {
  access_token: string;
  id_token: string;
  refresh_token: string;
  scopes: string[];
  expires_at: string;
}

/** `POST b2b/oauth/authenticate`: an organization sign-in by OAuth (a session, or an intermediate one when MFA is owed). */
export type B2BOAuthAuthenticateResponse = B2BAuthenticateResponseWithMfa & {
  /** The member's OAuth registration id. */
  method_id: string;
  provider_subject: string;
  /** The provider's name as the provider spells it (`Google`, `Microsoft`, `HubSpot`, `Slack`, `GitHub`). */
  provider_type: string;
  provider_tenant_id: string;
  provider_values: B2BOAuthProviderValues;
};

/** `POST b2b/oauth/discovery/authenticate`: the discovered organizations, joinable by tenant included. */
export interface B2BOAuthDiscoveryAuthenticateResponse extends B2BDiscoveryAuthenticateResponse {
  provider_type: string;
  provider_tenant_id: string;
}

/** `POST idp/b2b/oauth/authorize/start`: whether the consent page asks the member, and what. */
export interface B2BIdpAuthorizeStartResponse extends B2BResponseCommon {
  /** Absent when the answer is a redirect (`prompt=none` without a session or consent). */
  member_id?: string;
  consent_required: boolean;
  client: { client_id: string; client_name: string; client_type: string; client_description: string; client_logo_url?: string };
  scope_results: Array<{ scope: string; description: string; is_grantable: boolean }>;
  redirect_uri?: string;
}

/** `POST idp/b2b/oauth/authorize/submit`: where the browser goes (a code, or an error). */
export interface B2BIdpAuthorizeSubmitResponse extends B2BResponseCommon {
  redirect_uri: string;
  authorization_code?: string;
}

/** `POST b2b/oauth/logout/start`. */
export interface B2BIdpLogoutStartResponse extends B2BResponseCommon {
  redirect_uri: string;
  consent_required: boolean;
}
