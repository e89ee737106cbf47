/**
 * The `/sdk/v1` answers as zod schemas, one per wire type, so the
 * integration tests can check every emulator answer at run time
 * (wire-check.ts): an answer the emulator sends in a shape its wire type does
 * not declare fails the test, where the type alone (shared by the client and
 * the emulator, protocol/; docs/architecture.md, "Where the wire types live")
 * would let it through on both sides.
 *
 * Each schema is declared with its type through `shaped<T>()`, which fails
 * the typecheck when the schema's output and the type disagree: each
 * assignable to the other, with the same keys, the same ones required. A
 * nested type has its own schema, checked the same way, so an optional field
 * added to a type deep down cannot be missed by the schema either. The types
 * are protocol/'s, and for the answers protocol/ does not type (sends,
 * ceremony starts, …) the client's own `data` types in src/core/products.
 *
 * Unknown keys pass (`z.object` strips them in the parse, which the check
 * discards): the wire types say "only what the client reads is typed
 * strictly; the rest passes through" (protocol/wire-types.ts).
 */
import { z } from 'zod';
import type * as Wire from '../../../protocol';
import type { CryptoWalletsAuthenticateStartResponse } from '../../../src/core/products/crypto-wallets';
import type { GoogleOneTapStartResponse } from '../../../src/core/products/google-one-tap';
import type { MagicLinksAuthenticateResponse, MagicLinksSendResponse } from '../../../src/core/products/magic-links';
import type { OAuthAuthenticateResponse } from '../../../src/core/products/oauth';
import type { OtpsAuthenticateResponse, OtpsSendResponse } from '../../../src/core/products/otps';
import type { PasswordsCreateResponse, PasswordsStrengthCheckResponse } from '../../../src/core/products/passwords';
import type { ResponseMeta } from '../../../src/core/products/shared';
import type { TotpsCreateResponse, TotpsRecoveryCodesResponse } from '../../../src/core/products/totps';
import type {
  ConnectedApp,
  UserConnectedAppsResponse,
  UserDeleteFactorResponse,
  UserUpdateResponse,
} from '../../../src/core/products/user';
import type {
  WebAuthnAuthenticateResponse,
  WebAuthnAuthenticateStartResponse,
  WebAuthnRegisterStartResponse,
  WebAuthnUpdateResponse,
} from '../../../src/core/products/webauthn';

/** The keys of `T` that a value must have. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The names of `T`'s keys (an index signature's `number` keys aside, which zod's loose objects do not list). */
type KeyNames<T> = Extract<keyof T, string>;
/** Whether a schema's output `A` and a wire type `B` accept the same answers (see the header). */
export type Agree<A, B> =
  Same<A, B> extends true
    ? Same<KeyNames<A>, KeyNames<B>> extends true
      ? Same<Extract<RequiredKeys<A>, string>, Extract<RequiredKeys<B>, string>>
      : false
    : false;

/**
 * `shaped<T>()(schema)`: the schema, whose output must agree with `T`; when
 * it does not, the call is missing its second argument, which names the fault.
 */
export const shaped =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._disagree: Agree<z.output<S>, T> extends true ? [] : [fix: 'the schema and its wire type disagree']) =>
    schema;

// ---- protocol/wire-types.ts ----

