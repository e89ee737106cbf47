/**
 * Checks a host's B2B widget config at mount time and fills in the defaults,
 * as validate-config.ts does for the consumer widget (docs/behaviour.md §3.1):
 * hosts are often plain JavaScript, so a wrong shape fails loudly here with the
 * client's usage-error format (`Invalid call to <method>` + newline +
 * `<field> must be ….`) instead of breaking a screen later. The first problem
 * found is reported; unknown keys are ignored, so a host can keep the provider's
 * options Portico does not use (Google One Tap, the deprecated OAuth-wide
 * `customScopes`) in the same object.
 */
import { httpHref } from '../../components/http-href';
import { checker as consumerChecker, defined, isRecord } from '../../config/validate-config';
import {
  B2B_AUTH_FLOW_TYPES,
  B2B_CONFIG_DEFAULTS,
  B2B_MFA_PRODUCTS,
  B2B_OAUTH_PROVIDERS,
  B2B_PRODUCTS,
  type B2BAuthFlowType,
  type B2BDirectLoginForSingleMembership,
  type B2BEmailMagicLinksOptions,
  type B2BEmailOtpOptions,
  type B2BMfaProduct,
  type B2BOAuthProviderConfig,
  type B2BOAuthProviderType,
  type B2BPasswordOptions,
  type B2BProduct,
  type B2BSmsOtpOptions,
  type B2BSSOOptions,
  type NormalizedB2BConfig,
} from './b2b-config-types';

type Rec = Record<string, unknown>;

/**
 * The consumer config's field checks (validate-config.ts), so both configs word their problems
 * alike, plus what only the B2B config has: minutes, string maps and redirect URLs.
 */
function checker(method: string) {
  const base = consumerChecker(method);
  const { fail, string } = base;
  return {
    ...base,
    /** Minutes: a finite number, whole and above zero, since the server counts whole minutes. */
    minutes: base.positiveInteger,
    /** An object whose values are all strings (query parameters passed through). */
    stringRecord(field: string, value: unknown): Record<string, string> | undefined {
      if (value === undefined) return undefined;
      if (!isRecord(value)) return fail(field, 'must be an object.');
      for (const [key, item] of Object.entries(value)) string(`${field}.${key}`, item);
      return { ...(value as Record<string, string>) };
    },
    /**
     * A redirect URL: where the server sends the member's browser back to, so
     * an absolute http(s) URL; a relative or `javascript:` one would only fail
     * later, at the server or in the emailed link.
     */
    url(field: string, value: unknown): string | undefined {
      const url = string(field, value);
      if (url !== undefined && httpHref(url) === null) fail(field, 'must be an absolute http(s) URL.');
      return url;
    },
  };
}

type Checker = ReturnType<typeof checker>;

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

function checkEmailMagicLinks(c: Checker, o: Rec): B2BEmailMagicLinksOptions {
  const f = 'config.emailMagicLinksOptions';
  return defined({
    loginRedirectURL: c.url(`${f}.loginRedirectURL`, o.loginRedirectURL),
    signupRedirectURL: c.url(`${f}.signupRedirectURL`, o.signupRedirectURL),
    discoveryRedirectURL: c.url(`${f}.discoveryRedirectURL`, o.discoveryRedirectURL),
    loginTemplateId: c.string(`${f}.loginTemplateId`, o.loginTemplateId),
    signupTemplateId: c.string(`${f}.signupTemplateId`, o.signupTemplateId),
    domainHint: c.string(`${f}.domainHint`, o.domainHint),
    locale: c.string(`${f}.locale`, o.locale),
    loginExpirationMinutes: c.minutes(`${f}.loginExpirationMinutes`, o.loginExpirationMinutes),
    signupExpirationMinutes: c.minutes(`${f}.signupExpirationMinutes`, o.signupExpirationMinutes),
    discoveryExpirationMinutes: c.minutes(`${f}.discoveryExpirationMinutes`, o.discoveryExpirationMinutes),
  });
}

function checkEmailOtp(c: Checker, o: Rec): B2BEmailOtpOptions {
  const f = 'config.emailOtpOptions';
  return defined({
    loginTemplateId: c.string(`${f}.loginTemplateId`, o.loginTemplateId),
    signupTemplateId: c.string(`${f}.signupTemplateId`, o.signupTemplateId),
    locale: c.string(`${f}.locale`, o.locale),
  });
}

