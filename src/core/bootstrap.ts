/**
 * The project's bootstrap configuration (docs/protocol.md §5): fetched once per
 * client, mapped to camelCase, cached in localStorage for synchronous readers.
 * Any failure yields the defaults, so the UI always renders.
 */
import type { BootstrapData, BootstrapSource, HttpClient } from './client-context';
import type { KeyValueStorage } from './seams/client-seams';
import type { RbacPermission, RbacPolicy } from './wire-types';

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
 * Values of the wrong type fall back to their defaults. The cache holds the
 * server's `data` as it came and goes through this same mapping when read,
 * so a cache written by another version, or edited by hand, is validated
 * exactly like an answer.
 */
export function mapBootstrap(raw: unknown): BootstrapData {
  if (!isRecord(raw)) throw new TypeError('bootstrap data is missing');
  const data: Record<string, unknown> = raw;
  const captcha = data.captcha_settings;
  if (!isRecord(captcha)) throw new TypeError('bootstrap captcha_settings is missing');
  if (!('password_config' in data)) throw new TypeError('bootstrap password_config is missing');
  const password = data.password_config;
  return {
    projectName: stringOrNull(data.project_name),
    displayWatermark: !data.disable_sdk_watermark,
    cnameDomain: typeof data.cname_domain === 'string' && data.cname_domain !== '' ? data.cname_domain : null,
    emailDomains: Array.isArray(data.email_domains) ? data.email_domains.filter(isString) : [],
    captchaSettings:
      captcha.enabled && typeof captcha.siteKey === 'string'
        ? { enabled: true, siteKey: captcha.siteKey }
        : { enabled: false },
    pkceRequiredForEmailMagicLinks: data.pkce_required_for_email_magic_links === true,
    pkceRequiredForPasswordResets: data.pkce_required_for_password_resets === true,
    pkceRequiredForOAuth: data.pkce_required_for_oauth === true,
    pkceRequiredForSso: data.pkce_required_for_sso === true,
    slugPattern: stringOrNull(data.slug_pattern),
    createOrganizationEnabled: data.create_organization_enabled === true,
    passwordConfig:
      isRecord(password) && isNumber(password.luds_complexity) && isNumber(password.luds_minimum_count)
        ? { ludsComplexity: password.luds_complexity, ludsMinimumCount: password.luds_minimum_count }
        : null,
    runDFPProtectedAuth: data.dfp_protected_auth_enabled === true,
    dfpProtectedAuthMode: oneOf(data.dfp_protected_auth_mode, DFP_MODES) ?? null,
    rbacPolicy: parseRbacPolicy(data.rbac_policy),
    siweRequiredForCryptoWallets: data.siwe_required_for_crypto_wallets === true,
    vertical: oneOf(data.vertical, VERTICALS) ?? null,
  };
}

const DFP_MODES = ['OBSERVATION', 'DECISIONING'] as const;
const VERTICALS = ['CONSUMER', 'B2B'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}



function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isString);
}

/** Maps each element with `parse`; null when any element fails or `value` is not an array. */
function parseList<T>(value: unknown, parse: (item: Record<string, unknown>) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const out: T[] = [];
  for (const item of value) {
    const parsed = isRecord(item) ? parse(item) : null;
    if (parsed === null) return null;
    out.push(parsed);
  }
  return out;
}

/** A description is optional on the wire (shown as empty), but must be text when present. */
function description(value: unknown): string | null {
  return value === undefined ? '' : isString(value) ? value : null;
}

function parsePermissions(value: unknown): RbacPermission[] | null {
  return parseList(value, (p) =>
    isString(p.resource_id) && isStringList(p.actions) ? { resource_id: p.resource_id, actions: [...p.actions] } : null,
  );
}

/**
 * The policy rebuilt from what `rbac.ts` and the consent screen read, or
 * null when any part has the wrong shape (then no policy is assumed, which
 * allows nothing).
 */
function parseRbacPolicy(value: unknown): RbacPolicy | null {
  if (!isRecord(value)) return null;
  const roles = parseList(value.roles, (r) => {
    const permissions = parsePermissions(r.permissions);
    const text = description(r.description);
    return isString(r.role_id) && permissions && text !== null ? { role_id: r.role_id, description: text, permissions } : null;
  });
  const resources = parseList(value.resources, (r) => {
    const text = description(r.description);
    return isString(r.resource_id) && isStringList(r.actions) && text !== null
      ? { resource_id: r.resource_id, description: text, actions: [...r.actions] }
      : null;
  });
  const scopes = parseList(value.scopes, (s) => {
    const permissions = parsePermissions(s.permissions);
    const text = description(s.description);
    return isString(s.scope) && permissions && text !== null ? { scope: s.scope, description: text, permissions } : null;
  });
  return roles && resources && scopes ? { roles, resources, scopes } : null;
}

export interface BootstrapStoreDeps {
  publicToken: string;
  http: HttpClient;
  storage: KeyValueStorage;
  /** localStorage key of the cached server `data`. */
  cacheKey: string;
}

/** `BootstrapSource` plus a subscription to the moment the fetch settles. */
export interface BootstrapStore extends BootstrapSource {
  /**
   * Called with the settled value (fetched or defaults) when the fetch
   * settles; a listener that throws is logged and does not stop the others.
   */
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
      return raw ? mapBootstrap(JSON.parse(raw)) : null;
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
        deps.storage.setItem(deps.cacheKey, JSON.stringify(raw));
      } catch {
        // An unwritable cache only costs the next page load its synchronous value.
      }
    } catch (error) {
      console.warn('Portico: could not load the project bootstrap; using defaults.', error);
      data = defaultBootstrap();
    }
    settled = data;
    for (const listener of [...listeners]) {
      try {
        listener(data);
      } catch (error) {
        // A host's listener must not turn get() into a rejection for everyone.
        console.error('Portico: a bootstrap listener threw.', error);
      }
    }
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