const email = shaped<Wire.Email>()(z.object({ email_id: z.string(), email: z.string(), verified: z.boolean() }));
const phoneNumber = shaped<Wire.PhoneNumber>()(
  z.object({ phone_id: z.string(), phone_number: z.string(), verified: z.boolean() }),
);
const cryptoWallet = shaped<Wire.CryptoWallet>()(
  z.object({
    crypto_wallet_id: z.string(),
    crypto_wallet_address: z.string(),
    crypto_wallet_type: z.string(),
    verified: z.boolean(),
  }),
);
const oauthProvider = shaped<Wire.OAuthProvider>()(
  z.object({
    oauth_user_registration_id: z.string(),
    provider_subject: z.string(),
    provider_type: z.string(),
    profile_picture_url: z.string().optional(),
    locale: z.string().optional(),
  }),
);
const totp = shaped<Wire.Totp>()(z.object({ totp_id: z.string(), verified: z.boolean() }));
const webauthnRegistration = shaped<Wire.WebAuthnRegistration>()(
  z.object({
    webauthn_registration_id: z.string(),
    domain: z.string(),
    user_agent: z.string(),
    authenticator_type: z.string(),
    verified: z.boolean(),
    name: z.string(),
    created_at: z.string().optional(),
    last_used_at: z.string().optional(),
  }),
);
const userName = shaped<Wire.UserName>()(
  z.object({ first_name: z.string().optional(), middle_name: z.string().optional(), last_name: z.string().optional() }),
);
const role = shaped<Wire.Role>()(z.object({ role_id: z.string(), sources: z.array(z.unknown()).optional() }));
const metadata = z.record(z.string(), z.unknown());

export const user = shaped<Wire.User>()(
  z.object({
    user_id: z.string(),
    created_at: z.string(),
    status: z.enum(['active', 'pending']),
    name: userName,
    emails: z.array(email),
    phone_numbers: z.array(phoneNumber),
    crypto_wallets: z.array(cryptoWallet),
    providers: z.array(oauthProvider),
    password: z.object({ password_id: z.string(), requires_reset: z.boolean() }).nullable(),
    totps: z.array(totp),
    webauthn_registrations: z.array(webauthnRegistration),
    biometric_registrations: z.array(z.unknown()),
    trusted_metadata: metadata,
    untrusted_metadata: metadata,
    roles: z.array(z.union([z.string(), role])),
    external_id: z.string().optional(),
  }),
);

const authenticationFactor = shaped<Wire.AuthenticationFactor>()(
  z.looseObject({ type: z.string(), delivery_method: z.string(), last_authenticated_at: z.string() }),
);

export const session = shaped<Wire.Session>()(
  z.object({
    session_id: z.string(),
    user_id: z.string(),
    started_at: z.string(),
    last_accessed_at: z.string(),
    expires_at: z.string(),
    attributes: z.object({ ip_address: z.string(), user_agent: z.string() }),
    authentication_factors: z.array(authenticationFactor),
    custom_claims: metadata,
    roles: z.array(z.string()),
  }),
);

const meta = { request_id: z.string(), status_code: z.number() };

/** `request_id` and `status_code`, in every `data` (docs/protocol.md §3). */
export const responseMeta = shaped<ResponseMeta>()(z.object(meta));

/** An answer with nothing in it: telemetry's (docs/protocol.md §9). */
export const emptyObject = z.object({});

const authenticateFields = {
  ...meta,
  user_id: z.string(),
  user,
  session,
  session_token: z.string(),
  session_jwt: z.string(),
  method_id: z.string().optional(),
  is_new: z.boolean().optional(),
};
export const authenticateResponse = shaped<Wire.AuthenticateResponse>()(z.looseObject(authenticateFields));

const rbacPermission = shaped<Wire.RbacPermission>()(z.object({ resource_id: z.string(), actions: z.array(z.string()) }));
const rbacPolicy = shaped<Wire.RbacPolicy>()(
  z.object({
    roles: z.array(z.object({ role_id: z.string(), description: z.string(), permissions: z.array(rbacPermission) })),
    resources: z.array(z.object({ resource_id: z.string(), description: z.string(), actions: z.array(z.string()) })),
    scopes: z.array(z.object({ scope: z.string(), description: z.string(), permissions: z.array(rbacPermission) })),
  }),
);