function checkSso(c: Checker, o: Rec): B2BSSOOptions {
  const f = 'config.ssoOptions';
  return defined({
    loginRedirectURL: c.url(`${f}.loginRedirectURL`, o.loginRedirectURL),
    signupRedirectURL: c.url(`${f}.signupRedirectURL`, o.signupRedirectURL),
    providerParams: c.stringRecord(`${f}.providerParams`, o.providerParams),
  });
}

/** One provider entry, a bare name or an object, as an object with every field filled. */
function checkProvider(c: Checker, f: string, raw: unknown): Required<B2BOAuthProviderConfig> {
  if (typeof raw === 'string') {
    return { type: c.oneOf<B2BOAuthProviderType>(f, raw, B2B_OAUTH_PROVIDERS), customScopes: [], providerParams: {} };
  }
  if (!isRecord(raw)) return c.fail(f, 'must be a provider name or an object.');
  const rawType = c.string(`${f}.type`, raw.type) ?? c.fail(`${f}.type`, 'must be a string.');
  return {
    type: c.oneOf<B2BOAuthProviderType>(`${f}.type`, rawType, B2B_OAUTH_PROVIDERS),
    customScopes: c.stringArray(`${f}.customScopes`, raw.customScopes) ?? [],
    providerParams: c.stringRecord(`${f}.providerParams`, raw.providerParams) ?? {},
  };
}

function checkOAuth(c: Checker, o: Rec, required: boolean): NormalizedB2BConfig['oauthOptions'] {
  const f = 'config.oauthOptions';
  if (o.providers !== undefined && !Array.isArray(o.providers)) {
    c.fail(`${f}.providers`, 'must be an array of provider names or objects.');
  }
  const providers = ((o.providers as unknown[] | undefined) ?? []).map((p, i) =>
    checkProvider(c, `${f}.providers[${i}]`, p),
  );
  // With the oauth product the providers are its buttons: none would leave it invisible.
  if (required && providers.length === 0) {
    c.fail(`${f}.providers`, 'must list at least one provider when config.products includes "oauth".');
  }
  return {
    providers,
    ...defined({
      discoveryRedirectURL: c.url(`${f}.discoveryRedirectURL`, o.discoveryRedirectURL),
      loginRedirectURL: c.url(`${f}.loginRedirectURL`, o.loginRedirectURL),
      signupRedirectURL: c.url(`${f}.signupRedirectURL`, o.signupRedirectURL),
      locale: c.string(`${f}.locale`, o.locale),
    }),
  };
}

function checkPasswords(c: Checker, o: Rec): B2BPasswordOptions {
  const f = 'config.passwordOptions';
  return defined({
    loginRedirectURL: c.url(`${f}.loginRedirectURL`, o.loginRedirectURL),
    resetPasswordRedirectURL: c.url(`${f}.resetPasswordRedirectURL`, o.resetPasswordRedirectURL),
    resetPasswordExpirationMinutes: c.minutes(`${f}.resetPasswordExpirationMinutes`, o.resetPasswordExpirationMinutes),
    resetPasswordTemplateId: c.string(`${f}.resetPasswordTemplateId`, o.resetPasswordTemplateId),
    discoveryRedirectURL: c.url(`${f}.discoveryRedirectURL`, o.discoveryRedirectURL),
    verifyEmailTemplateId: c.string(`${f}.verifyEmailTemplateId`, o.verifyEmailTemplateId),
    locale: c.string(`${f}.locale`, o.locale),
  });
}

function checkSmsOtp(c: Checker, o: Rec): B2BSmsOtpOptions {
  return defined({ locale: c.string('config.smsOtpOptions.locale', o.locale) });
}

/** An MFA product list: known names only, deduplicated in the host's order. */
function checkMfaProducts(c: Checker, f: string, raw: unknown): B2BMfaProduct[] | undefined {
  const names = c.stringArray(f, raw);
  return names && unique(names.map((m, i) => c.oneOf<B2BMfaProduct>(`${f}[${i}]`, m, B2B_MFA_PRODUCTS)));
}

function checkDirectLogin(c: Checker, raw: Rec | undefined): B2BDirectLoginForSingleMembership | null {
  if (raw === undefined) return null;
  const f = 'config.directLoginForSingleMembership';
  // All three are required in the provider's type; a missing one is more likely a typo than a wish for false.
  const flag = (key: keyof B2BDirectLoginForSingleMembership): boolean =>
    c.boolean(`${f}.${key}`, raw[key]) ?? c.fail(`${f}.${key}`, 'must be a boolean.');
  return { status: flag('status'), ignoreInvites: flag('ignoreInvites'), ignoreJitProvisioning: flag('ignoreJitProvisioning') };
}

