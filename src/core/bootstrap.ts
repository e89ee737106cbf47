/**
 * The project's bootstrap configuration (wire notes §5): fetched once per
 * client, mapped to camelCase, cached in localStorage for synchronous readers.
 * Any failure yields the defaults, so the UI always renders.
 */
import type { BootstrapData, BootstrapSource, HttpClient } from './client-context';
import type { KeyValueStorage } from './seams/client-seams';
import type { BootstrapResponse } from './wire-types';

const DEFAULTS: BootstrapData = {
  projectName: null,
  displayWatermark: false,
  cnameDomain: null,
  // The provider's SDK defaults to its own mail domain; Portico claims no sender domain.
  emailDomains: [],
  captchaSettings: { enabled: false },
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOAuth: false,
  pkceRequiredForSso: false,
  slugPattern: null,
  createOrganizationEnabled: false,
  passwordConfig: null,
  runDFPProtectedAuth: false,
  dfpProtectedAuthMode: null,
  rbacPolicy: null,
  siweRequiredForCryptoWallets: false,
  vertical: null,
};

/** What the client assumes when the bootstrap cannot be fetched or read. */
export const DEFAULT_BOOTSTRAP: Readonly<BootstrapData> = Object.freeze(DEFAULTS);

/** A fresh copy of the defaults (callers may mutate what they get). */
export function defaultBootstrap(): BootstrapData {
  return { ...DEFAULT_BOOTSTRAP, emailDomains: [], captchaSettings: { enabled: false } };
}

/**
 * Maps the raw `data` to `BootstrapData`. Throws when it is not an object or
 * lacks the keys the provider's SDK also requires (`captcha_settings`,
 * `password_config`), so a partial answer is not mistaken for a real one.
 */
export function mapBootstrap(raw: unknown): BootstrapData {
  if (typeof raw !== 'object' || raw === null) throw new TypeError('bootstrap data is missing');
  const data = raw as Partial<BootstrapResponse>;
  if (!('captcha_settings' in data) || typeof data.captcha_settings !== 'object' || data.captcha_settings === null) {
    throw new TypeError('bootstrap captcha_settings is missing');
  }
  if (!('password_config' in data)) throw new TypeError('bootstrap password_config is missing');
  const password = data.password_config;
  return {
    projectName: typeof data.project_name === 'string' ? data.project_name : null,
    displayWatermark: !data.disable_sdk_watermark,
    cnameDomain: typeof data.cname_domain === 'string' && data.cname_domain !== '' ? data.cname_domain : null,
    emailDomains: Array.isArray(data.email_domains)
      ? data.email_domains.filter((d): d is string => typeof d === 'string')
      : [],
    captchaSettings:
      data.captcha_settings.enabled && typeof data.captcha_settings.siteKey === 'string'
        ? { enabled: true, siteKey: data.captcha_settings.siteKey }
        : { enabled: false },
    pkceRequiredForEmailMagicLinks: data.pkce_required_for_email_magic_links === true,
    pkceRequiredForPasswordResets: data.pkce_required_for_password_resets === true,
    pkceRequiredForOAuth: data.pkce_required_for_oauth === true,
    pkceRequiredForSso: data.pkce_required_for_sso === true,
    slugPattern: typeof data.slug_pattern === 'string' ? data.slug_pattern : null,
    createOrganizationEnabled: data.create_organization_enabled === true,
    passwordConfig: password
      ? { ludsComplexity: password.luds_complexity, ludsMinimumCount: password.luds_minimum_count }
      : null,
    runDFPProtectedAuth: data.dfp_protected_auth_enabled === true,
    dfpProtectedAuthMode: data.dfp_protected_auth_mode ?? null,
    rbacPolicy: data.rbac_policy ?? null,
    siweRequiredForCryptoWallets: data.siwe_required_for_crypto_wallets === true,
    vertical: data.vertical ?? null,
  };
}

export interface BootstrapStoreDeps {
  publicToken: string;
  http: HttpClient;
  storage: KeyValueStorage;
  /** localStorage key of the cached mapped value. */
  cacheKey: string;
}

/** `BootstrapSource` plus a subscription to the moment the fetch settles. */
export interface BootstrapStore extends BootstrapSource {
  /** Called once with the settled value (fetched or defaults). */
  subscribe(listener: (data: BootstrapData) => void): () => void;
}

/** Creates the source; the request is sent on the first `get()`. */
export function createBootstrapStore(deps: BootstrapStoreDeps): BootstrapStore {
  let pending: Promise<BootstrapData> | null = null;
  let settled: BootstrapData | null = null;
  const listeners = new Set<(data: BootstrapData) => void>();

  function readCache(): BootstrapData | null {
    try {
      const raw = deps.storage.getItem(deps.cacheKey);
      return raw ? (JSON.parse(raw) as BootstrapData) : null;
    } catch {
      return null;
    }
  }

  async function load(): Promise<BootstrapData> {
    let data: BootstrapData;
    try {
      const raw = await deps.http.request<unknown>({
        method: 'GET',
        path: `/projects/bootstrap/${encodeURIComponent(deps.publicToken)}`,
      });
      data = mapBootstrap(raw);
      try {
        deps.storage.setItem(deps.cacheKey, JSON.stringify(data));
      } catch {
        // An unwritable cache only costs the next page load its synchronous value.
      }
    } catch (error) {
      console.warn('Portico: could not load the project bootstrap; using defaults.', error);
      data = defaultBootstrap();
    }
    settled = data;
    for (const listener of [...listeners]) listener(data);
    return data;
  }

  return {
    get() {
      pending ??= load();
      return pending;
    },
    getSync: () => settled ?? readCache() ?? defaultBootstrap(),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