export const bootstrapResponse = shaped<Wire.BootstrapResponse>()(
  z.object({
    ...meta,
    project_name: z.string().nullable(),
    disable_sdk_watermark: z.boolean(),
    cname_domain: z.string().nullable(),
    email_domains: z.array(z.string()),
    captcha_settings: z.union([
      z.object({ enabled: z.literal(false) }),
      z.object({ enabled: z.literal(true), siteKey: z.string() }),
    ]),
    pkce_required_for_email_magic_links: z.boolean(),
    pkce_required_for_password_resets: z.boolean(),
    pkce_required_for_oauth: z.boolean(),
    pkce_required_for_sso: z.boolean(),
    slug_pattern: z.string().nullable(),
    create_organization_enabled: z.boolean(),
    password_config: z.object({ luds_complexity: z.number(), luds_minimum_count: z.number() }).nullable(),
    dfp_protected_auth_enabled: z.boolean().optional(),
    dfp_protected_auth_mode: z.enum(['OBSERVATION', 'DECISIONING']).optional(),
    rbac_policy: rbacPolicy.nullable(),
    siwe_required_for_crypto_wallets: z.boolean(),
    vertical: z.enum(['CONSUMER', 'B2B']).nullable(),
  }),
);

/** A non-2xx JSON answer's body (docs/protocol.md §3). */
export const apiErrorBody = shaped<Wire.ApiErrorBody>()(
  z.object({
    status_code: z.number(),
    error_type: z.string(),
    error_message: z.string(),
    error_url: z.string(),
    request_id: z.string().optional(),
    error_details: metadata.optional(),
  }),
);

// ---- The client's `data` types of the product calls (src/core/products) ----

export const userResponse = shaped<Wire.User & ResponseMeta>()(user.extend(meta));

export const otpsSendResponse = shaped<OtpsSendResponse>()(z.looseObject({ ...meta, method_id: z.string() }));
export const otpsAuthenticateResponse = shaped<OtpsAuthenticateResponse>()(
  z.looseObject({ ...authenticateFields, method_id: z.string() }),
);
export const magicLinksSendResponse = shaped<MagicLinksSendResponse>()(z.looseObject(meta));
export const magicLinksAuthenticateResponse = shaped<MagicLinksAuthenticateResponse>()(
  z.looseObject({ ...authenticateFields, method_id: z.string() }),
);
export const passwordsCreateResponse = shaped<PasswordsCreateResponse>()(
  z.looseObject({ ...authenticateFields, email_id: z.string().optional() }),
);
export const passwordsStrengthCheckResponse = shaped<PasswordsStrengthCheckResponse>()(
  z.object({
    ...meta,
    valid_password: z.boolean(),
    score: z.number(),
    breached_password: z.boolean(),
    strength_policy: z.enum(['zxcvbn', 'luds', 'none']),
    breach_detection_on_create: z.boolean().optional(),
    feedback: z.object({
      warning: z.string(),
      suggestions: z.array(z.string()),
      luds_requirements: z
        .object({
          has_lower_case: z.boolean().optional(),
          has_upper_case: z.boolean().optional(),
          has_digit: z.boolean().optional(),
          has_symbol: z.boolean().optional(),
          missing_complexity: z.number(),
          missing_characters: z.number(),
        })
        .optional(),
    }),
  }),
);
export const webauthnRegisterStartResponse = shaped<WebAuthnRegisterStartResponse>()(
  z.looseObject({ ...meta, user_id: z.string(), public_key_credential_creation_options: z.string() }),
);
export const webauthnAuthenticateStartResponse = shaped<WebAuthnAuthenticateStartResponse>()(
  z.looseObject({ ...meta, public_key_credential_request_options: z.string() }),
);
export const webauthnAuthenticateResponse = shaped<WebAuthnAuthenticateResponse>()(
  z.looseObject({ ...authenticateFields, webauthn_registration_id: z.string() }),
);
export const webauthnUpdateResponse = shaped<WebAuthnUpdateResponse>()(
  z.looseObject({ ...meta, webauthn_registration: webauthnRegistration }),
);
export const oauthAuthenticateResponse = shaped<OAuthAuthenticateResponse>()(
  z.looseObject({
    ...authenticateFields,
    provider_subject: z.string().optional(),
    provider_type: z.string().optional(),
    profile_picture_url: z.string().optional(),
    locale: z.string().optional(),
    provider_values: z
      .object({
        access_token: z.string().optional(),
        id_token: z.string().optional(),
        refresh_token: z.string().optional(),
        scopes: z.array(z.string()).optional(),
        expires_at: z.string().optional(),
      })
      .optional(),
  }),
);
export const googleOneTapStartResponse = shaped<GoogleOneTapStartResponse>()(
  z.object({ ...meta, google_client_id: z.string(), oauth_callback_id: z.string(), nonce: z.string() }),
);
export const cryptoWalletsAuthenticateStartResponse = shaped<CryptoWalletsAuthenticateStartResponse>()(
  z.looseObject({ ...meta, challenge: z.string(), user_created: z.boolean().optional() }),
);
export const totpsCreateResponse = shaped<TotpsCreateResponse>()(
  z.looseObject({
    ...meta,
    totp_id: z.string(),
    secret: z.string(),
    qr_code: z.string(),
    recovery_codes: z.array(z.string()),
    user_id: z.string().optional(),
  }),
);
export const totpsRecoveryCodesResponse = shaped<TotpsRecoveryCodesResponse>()(
  z.looseObject({
    ...meta,
    user_id: z.string(),
    totps: z.array(z.object({ totp_id: z.string(), verified: z.boolean(), recovery_codes: z.array(z.string()) })),
  }),
);
export const userUpdateResponse = shaped<UserUpdateResponse>()(
  z.looseObject({
    ...meta,
    user_id: z.string(),
    emails: z.array(email).optional(),
    phone_numbers: z.array(phoneNumber).optional(),
    crypto_wallets: z.array(cryptoWallet).optional(),
  }),
);
export const userDeleteFactorResponse = shaped<UserDeleteFactorResponse>()(z.looseObject({ ...meta, user_id: z.string() }));
const connectedApp = shaped<ConnectedApp>()(
  z.looseObject({
    connected_app_id: z.string(),
    name: z.string(),
    description: z.string().optional(),
    client_type: z.string().optional(),
    logo_url: z.string().optional(),
    scopes_granted: z.string().optional(),
  }),
);
export const userConnectedAppsResponse = shaped<UserConnectedAppsResponse>()(
  z.looseObject({
    ...meta,
    connected_apps: z.array(connectedApp),
  }),
);

