import type {
  B2BAuthenticationFactor,
  B2BMember,
  B2BOrganization,
  B2BRoleSource,
} from '../../../../protocol';
import { defineCollection } from '../../store/collection';
import type { B2BOAuthIdentity } from './oauth-records';
import type { B2BOAuthMethod } from './oauth-providers';

/**
 * The B2B records (docs/architecture.md, "B2B"). None of them belongs to a
 * consumer user, so a user's deletion keeps them all; an organization's
 * deletion removes its members, and a member's removal its sessions
 * (organizations.ts). Secrets (session and intermediate tokens, passcodes,
 * magic-link tokens, recovery codes) are kept only as keyed digests
 * (secrets.ts); TOTP secrets and recovery codes, which are shown again, also sealed.
 */

/** An organization as sent on the wire (every field is stored as is). */
export type OrganizationRecord = B2BOrganization;

/** A role held by direct assignment (the other sources are derived from the organization when answering). */
export interface DirectRole {
  role_id: string;
  sources: B2BRoleSource[];
}

/**
 * A member. `roles` holds only the direct assignments: `stytch_member` and
 * the organization's email-domain assignments are derived (wire.ts), so a
 * changed organization setting applies at once, as the provider's do.
 * `is_admin` is derived too.
 */
export interface MemberRecord extends Omit<B2BMember, 'roles' | 'is_admin'> {
  roles: DirectRole[];
  /** The lower-cased email, for the per-organization uniqueness check and discovery. */
  emailKey: string;
  /** The id of the member's email, named by its email factors and `method_id`. */
  emailId: string;
  /** The id of the MFA phone number, named by its SMS factors; absent while the member has none. */
  mfaPhoneId?: string;
}

export interface MemberSessionRecord {
  member_session_id: string;
  member_id: string;
  organization_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  authentication_factors: B2BAuthenticationFactor[];
  custom_claims: Record<string, unknown>;
  attributes: { ip_address: string; user_agent: string };
  tokenDigest: string;
}

/**
 * What a discovery sign-in proved: an email address, for 10 minutes, until it
 * is exchanged for a member session (docs/protocol.md §8: the intermediate
 * session cookie lives 10 minutes).
 */
export interface IntermediateSessionRecord {
  id: string;
  tokenDigest: string;
  email_address: string;
  /** The primary factor: what an exchange or a completed MFA puts on the member session. */
  method: PrimaryMethod;
  /**
   * Set for a password sign-in: a password proves members, not the address,
   * so its intermediate session enters only the organizations whose member
   * holds that password, never JIT or a new organization, and marks no
   * address proven (docs/architecture.md, "B2B"). Absent: the address is proven.
   */
  organizationIds?: string[];
  /** A discovery password sign-in's: it may also list its organizations (an organization sign-in's may not). */
  forDiscovery?: boolean;
  /** An OAuth sign-in's identity: its registration and factor, and the tenant that may admit it (oauth-identity.ts). */
  oauth?: B2BOAuthIdentity;
  authenticated_at: string;
  expires_at: string;
}

/** The email sign-ins, by the organization auth-method names (`allowed_auth_methods`). */
export type PrimaryEmailMethod = 'magic_link' | 'email_otp';
/** An SSO sign-in, by its factor's delivery method (the auth-method name is `sso` for both; sso/authenticate.ts). */
export type PrimarySsoMethod = 'sso_saml' | 'sso_oidc';
/** Every primary factor an intermediate session may stand for. */
export type PrimaryMethod = PrimaryEmailMethod | 'password' | PrimarySsoMethod | B2BOAuthMethod;

/** A member's password: its scrypt hash only (emulator/src/password-policy/hashing.ts). */
export interface B2BPasswordRecord {
  memberId: string;
  hash: string;
  salt: string;
  params: { N: number; r: number; p: number; keyLength: number };
}

/**
 * A pending password-reset token, keyed by its digest: single use, expiring.
 * `multi_tenant_passwords` names one member; `discovery` an address (every
 * member of it, in any organization).
 */
export interface B2BPasswordResetRecord {
  tokenDigest: string;
  kind: 'multi_tenant_passwords' | 'discovery';
  /** The member (for `multi_tenant_passwords`), or '' for `discovery`. */
  memberId: string;
  organizationId: string;
  /** The lower-cased address (for `discovery`). */
  email: string;
  expiresAt: string;
  codeChallenge: string | null;
}

/** One pending email passcode per (organization or discovery, address); a new send replaces it. */
export interface B2BEmailOtpRecord {
  /** `<organization_id>:<email>`, `discovery:<email>`, or `sms:<member_id>` for an MFA passcode. */
  key: string;
  /**
   * An SMS passcode to a number the member does not hold yet: the number
   * becomes its MFA phone only when the code comes back (docs/security.md).
   */
  pendingPhone?: string;
  /** The address it was sent to (for an MFA passcode, the number). */
  email: string;
  organizationId: string | null;
  codeDigest: string;
  expiresAt: string;
  failedAttempts: number;
  locked: boolean;
}

