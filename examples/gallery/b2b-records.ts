/**
 * The organization and member records the gallery's B2B scenarios show
 * (b2b-scenarios.ts and the files spread into it): one shape, each scenario
 * naming only what differs.
 */
import type { Member, Organization } from '../../src/core/b2b';
import { FROZEN_NOW } from './frozen-clock';

export const GALLERY_EMAIL = 'ada@acme.example';
export const GALLERY_ISO = new Date(FROZEN_NOW).toISOString();

export function organization(name: string, slug: string, overrides: Partial<Organization> = {}): Organization {
  return {
    organization_id: `organization-${slug}`,
    organization_name: name,
    organization_slug: slug,
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
    ...overrides,
  };
}

export function member(org: Organization, overrides: Partial<Member> = {}): Member {
  return {
    organization_id: org.organization_id,
    member_id: `member-${org.organization_slug}`,
    email_address: GALLERY_EMAIL,
    email_address_verified: true,
    retired_email_addresses: [],
    status: 'active',
    name: 'Ada',
    trusted_metadata: {},
    untrusted_metadata: {},
    created_at: GALLERY_ISO,
    updated_at: GALLERY_ISO,
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
    ...overrides,
  };
}
