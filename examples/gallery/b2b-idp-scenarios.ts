/**
 * The B2B widget's identity-provider screens in the gallery
 * (`mountIdentityProvider`, docs/behaviour.md §11): a Connected App's consent
 * for a signed-in member, its titles naming the member's organization, and the
 * logout confirmation. The member is signed in when the widget mounts (the
 * client restores the session from its seams: fake-api.ts, `signedIn`).
 */
import type { Member, MemberSession, Organization } from '../../src/core/b2b';
import type { B2BLoginConfig } from '../../src/ui/b2b/config/b2b-config-types';
import type { B2BScenario } from './b2b-scenarios';
import type { GalleryB2BSession } from './fake-api';
import { FROZEN_NOW } from './frozen-clock';

const ISO = new Date(FROZEN_NOW).toISOString();
const CLIENT_NAME = 'Partner Notes';
/** `mountIdentityProvider` takes no config; the widget checks an empty one. */
const CONFIG: B2BLoginConfig = { authFlowType: 'PasswordReset', products: [] };

const ORGANIZATION: Organization = {
  organization_id: 'organization-acme',
  organization_name: 'Acme',
  organization_slug: 'acme',
  organization_logo_url: '',
  trusted_metadata: {},
  sso_default_connection_id: null,
  sso_jit_provisioning: 'ALL_ALLOWED',
  sso_jit_provisioning_allowed_connections: [],
  sso_active_connections: [],
  scim_active_connection: null,
  email_allowed_domains: [],
  email_jit_provisioning: 'NOT_ALLOWED',
  email_invites: 'ALL_ALLOWED',
  oauth_tenant_jit_provisioning: 'NOT_ALLOWED',
  allowed_oauth_tenants: {},
  auth_methods: 'ALL_ALLOWED',
  allowed_auth_methods: [],
  mfa_methods: 'ALL_ALLOWED',
  allowed_mfa_methods: [],
  mfa_policy: 'OPTIONAL',
  rbac_email_implicit_role_assignments: [],
};

const MEMBER: Member = {
  organization_id: ORGANIZATION.organization_id,
  member_id: 'member-acme',
  email_address: 'ada@acme.example',
  email_address_verified: true,
  retired_email_addresses: [],
  status: 'active',
  name: 'Ada',
  trusted_metadata: {},
  untrusted_metadata: {},
  created_at: ISO,
  updated_at: ISO,
  sso_registrations: [],
  is_breakglass: false,
  is_admin: false,
  member_password_id: '',
  mfa_enrolled: false,
  mfa_phone_number: '',
  mfa_phone_number_verified: false,
  roles: [],
  default_mfa_method: '',
  totp_registration_id: '',
  oauth_registrations: [],
};

const MEMBER_SESSION: MemberSession = {
  member_session_id: 'member-session-acme',
  member_id: MEMBER.member_id,
  organization_id: ORGANIZATION.organization_id,
  started_at: ISO,
  last_accessed_at: ISO,
  expires_at: new Date(FROZEN_NOW + 60 * 60_000).toISOString(),
  authentication_factors: [],
  custom_claims: {},
  roles: ['stytch_member'],
  organization_slug: ORGANIZATION.organization_slug,
};

const SIGNED_IN: GalleryB2BSession = { member_session: MEMBER_SESSION, member: MEMBER, organization: ORGANIZATION };

/** The consent screen's state for a Connected App asking for `scopes`, of which `ungrantable` cannot be granted. */
function consent(scopes: string[], ungrantable: string[]) {
  return {
    params: { client_id: 'partner-notes', redirect_uri: 'https://notes.example/callback', response_type: 'code', scopes },
    clientName: CLIENT_NAME,
    logoUrl: null,
    grantable: scopes.filter((scope) => !ungrantable.includes(scope)),
    ungrantable,
  };
}

export const B2B_IDP_SCENARIOS: B2BScenario[] = [
  {
    widget: 'b2b',
    id: 'b2b-idp-consent-standard',
    title: 'IDPAuthorize (B2B) — standard scopes',
    note: "A Connected App asks a member of Acme for 'openid email profile': the sign-in title names the member's organization.",
    kind: 'b2bIdentityProvider',
    config: CONFIG,
    signedIn: SIGNED_IN,
    initialState: { screen: 'IDPAuthorize', consent: consent(['openid', 'email', 'profile'], []) },
  },
  {
    widget: 'b2b',
    id: 'b2b-idp-consent-custom',
    title: 'IDPAuthorize (B2B) — custom scopes, one not grantable',
    note: "Custom scopes: '… wants to access your Acme account'; the member's roles cannot grant one scope (the notice, closed).",
    kind: 'b2bIdentityProvider',
    config: CONFIG,
    signedIn: SIGNED_IN,
    initialState: { screen: 'IDPAuthorize', consent: consent(['openid', 'read:notes', 'admin:billing'], ['admin:billing']) },
  },
  {
    widget: 'b2b',
    id: 'b2b-idp-logout',
    title: 'IDPLogout (B2B) — logout confirmation',
    note: "A Connected App asks to log the member out: 'Log out?', naming the member's organization.",
    kind: 'b2bIdentityProvider',
    config: CONFIG,
    signedIn: SIGNED_IN,
    initialState: {
      screen: 'IDPLogout',
      params: { client_id: 'partner-notes', post_logout_redirect_uri: 'https://notes.example/' },
      redirectUri: 'https://notes.example/',
    },
  },
];
