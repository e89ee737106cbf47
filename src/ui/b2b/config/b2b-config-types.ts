/**
 * The B2B widget's configuration, as the host writes it, and the normalised
 * form its screens read after `validateB2BConfig`.
 *
 * Field names follow the provider's B2B UI config so that a host moving from
 * the provider's widget can pass the object it already has. Unions are derived
 * from `as const` tuples so the validator checks values against the same lists
 * the types come from (as src/ui/config/config-types.ts does for the consumer
 * widget).
 */
/** B2B sign-in products, as strings in `config.products`; their order is the order on Main. */
export const B2B_PRODUCTS = ['emailMagicLinks', 'emailOtp', 'sso', 'passwords', 'oauth'] as const;
export type B2BProduct = (typeof B2B_PRODUCTS)[number];

/**
 * Which flow the widget runs: sign in to any of the member's organizations
 * (`Discovery`), to one organization (`Organization`), or finish a password
 * reset from its emailed link (`PasswordReset`).
 */
export const B2B_AUTH_FLOW_TYPES = ['Discovery', 'Organization', 'PasswordReset'] as const;
export type B2BAuthFlowType = (typeof B2B_AUTH_FLOW_TYPES)[number];

/** Second factors the widget can offer: a passcode by SMS, or an authenticator app. */
export const B2B_MFA_PRODUCTS = ['smsOtp', 'totp'] as const;
export type B2BMfaProduct = (typeof B2B_MFA_PRODUCTS)[number];

/**
 * The five B2B OAuth providers. The same list as the client's
 * (src/core/b2b/oauth-providers.ts), which src/ui may not import (eslint.config.mjs,
 * CORE_MODULES_FOR_UI); a unit test keeps the two equal so the widget never offers
 * a provider the client cannot start.
 */
export const B2B_OAUTH_PROVIDERS = ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const;
export type B2BOAuthProviderType = (typeof B2B_OAUTH_PROVIDERS)[number];

/** One entry of `oauthOptions.providers` in object form (a bare provider name is also accepted). */
export interface B2BOAuthProviderConfig {
  /** Which provider the button starts. */
  type: B2BOAuthProviderType;
  /** Scopes requested on top of the provider's defaults. */
  customScopes?: string[];
  /** Extra query parameters passed through to the provider (sent as `provider_<key>`). */
  providerParams?: Record<string, string>;
}

export interface B2BSessionOptions {
  /** How long the member's session lasts, in minutes: a positive whole number. */
  sessionDurationMinutes: number;
}

export interface B2BEmailMagicLinksOptions {
  /** Where a login link for an existing member of the organization lands (Organization flow). */
  loginRedirectURL?: string;
  /** Where a sign-up link (a new member of the organization) lands (Organization flow). */
  signupRedirectURL?: string;
  /** Where a discovery link lands (Discovery flow). */
  discoveryRedirectURL?: string;
  /** The email template of login links (and of discovery links, which use the login template). */
  loginTemplateId?: string;
  /** The email template of sign-up links. */
  signupTemplateId?: string;
  /** Sender domain, needed only when the project sends from more than one custom domain. */
  domainHint?: string;
  /** Language of the email. */
  locale?: string;
  /** How long a login link is valid, in minutes (the server's default when absent). */
  loginExpirationMinutes?: number;
  /** How long a sign-up link is valid, in minutes (the server's default when absent). */
  signupExpirationMinutes?: number;
  /** How long a discovery link is valid, in minutes (the server's default when absent). */
  discoveryExpirationMinutes?: number;
}

export interface B2BEmailOtpOptions {
  /** The email template of login passcodes (and of discovery passcodes). */
  loginTemplateId?: string;
  /** The email template of sign-up passcodes. */
  signupTemplateId?: string;
  /** Language of the email. */
  locale?: string;
}

export interface B2BSSOOptions {
  /** Where an SSO login of an existing member lands. */
  loginRedirectURL?: string;
  /** Where an SSO login that provisions a new member lands. */
  signupRedirectURL?: string;
  /** Extra query parameters passed through to the identity provider (OIDC connections). */
  providerParams?: Record<string, string>;
}

export interface B2BOAuthOptions {
  /** The buttons, in order: provider names or provider objects. */
  providers: Array<B2BOAuthProviderType | B2BOAuthProviderConfig>;
  /** Where an OAuth discovery sign-in lands (Discovery flow). */
  discoveryRedirectURL?: string;
  /** Where an OAuth login of an existing member lands (Organization flow). */
  loginRedirectURL?: string;
  /** Where an OAuth login that provisions a new member lands (Organization flow). */
  signupRedirectURL?: string;
  /** Language passed to the provider's consent page, where it takes one. */
  locale?: string;
}