// ---- protocol/b2b-wire-types.ts ----

const policySetting = z.enum(['ALL_ALLOWED', 'RESTRICTED', 'NOT_ALLOWED']);
const b2bAuthMethod = z.enum([
  'sso',
  'magic_link',
  'password',
  'google_oauth',
  'microsoft_oauth',
  'hubspot_oauth',
  'slack_oauth',
  'github_oauth',
  'email_otp',
]);

export const b2bOrganization = shaped<Wire.B2BOrganization>()(
  z.object({
    organization_id: z.string(),
    organization_name: z.string(),
    organization_slug: z.string(),
    organization_external_id: z.string().optional(),
    organization_logo_url: z.string(),
    trusted_metadata: metadata,
    sso_default_connection_id: z.string().nullable(),
    sso_jit_provisioning: policySetting,
    sso_jit_provisioning_allowed_connections: z.array(z.string()),
    sso_active_connections: z.array(
      shaped<Wire.B2BSsoActiveConnection>()(
        z.object({ connection_id: z.string(), display_name: z.string(), identity_provider: z.string() }),
      ),
    ),
    scim_active_connection: z.object({ connection_id: z.string(), display_name: z.string() }).nullable(),
    email_allowed_domains: z.array(z.string()),
    email_jit_provisioning: policySetting,
    email_invites: policySetting,
    oauth_tenant_jit_provisioning: z.enum(['RESTRICTED', 'NOT_ALLOWED']),
    allowed_oauth_tenants: z.record(z.string(), z.array(z.string())),
    auth_methods: z.enum(['ALL_ALLOWED', 'RESTRICTED']),
    allowed_auth_methods: z.array(b2bAuthMethod),
    mfa_methods: z.enum(['ALL_ALLOWED', 'RESTRICTED']),
    allowed_mfa_methods: z.array(z.enum(['sms_otp', 'totp'])),
    mfa_policy: z.enum(['OPTIONAL', 'REQUIRED_FOR_ALL']),
    rbac_email_implicit_role_assignments: z.array(z.object({ role_id: z.string(), domain: z.string() })),
  }),
);