function checkOrganizationSlug(c: Checker, raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  // An empty slug names no organization; null (or leaving it out) is how a host asks for the page URL's.
  return typeof raw === 'string' && raw !== ''
    ? raw
    : c.fail('config.organizationSlug', 'must be a non-empty string or null.');
}

/** Configs validateB2BConfig returned: valid by construction. */
const normalized = new WeakSet<object>();

/**
 * Validates `config` for the entry point `method` and returns it normalised:
 * products deduplicated, every option group present (`{}` when not given),
 * OAuth providers as objects with `customScopes` and `providerParams` filled,
 * and the defaults of `B2B_CONFIG_DEFAULTS` (session 60 minutes, the three
 * flags false), `mfaProductOrder` `[]`, `mfaProductInclude`,
 * `directLoginForSingleMembership` and `organizationSlug` null.
 *
 * @throws InvalidConfigError on the first field of the wrong shape or value.
 */
export function validateB2BConfig(config: unknown, method: string): NormalizedB2BConfig {
  // The mount call validates, then the widget it renders checks the same object again.
  if (typeof config === 'object' && config !== null && normalized.has(config)) return config as NormalizedB2BConfig;
  const c = checker(method);
  const root = c.object('config', config) ?? c.fail('config', 'must be an object.');

  // Required, and with no sensible default: name the choices rather than only "must be a string".
  const authFlowType =
    typeof root.authFlowType === 'string'
      ? c.oneOf<B2BAuthFlowType>('config.authFlowType', root.authFlowType, B2B_AUTH_FLOW_TYPES)
      : c.fail('config.authFlowType', `must be one of: ${B2B_AUTH_FLOW_TYPES.join(', ')}.`);

  const rawProducts =
    c.stringArray('config.products', root.products) ?? c.fail('config.products', 'must be an array of strings.');
  const products = unique(rawProducts.map((p, i) => c.oneOf<B2BProduct>(`config.products[${i}]`, p, B2B_PRODUCTS)));
  // A sign-in flow with no product has nothing to show; the reset page shows only the new-password form.
  if (products.length === 0 && authFlowType !== 'PasswordReset') {
    c.fail('config.products', `must list at least one product when config.authFlowType is "${authFlowType}".`);
  }

  const session = c.object('config.sessionOptions', root.sessionOptions) ?? {};
  const sessionDurationMinutes =
    c.minutes('config.sessionOptions.sessionDurationMinutes', session.sessionDurationMinutes) ??
    B2B_CONFIG_DEFAULTS.sessionDurationMinutes;
  const group = (name: string): Rec => c.object(`config.${name}`, root[name]) ?? {};

  const result: NormalizedB2BConfig = {
    authFlowType,
    products,
    sessionOptions: { sessionDurationMinutes },
    emailMagicLinksOptions: checkEmailMagicLinks(c, group('emailMagicLinksOptions')),
    emailOtpOptions: checkEmailOtp(c, group('emailOtpOptions')),
    ssoOptions: checkSso(c, group('ssoOptions')),
    oauthOptions: checkOAuth(c, group('oauthOptions'), products.includes('oauth')),
    passwordOptions: checkPasswords(c, group('passwordOptions')),
    smsOtpOptions: checkSmsOtp(c, group('smsOtpOptions')),
    mfaProductOrder: checkMfaProducts(c, 'config.mfaProductOrder', root.mfaProductOrder) ?? [],
    mfaProductInclude: checkMfaProducts(c, 'config.mfaProductInclude', root.mfaProductInclude) ?? null,
    directLoginForSingleMembership: checkDirectLogin(
      c,
      c.object('config.directLoginForSingleMembership', root.directLoginForSingleMembership),
    ),
    directCreateOrganizationForNoMembership:
      c.boolean('config.directCreateOrganizationForNoMembership', root.directCreateOrganizationForNoMembership) ??
      B2B_CONFIG_DEFAULTS.directCreateOrganizationForNoMembership,
    disableCreateOrganization:
      c.boolean('config.disableCreateOrganization', root.disableCreateOrganization) ??
      B2B_CONFIG_DEFAULTS.disableCreateOrganization,
    organizationSlug: checkOrganizationSlug(c, root.organizationSlug),
    enableShadowDOM: c.boolean('config.enableShadowDOM', root.enableShadowDOM) ?? B2B_CONFIG_DEFAULTS.enableShadowDOM,
  };
  normalized.add(result);
  return result;
}
