/**
 * Checks a host's login config at mount time and fills in the defaults (docs/behaviour.md §3.1).
 *
 * Hosts are often plain JavaScript, so the TypeScript types are no guarantee:
 * a wrong shape fails loudly here with the client's usage-error format
 * (`Invalid call to <method>` + newline + `<field> must be ….`) instead of
 * breaking a screen later. The first problem found is reported, like the
 * client's own argument checks.
 */
import { PorticoInvalidCallError } from '../../core/errors';
import { httpHref } from '../components/http-href';
import type { ConsentManifestGenerator } from '../flows/idp/consent-manifest';
import {
  CONFIG_DEFAULTS,
  OAUTH_PROVIDERS,
  ONE_TAP_POSITIONS,
  OTP_METHODS,
  PRODUCTS,
  type EmailMagicLinksOptions,
  type LoginConfig,
  type NormalizedLoginConfig,
  type OAuthOptions,
  type OAuthProviderConfig,
  type OtpMethod,
  type OtpOptions,
  type PasswordOptions,
  type Product,
} from './config-types';

/** A config of the wrong shape. `field` is the dotted path, e.g. `config.products`. */
export class InvalidConfigError extends PorticoInvalidCallError {
  readonly method: string;
  readonly field: string;

  constructor(method: string, field: string, problem: string) {
    super(`Invalid call to ${method}\n${field} ${problem}`);
    this.name = 'InvalidConfigError';
    this.method = method;
    this.field = field;
  }
}

type Rec = Record<string, unknown>;

export const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Field checks bound to one entry point's name. Optional means `undefined` is accepted. The B2B
 * config's checks (src/ui/b2b/config/validate-b2b-config.ts) build on these.
 */
export function checker(method: string) {
  const fail = (field: string, problem: string): never => {
    throw new InvalidConfigError(method, field, problem);
  };
  const number = (field: string, value: unknown): number | undefined => {
    if (value === undefined) return undefined;
    // NaN and Infinity are numbers to `typeof` but useless as minutes.
    return typeof value === 'number' && Number.isFinite(value) ? value : fail(field, 'must be a number.');
  };
  return {
    fail,
    string(field: string, value: unknown): string | undefined {
      if (value === undefined) return undefined;
      return typeof value === 'string' ? value : fail(field, 'must be a string.');
    },
    number,
    /** A count such as minutes: a number (as `number`), and a whole one above zero. */
    positiveInteger(field: string, value: unknown): number | undefined {
      const n = number(field, value);
      return n === undefined || (Number.isInteger(n) && n > 0) ? n : fail(field, `must be a positive whole number (got ${n}).`);
    },
    boolean(field: string, value: unknown): boolean | undefined {
      if (value === undefined) return undefined;
      return typeof value === 'boolean' ? value : fail(field, 'must be a boolean.');
    },
    object(field: string, value: unknown): Rec | undefined {
      if (value === undefined) return undefined;
      return isRecord(value) ? value : fail(field, 'must be an object.');
    },
    stringArray(field: string, value: unknown): string[] | undefined {
      if (value === undefined) return undefined;
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? [...(value as string[])]
        : fail(field, 'must be an array of strings.');
    },
    /** Rejects values outside a known list, naming the allowed ones. */
    oneOf<T extends string>(field: string, value: string, allowed: readonly T[]): T {
      return (allowed as readonly string[]).includes(value)
        ? (value as T)
        : fail(field, `must be one of: ${allowed.join(', ')} (got "${value}").`);
    },
  };
}

type Checker = ReturnType<typeof checker>;