const b2bRoleSource = shaped<Wire.B2BRoleSource>()(
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('direct_assignment'), details: z.record(z.string(), z.never()) }),
    z.object({ type: z.literal('email_assignment'), details: z.object({ email_domain: z.string() }) }),
    z.object({ type: z.literal('sso_connection'), details: z.object({ connection_id: z.string() }) }),
    z.object({ type: z.literal('sso_connection_group'), details: z.object({ connection_id: z.string(), group: z.string() }) }),
    z.object({ type: z.literal('scim_connection_group'), details: z.object({ connection_id: z.string(), group_id: z.string() }) }),
  ]),
);

export const b2bMember = shaped<Wire.B2BMember>()(
  z.object({
    organization_id: z.string(),
    member_id: z.string(),
    email_address: z.string(),
    email_address_verified: z.boolean(),
    retired_email_addresses: z.array(z.object({ email_id: z.string().optional(), email_address: z.string().optional() })),
    status: z.enum(['active', 'invited', 'pending', 'deleted']),
    name: z.string(),
    trusted_metadata: metadata,
    untrusted_metadata: metadata,
    created_at: z.string(),
    updated_at: z.string(),
    sso_registrations: z.array(
      z.object({ connection_id: z.string(), external_id: z.string(), registration_id: z.string(), sso_attributes: metadata }),
    ),
    is_breakglass: z.boolean(),
    is_admin: z.boolean(),
    member_password_id: z.string(),
    mfa_enrolled: z.boolean(),
    mfa_phone_number: z.string(),
    mfa_phone_number_verified: z.boolean(),
    roles: z.array(shaped<Wire.B2BMemberRole>()(z.object({ role_id: z.string(), sources: z.array(b2bRoleSource) }))),
    default_mfa_method: z.string(),
    totp_registration_id: z.string(),
    oauth_registrations: z.array(
      shaped<Wire.B2BOAuthRegistration>()(
        z.object({
          member_oauth_registration_id: z.string(),
          provider_type: z.string(),
          provider_subject: z.string(),
          profile_picture_url: z.string().nullable(),
          locale: z.string().nullable(),
          provider_tenants: z.array(z.object({ tenant_id: z.string(), tenant_name: z.string() })),
        }),
      ),
    ),
    external_id: z.string().optional(),
  }),
);

const b2bAuthenticationFactor = shaped<Wire.B2BAuthenticationFactor>()(
  z.looseObject({
    type: z.string(),
    delivery_method: z.string(),
    last_authenticated_at: z.string(),
    sequence_order: z.enum(['PRIMARY', 'SECONDARY']).optional(),
    email_factor: z.object({ email_id: z.string(), email_address: z.string() }).optional(),
    phone_number_factor: z.object({ phone_id: z.string(), phone_number: z.string() }).optional(),
  }),
);

export const b2bMemberSession = shaped<Wire.B2BMemberSession>()(
  z.object({
    member_session_id: z.string(),
    member_id: z.string(),
    organization_id: z.string(),
    started_at: z.string(),
    last_accessed_at: z.string(),
    expires_at: z.string(),
    authentication_factors: z.array(b2bAuthenticationFactor),
    custom_claims: metadata,
    roles: z.array(z.string()),
    organization_slug: z.string(),
  }),
);

const b2bMfaRequired = shaped<Wire.B2BMfaRequired>()(
  z.object({
    member_options: z.object({ mfa_phone_number: z.string(), totp_registration_id: z.string() }).nullable(),
    secondary_auth_initiated: z.literal('sms_otp').nullable(),
  }),
);
const b2bPrimaryRequired = shaped<Wire.B2BPrimaryRequired>()(z.object({ allowed_auth_methods: z.array(z.string()) }));