export type B2BMagicLinkKind = 'multi_tenant_magic_links' | 'discovery';

/** A B2B email magic link: single use, expiring, optionally bound to a PKCE challenge. */
export interface B2BMagicLinkRecord {
  tokenDigest: string;
  kind: B2BMagicLinkKind;
  email: string;
  /** The organization of a `multi_tenant_magic_links` link; null for discovery. */
  organizationId: string | null;
  expiresAt: string;
  codeChallenge: string | null;
}

/** One recovery code: a keyed digest to check against, and a sealed copy because `GET b2b/recovery_codes` shows it again. */
export interface B2BRecoveryCodeRecord {
  id: string;
  digest: string;
  sealed: string;
  usedAt: string | null;
}

/**
 * A member's TOTP registration (`b2b/totp`). It becomes the member's
 * (`totp_registration_id`) only when a first code comes back; until then it
 * expires. Its recovery codes are usable once it is verified.
 */
export interface B2BTotpRecord {
  registrationId: string;
  memberId: string;
  organizationId: string;
  /** Sealed base32 secret. */
  secretSealed: string;
  verified: boolean;
  createdAt: string;
  expiresAt: string;
  recoveryCodes: B2BRecoveryCodeRecord[];
  /** Last accepted time step: a code is never accepted twice. */
  lastUsedStep: number | null;
  failedAttempts: number;
  lockedUntil: string | null;
}

export const ORGANIZATIONS = defineCollection<OrganizationRecord>()({
  name: 'b2b_organizations',
  key: (org) => org.organization_id,
  indexes: {
    slug: (org) => [org.organization_slug.toLowerCase()],
    /** Discovery finds the organizations an address may join by its domain. */
    allowedDomain: (org) => org.email_allowed_domains.map((domain) => domain.toLowerCase()),
  },
  onUserDeleted: 'keep',
});

export const MEMBERS = defineCollection<MemberRecord>()({
  name: 'b2b_members',
  key: (member) => member.member_id,
  indexes: {
    organization: (member) => [member.organization_id],
    email: (member) => [member.emailKey],
    organizationEmail: (member) => [`${member.organization_id}:${member.emailKey}`],
  },
  onUserDeleted: 'keep',
});

export const MEMBER_SESSIONS = defineCollection<MemberSessionRecord>()({
  name: 'b2b_member_sessions',
  key: (session) => session.member_session_id,
  indexes: {
    token: (session) => [session.tokenDigest],
    member: (session) => [session.member_id],
  },
  onUserDeleted: 'keep',
});

export const INTERMEDIATE_SESSIONS = defineCollection<IntermediateSessionRecord>()({
  name: 'b2b_intermediate_sessions',
  key: (session) => session.id,
  indexes: { token: (session) => [session.tokenDigest] },
  onUserDeleted: 'keep',
});

export const B2B_EMAIL_OTPS = defineCollection<B2BEmailOtpRecord>()({
  name: 'b2b_email_otps',
  key: (otp) => otp.key,
  indexes: {},
  onUserDeleted: 'keep',
});

export const B2B_MAGIC_LINKS = defineCollection<B2BMagicLinkRecord>()({
  name: 'b2b_magic_links',
  key: (link) => link.tokenDigest,
  indexes: {},
  onUserDeleted: 'keep',
});

export const B2B_TOTPS = defineCollection<B2BTotpRecord>()({
  name: 'b2b_totps',
  key: (totp) => totp.registrationId,
  indexes: { member: (totp) => [totp.memberId] },
  onUserDeleted: 'keep',
});

export const B2B_PASSWORDS = defineCollection<B2BPasswordRecord>()({
  name: 'b2b_passwords',
  key: (password) => password.memberId,
  indexes: {},
  onUserDeleted: 'keep',
});

export const B2B_PASSWORD_RESETS = defineCollection<B2BPasswordResetRecord>()({
  name: 'b2b_password_resets',
  key: (reset) => reset.tokenDigest,
  indexes: { member: (reset) => [reset.memberId] },
  onUserDeleted: 'keep',
});

export const B2B_COLLECTIONS = [
  ORGANIZATIONS,
  MEMBERS,
  MEMBER_SESSIONS,
  INTERMEDIATE_SESSIONS,
  B2B_EMAIL_OTPS,
  B2B_MAGIC_LINKS,
  B2B_TOTPS,
  B2B_PASSWORDS,
  B2B_PASSWORD_RESETS,
] as const;