/** Keeps only the keys that are set, so normalised options stay free of `undefined` noise. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function checkEmailMagicLinks(c: Checker, raw: Rec | undefined): NormalizedLoginConfig['emailMagicLinksOptions'] {
  const f = 'config.emailMagicLinksOptions';
  const o = raw ?? {};
  const options: EmailMagicLinksOptions = defined({
    loginRedirectURL: c.string(`${f}.loginRedirectURL`, o.loginRedirectURL),
    loginExpirationMinutes: c.number(`${f}.loginExpirationMinutes`, o.loginExpirationMinutes),
    signupRedirectURL: c.string(`${f}.signupRedirectURL`, o.signupRedirectURL),
    signupExpirationMinutes: c.number(`${f}.signupExpirationMinutes`, o.signupExpirationMinutes),
    createUserAsPending: c.boolean(`${f}.createUserAsPending`, o.createUserAsPending),
    domainHint: c.string(`${f}.domainHint`, o.domainHint),
    loginTemplateId: c.string(`${f}.loginTemplateId`, o.loginTemplateId),
    signupTemplateId: c.string(`${f}.signupTemplateId`, o.signupTemplateId),
    locale: c.string(`${f}.locale`, o.locale),
  });
  return {
    ...options,
    loginExpirationMinutes: options.loginExpirationMinutes ?? CONFIG_DEFAULTS.magicLinkLoginExpirationMinutes,
    signupExpirationMinutes: options.signupExpirationMinutes ?? CONFIG_DEFAULTS.magicLinkSignupExpirationMinutes,
    createUserAsPending: options.createUserAsPending ?? CONFIG_DEFAULTS.createUserAsPending,
  };
}

function checkOtp(c: Checker, raw: Rec | undefined, required: boolean): NormalizedLoginConfig['otpOptions'] {
  const f = 'config.otpOptions';
  // With the otp product the methods decide which tabs exist, so they are required.
  if (required && raw === undefined) c.fail(f, 'must be an object.');
  const o = raw ?? {};
  if (required && o.methods === undefined) c.fail(`${f}.methods`, 'must be an array of strings.');
  const methods = (c.stringArray(`${f}.methods`, o.methods) ?? []).map((m, i) =>
    c.oneOf<OtpMethod>(`${f}.methods[${i}]`, m, OTP_METHODS),
  );
  const options: OtpOptions = defined({
    methods: unique(methods),
    expirationMinutes: c.number(`${f}.expirationMinutes`, o.expirationMinutes),
    loginTemplateId: c.string(`${f}.loginTemplateId`, o.loginTemplateId),
    signupTemplateId: c.string(`${f}.signupTemplateId`, o.signupTemplateId),
    locale: c.string(`${f}.locale`, o.locale),
  });
  return { ...options, expirationMinutes: options.expirationMinutes ?? CONFIG_DEFAULTS.otpExpirationMinutes };
}

function checkProvider(c: Checker, f: string, raw: unknown): OAuthProviderConfig {
  const o = c.object(f, raw) ?? c.fail(f, 'must be an object.');
  const rawType = c.string(`${f}.type`, o.type) ?? c.fail(`${f}.type`, 'must be a string.');
  const type = c.oneOf(`${f}.type`, rawType, OAUTH_PROVIDERS);
  const params = c.object(`${f}.provider_params`, o.provider_params);
  if (params) {
    for (const [key, value] of Object.entries(params)) c.string(`${f}.provider_params.${key}`, value);
  }
  const position = c.string(`${f}.position`, o.position);
  return defined({
    type,
    custom_scopes: c.stringArray(`${f}.custom_scopes`, o.custom_scopes),
    provider_params: params ? ({ ...params } as Record<string, string>) : undefined,
    one_tap: c.boolean(`${f}.one_tap`, o.one_tap),
    position: position === undefined ? undefined : c.oneOf(`${f}.position`, position, ONE_TAP_POSITIONS),
    cancel_on_tap_outside: c.boolean(`${f}.cancel_on_tap_outside`, o.cancel_on_tap_outside),
  });
}

function checkOAuth(c: Checker, raw: Rec | undefined, required: boolean): OAuthOptions {
  const f = 'config.oauthOptions';
  if (required && raw === undefined) c.fail(f, 'must be an object.');
  const o = raw ?? {};
  if (o.providers !== undefined && !Array.isArray(o.providers)) c.fail(`${f}.providers`, 'must be an array of objects.');
  if (required && o.providers === undefined) c.fail(`${f}.providers`, 'must be an array of objects.');
  const providers = ((o.providers as unknown[] | undefined) ?? []).map((p, i) =>
    checkProvider(c, `${f}.providers[${i}]`, p),
  );
  return defined({
    providers,
    loginRedirectURL: c.string(`${f}.loginRedirectURL`, o.loginRedirectURL),
    signupRedirectURL: c.string(`${f}.signupRedirectURL`, o.signupRedirectURL),
    googleOneTapScriptURL: checkScriptUrl(c, `${f}.googleOneTapScriptURL`, o.googleOneTapScriptURL),
  });
}

/** A script the widget will load: an absolute http(s) URL, nothing else. */
function checkScriptUrl(c: Checker, f: string, raw: unknown): string | undefined {
  const value = c.string(f, raw);
  if (value !== undefined && httpHref(value) === null) c.fail(f, 'must be an absolute http(s) URL.');
  return value;
}