const b2bMembership = shaped<Wire.B2BMembership>()(
  z.union([
    z.object({ type: z.enum(['active_member', 'pending_member', 'invited_member']), details: z.null(), member: b2bMember }),
    z.object({ type: z.literal('eligible_to_join_by_email_domain'), details: z.object({ domain: z.string() }), member: z.null() }),
    z.object({
      type: z.literal('eligible_to_join_by_oauth_tenant'),
      details: z.object({ provider: z.string(), tenant: z.string() }),
      member: z.null(),
    }),
  ]),
);

const b2bDiscoveredOrganization = shaped<Wire.B2BDiscoveredOrganization>()(
  z.object({
    organization: b2bOrganization,
    membership: b2bMembership,
    member_authenticated: z.boolean(),
    primary_required: b2bPrimaryRequired.nullable(),
    mfa_required: b2bMfaRequired.nullable(),
  }),
);

const b2bMemberFields = { ...meta, member_id: z.string(), member: b2bMember, organization: b2bOrganization };

export const b2bAuthenticateResponse = shaped<Wire.B2BAuthenticateResponse>()(
  z.object({ ...b2bMemberFields, member_session: b2bMemberSession, session_token: z.string(), session_jwt: z.string() }),
);

export const b2bAuthenticateResponseWithMfa = shaped<Wire.B2BAuthenticateResponseWithMfa>()(
  z.union([
    z.looseObject({
      ...b2bMemberFields,
      session_token: z.string(),
      session_jwt: z.string(),
      member_session: b2bMemberSession,
      member_authenticated: z.literal(true),
      intermediate_session_token: z.literal(''),
      mfa_required: z.null(),
      primary_required: z.null(),
    }),
    z.looseObject({
      ...b2bMemberFields,
      session_token: z.string(),
      session_jwt: z.string(),
      member_session: z.null(),
      member_authenticated: z.literal(false),
      intermediate_session_token: z.string(),
      mfa_required: b2bMfaRequired.nullable(),
      primary_required: b2bPrimaryRequired.nullable(),
    }),
  ]),
);

export const b2bDiscoveryAuthenticateResponse = shaped<Wire.B2BDiscoveryAuthenticateResponse>()(
  z.object({
    ...meta,
    intermediate_session_token: z.string(),
    email_address: z.string(),
    discovered_organizations: z.array(b2bDiscoveredOrganization),
  }),
);

export const b2bDiscoveryOrganizationsResponse = shaped<Wire.B2BDiscoveryOrganizationsResponse>()(
  z.object({
    ...meta,
    email_address: z.string(),
    discovered_organizations: z.array(b2bDiscoveredOrganization),
    organization_id_hint: z.string().nullable(),
  }),
);

export const b2bPasswordDiscoveryResponse = shaped<Wire.B2BPasswordDiscoveryResponse>()(
  z.object({
    ...meta,
    intermediate_session_token: z.string().min(1),
    email_address: z.string(),
    discovered_organizations: z.array(b2bDiscoveredOrganization),
    organization_id_hint: z.string().nullable(),
  }),
);