export interface B2BPasswordOptions {
  /** Where the login link of an email-verification step lands. */
  loginRedirectURL?: string;
  /** Where the reset email's link lands (a page mounting the widget with `PasswordReset`). */
  resetPasswordRedirectURL?: string;
  /** How long a reset link is valid, in minutes (the server's default when absent). */
  resetPasswordExpirationMinutes?: number;
  /** The email template of reset links. */
  resetPasswordTemplateId?: string;
  /** Where a reset started in the Discovery flow lands. */
  discoveryRedirectURL?: string;
  /** The email template asking a member to verify their address before a first password. */
  verifyEmailTemplateId?: string;
  /** Language of the emails. */
  locale?: string;
}

export interface B2BSmsOtpOptions {
  /** Language of the text message. */
  locale?: string;
}

export interface B2BDirectLoginForSingleMembership {
  /** Skip the organization list when the member belongs to exactly one organization. */
  status: boolean;
  /** Skip it even when the member has a pending invite to another organization. */
  ignoreInvites: boolean;
  /** Skip it even when the member could join other organizations by JIT provisioning. */
  ignoreJitProvisioning: boolean;
}

/** What a host passes as the B2B widget's `config`. */
export interface B2BLoginConfig {
  /** Which flow the widget runs. */
  authFlowType: B2BAuthFlowType;
  /** The sign-in methods on Main, in order. May be empty only for `PasswordReset`. */
  products: B2BProduct[];
  /** Session length; default 60 minutes. */
  sessionOptions?: B2BSessionOptions;
  /** Options of the `emailMagicLinks` product. */
  emailMagicLinksOptions?: B2BEmailMagicLinksOptions;
  /** Options of the `emailOtp` product. */
  emailOtpOptions?: B2BEmailOtpOptions;
  /** Options of the `sso` product. */
  ssoOptions?: B2BSSOOptions;
  /** Options of the `oauth` product; `providers` is required with it. */
  oauthOptions?: B2BOAuthOptions;
  /** Options of the `passwords` product. */
  passwordOptions?: B2BPasswordOptions;
  /** Options of SMS passcodes used as a second factor. */
  smsOtpOptions?: B2BSmsOtpOptions;
  /** The order second factors are offered in, e.g. at enrollment. */
  mfaProductOrder?: readonly B2BMfaProduct[];
  /** The second factors offered; absent means all the organization allows. */
  mfaProductInclude?: readonly B2BMfaProduct[];
  /** Skip the organization list for members of a single organization (Discovery flow). */
  directLoginForSingleMembership?: B2BDirectLoginForSingleMembership;
  /** Create an organization straight away for a member with none to join; default false. */
  directCreateOrganizationForNoMembership?: boolean;
  /** Hide organization creation in the Discovery flow; default false. */
  disableCreateOrganization?: boolean;
  /** The organization of the Organization flow; absent or null means taken from the page URL. */
  organizationSlug?: string | null;
  /** Render inside a shadow root; default false. */
  enableShadowDOM?: boolean;
}

/**
 * Defaults of the B2B widget.
 *
 * The provider's B2B UI config requires `sessionOptions` and documents no
 * default; 60 minutes is Portico's default for B2B, the value the provider's
 * B2B UI examples use (the consumer widget's default stays 30,
 * docs/behaviour.md §3.1).
 */
export const B2B_CONFIG_DEFAULTS = {
  sessionDurationMinutes: 60,
  directCreateOrganizationForNoMembership: false,
  disableCreateOrganization: false,
  enableShadowDOM: false,
} as const;

/** The config after validation: every option group present, defaults filled in. */
export interface NormalizedB2BConfig {
  authFlowType: B2BAuthFlowType;
  /** Deduplicated, in the host's order. */
  products: B2BProduct[];
  sessionOptions: B2BSessionOptions;
  emailMagicLinksOptions: B2BEmailMagicLinksOptions;
  emailOtpOptions: B2BEmailOtpOptions;
  ssoOptions: B2BSSOOptions;
  /** Providers always in object form, with `customScopes` and `providerParams` filled. */
  oauthOptions: Omit<B2BOAuthOptions, 'providers'> & { providers: Array<Required<B2BOAuthProviderConfig>> };
  passwordOptions: B2BPasswordOptions;
  smsOtpOptions: B2BSmsOtpOptions;
  /** Deduplicated, in the host's order; empty when not given. */
  mfaProductOrder: B2BMfaProduct[];
  /** Deduplicated; null when not given, meaning every second factor the organization allows. */
  mfaProductInclude: B2BMfaProduct[] | null;
  /** Null when not given (the organization list is always shown). */
  directLoginForSingleMembership: B2BDirectLoginForSingleMembership | null;
  directCreateOrganizationForNoMembership: boolean;
  disableCreateOrganization: boolean;
  /** Null when not given: the Organization flow takes the slug from the page URL. */
  organizationSlug: string | null;
  enableShadowDOM: boolean;
}