function checkPasswords(c: Checker, raw: Rec | undefined): PasswordOptions {
  const f = 'config.passwordOptions';
  const o = raw ?? {};
  return defined({
    loginRedirectURL: c.string(`${f}.loginRedirectURL`, o.loginRedirectURL),
    resetPasswordRedirectURL: c.string(`${f}.resetPasswordRedirectURL`, o.resetPasswordRedirectURL),
    resetPasswordExpirationMinutes: c.number(`${f}.resetPasswordExpirationMinutes`, o.resetPasswordExpirationMinutes),
    resetPasswordTemplateId: c.string(`${f}.resetPasswordTemplateId`, o.resetPasswordTemplateId),
    locale: c.string(`${f}.locale`, o.locale),
  });
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** Configs validateLoginConfig returned: valid by construction. */
const normalized = new WeakSet<object>();

/**
 * Validates `config` for the entry point `method` and returns it normalised:
 * products deduplicated, every option group present, defaults filled in
 * (magic link expirations 30/30, createUserAsPending false, OTP expiration 5,
 * session duration 30, enableShadowDOM false). Unknown top-level keys are
 * ignored so hosts can share one options object between entry points.
 *
 * @throws InvalidConfigError on the first field of the wrong shape or value.
 */
export function validateLoginConfig(config: unknown, method = 'mountLogin'): NormalizedLoginConfig {
  // The mount call validates, then the widget it renders checks the same object again.
  if (typeof config === 'object' && config !== null && normalized.has(config)) return config as NormalizedLoginConfig;
  const c = checker(method);
  const root = c.object('config', config) ?? c.fail('config', 'must be an object.');

  const rawProducts = c.stringArray('config.products', root.products) ?? c.fail('config.products', 'must be an array of strings.');
  const products = unique(rawProducts.map((p, i) => c.oneOf<Product>(`config.products[${i}]`, p, PRODUCTS)));

  const emailMagicLinksOptions = checkEmailMagicLinks(c, c.object('config.emailMagicLinksOptions', root.emailMagicLinksOptions));
  const otpOptions = checkOtp(c, c.object('config.otpOptions', root.otpOptions), products.includes('otp'));
  const oauthOptions = checkOAuth(c, c.object('config.oauthOptions', root.oauthOptions), products.includes('oauth'));
  const passwordOptions = checkPasswords(c, c.object('config.passwordOptions', root.passwordOptions));
  const session = c.object('config.sessionOptions', root.sessionOptions) ?? {};
  // A session of zero, negative or fractional minutes is not one the server can start.
  const sessionDurationMinutes =
    c.positiveInteger('config.sessionOptions.sessionDurationMinutes', session.sessionDurationMinutes) ??
    CONFIG_DEFAULTS.sessionDurationMinutes;
  const enableShadowDOM = c.boolean('config.enableShadowDOM', root.enableShadowDOM) ?? CONFIG_DEFAULTS.enableShadowDOM;
  const manifest = root.getIDPConsentManifest;
  if (manifest !== undefined && typeof manifest !== 'function') c.fail('config.getIDPConsentManifest', 'must be a function.');

  const result: NormalizedLoginConfig = {
    products,
    emailMagicLinksOptions,
    otpOptions,
    oauthOptions,
    passwordOptions,
    sessionOptions: { sessionDurationMinutes },
    enableShadowDOM,
    ...(manifest === undefined ? {} : { getIDPConsentManifest: manifest as ConsentManifestGenerator }),
  };
  normalized.add(result);
  return result;
}

/** Type guard form for callers that prefer not to catch. */
export function isValidLoginConfig(config: unknown): config is LoginConfig {
  try {
    validateLoginConfig(config);
    return true;
  } catch (error) {
    if (error instanceof InvalidConfigError) return false;
    throw error;
  }
}