export const b2bOrganizationResponse = shaped<Wire.B2BOrganizationResponse>()(
  z.object({ ...meta, organization: b2bOrganization }),
);
export const b2bOrganizationDeleteResponse = shaped<Wire.B2BOrganizationDeleteResponse>()(
  z.object({ ...meta, organization_id: z.string() }),
);
export const b2bMemberResponse = shaped<Wire.B2BMemberResponse>()(z.object(b2bMemberFields));
export const b2bTotpCreateResponse = shaped<Wire.B2BTotpCreateResponse>()(
  z.object({
    ...b2bMemberFields,
    totp_registration_id: z.string().min(1),
    secret: z.string().regex(/^[A-Z2-7]+$/),
    qr_code: z.string().startsWith('otpauth://totp/'),
    recovery_codes: z.array(z.string()),
  }),
);
export const b2bPasswordStrengthCheckResponse = shaped<Wire.B2BPasswordStrengthCheckResponse>()(
  z.object({
    ...meta,
    valid_password: z.boolean(),
    score: z.int().min(0).max(4),
    breached_password: z.boolean(),
    breach_detection_on_create: z.boolean(),
    strength_policy: z.enum(['luds', 'zxcvbn']),
    zxcvbn_feedback: z.object({ warning: z.string(), suggestions: z.array(z.string()) }),
    luds_feedback: z.object({
      has_lower_case: z.boolean(),
      has_upper_case: z.boolean(),
      has_digit: z.boolean(),
      has_symbol: z.boolean(),
      missing_complexity: z.int().min(0),
      missing_characters: z.int().min(0),
    }),
  }),
);
export const b2bRecoveryCodesResponse = shaped<Wire.B2BRecoveryCodesResponse>()(
  z.object({ ...meta, recovery_codes: z.array(z.string()) }),
);
export const b2bRecoveryCodesRecoverResponse = shaped<Wire.B2BRecoveryCodesRecoverResponse>()(
  z.object({
    ...b2bMemberFields,
    member_session: b2bMemberSession,
    session_token: z.string(),
    session_jwt: z.string(),
    recovery_codes_remaining: z.int().min(0),
  }),
);
export const b2bMemberDeleteResponse = shaped<Wire.B2BMemberDeleteResponse>()(z.object({ ...meta, member_id: z.string() }));
export const b2bMembersSearchResponse = shaped<Wire.B2BMembersSearchResponse>()(
  z.object({
    ...meta,
    members: z.array(b2bMember),
    results_metadata: z.object({ total: z.number(), next_cursor: z.string().nullable() }),
    organizations: z.record(z.string(), b2bOrganization),
  }),
);

export const b2bOrganizationBySlugResponse = shaped<Wire.B2BOrganizationBySlugResponse>()(
  z.object({
    ...meta,
    organization: shaped<Wire.B2BOrganizationBySlugMatch>()(
      b2bOrganization.pick({
        organization_id: true,
        sso_active_connections: true,
        organization_name: true,
        organization_logo_url: true,
        sso_default_connection_id: true,
        email_jit_provisioning: true,
        email_allowed_domains: true,
        oauth_tenant_jit_provisioning: true,
        allowed_oauth_tenants: true,
        auth_methods: true,
        allowed_auth_methods: true,
        mfa_policy: true,
        organization_slug: true,
      }),
    ).nullable(),
  }),
);

// SSO (protocol/b2b-wire-types.ts): connections and their answers.
const b2bSamlCertificate = shaped<Wire.B2BSamlVerificationCertificate>()(
  z.object({ certificate_id: z.string().min(1), certificate: z.string().startsWith('-----BEGIN CERTIFICATE-----'), issuer: z.string(), created_at: z.string(), expires_at: z.string() }),
);
const ssoStatus = z.enum(['pending', 'active']);

export const b2bSamlConnection = shaped<Wire.B2BSamlConnection>()(
  z.object({
    organization_id: z.string(),
    connection_id: z.string().startsWith('saml-connection-'),
    status: ssoStatus,
    display_name: z.string(),
    identity_provider: z.string(),
    idp_entity_id: z.string(),
    idp_sso_url: z.string(),
    acs_url: z.url(),
    audience_uri: z.url(),
    signing_certificates: z.array(b2bSamlCertificate),
    verification_certificates: z.array(b2bSamlCertificate),
    encryption_private_keys: z.array(z.unknown()),
    attribute_mapping: z.record(z.string(), z.string()),
    saml_connection_implicit_role_assignments: z.array(z.object({ role_id: z.string() })),
    saml_group_implicit_role_assignments: z.array(z.object({ role_id: z.string(), group: z.string() })),
    alternative_audience_uri: z.string(),
    nameid_format: z.string(),
  }),
);

export const b2bOidcConnection = shaped<Wire.B2BOidcConnection>()(
  z.object({
    organization_id: z.string(),
    connection_id: z.string().startsWith('oidc-connection-'),
    status: ssoStatus,
    display_name: z.string(),
    identity_provider: z.string(),
    redirect_url: z.url(),
    issuer: z.string(),
    client_id: z.string(),
    // Never sent back (docs/architecture.md, "SSO").
    client_secret: z.string().length(0),
    authorization_url: z.string(),
    token_url: z.string(),
    userinfo_url: z.string(),
    jwks_url: z.string(),
    custom_scopes: z.string(),
    attribute_mapping: z.record(z.string(), z.string()),
  }),
);

export const b2bSsoGetConnectionsResponse = shaped<Wire.B2BSsoGetConnectionsResponse>()(
  z.object({ ...meta, saml_connections: z.array(b2bSamlConnection), oidc_connections: z.array(b2bOidcConnection), external_connections: z.array(z.unknown()) }),
);
export const b2bSamlConnectionResponse = shaped<Wire.B2BSamlConnectionResponse>()(z.object({ ...meta, connection: b2bSamlConnection }));
export const b2bOidcConnectionResponse = shaped<Wire.B2BOidcConnectionResponse>()(z.object({ ...meta, connection: b2bOidcConnection }));
export const b2bSsoDeleteConnectionResponse = shaped<Wire.B2BSsoDeleteConnectionResponse>()(z.object({ ...meta, connection_id: z.string() }));
export const b2bSsoDiscoverConnectionsResponse = shaped<Wire.B2BSsoDiscoverConnectionsResponse>()(
  z.object({
    ...meta,
    connections: z.array(
      shaped<Wire.B2BSsoActiveConnection>()(z.object({ connection_id: z.string(), display_name: z.string(), identity_provider: z.string() })),
    ),
  }),
);

// ---- B2B OAuth, impersonation, session attest and access-token exchange ----

const b2bOAuthProviderValues = shaped<Wire.B2BOAuthProviderValues>()(
  z.object({
    access_token: z.string(),
    id_token: z.string(),
    refresh_token: z.string(),
    scopes: z.array(z.string()),
    expires_at: z.string(),
  }),
);

const b2bOAuthExtras = {
  method_id: z.string(),
  provider_subject: z.string(),
  provider_type: z.string(),
  provider_tenant_id: z.string(),
  provider_values: b2bOAuthProviderValues,
};

export const b2bOAuthAuthenticateResponse = shaped<Wire.B2BOAuthAuthenticateResponse>()(
  z.intersection(b2bAuthenticateResponseWithMfa, z.looseObject(b2bOAuthExtras)),
);

export const b2bOAuthDiscoveryAuthenticateResponse = shaped<Wire.B2BOAuthDiscoveryAuthenticateResponse>()(
  b2bDiscoveryAuthenticateResponse.extend({ provider_type: z.string(), provider_tenant_id: z.string() }),
);

const b2bIdpScopeResult = z.object({ scope: z.string(), description: z.string(), is_grantable: z.boolean() });

export const b2bIdpAuthorizeStartResponse = shaped<Wire.B2BIdpAuthorizeStartResponse>()(
  z.object({
    ...meta,
    member_id: z.string().optional(),
    consent_required: z.boolean(),
    client: z.object({
      client_id: z.string(),
      client_name: z.string(),
      client_type: z.string(),
      client_description: z.string(),
      client_logo_url: z.string().optional(),
    }),
    scope_results: z.array(b2bIdpScopeResult),
    redirect_uri: z.string().optional(),
  }),
);

export const b2bIdpAuthorizeSubmitResponse = shaped<Wire.B2BIdpAuthorizeSubmitResponse>()(
  z.object({ ...meta, redirect_uri: z.string(), authorization_code: z.string().optional() }),
);

export const b2bIdpLogoutStartResponse = shaped<Wire.B2BIdpLogoutStartResponse>()(
  z.object({ ...meta, redirect_uri: z.string(), consent_required: z.boolean() }),
);
