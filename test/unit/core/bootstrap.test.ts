import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBootstrapStore, DEFAULT_BOOTSTRAP, mapBootstrap } from '../../../src/core/bootstrap';
import { createTransport } from '../../../src/core/http/transport';
import type { FetchLike } from '../../../src/core/seams/client-seams';
import { createMemoryStorage } from '../../../src/core/seams/memory-storage';
import { bootstrapKey, sessionStateKey } from '../../../src/core/storage-keys';
import type { BootstrapResponse } from '../../../src/core/wire-types';
import { dataResponse, fakeFetch, jsonResponse, textResponse } from './fakes';

const TOKEN = 'public-token-test-1';
const KEY = bootstrapKey(TOKEN);

const raw: BootstrapResponse = {
  request_id: 'r',
  status_code: 200,
  project_name: 'Local',
  disable_sdk_watermark: true,
  cname_domain: null,
  email_domains: ['example.com'],
  captcha_settings: { enabled: false },
  pkce_required_for_email_magic_links: true,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: true,
  pkce_required_for_sso: false,
  slug_pattern: null,
  create_organization_enabled: false,
  password_config: { luds_complexity: 3, luds_minimum_count: 8 },
  dfp_protected_auth_enabled: false,
  rbac_policy: { roles: [], resources: [], scopes: [] },
  siwe_required_for_crypto_wallets: false,
  vertical: 'CONSUMER',
};

function setup(fetch: FetchLike) {
  const storage = createMemoryStorage();
  const http = createTransport({
    publicToken: TOKEN,
    baseUrl: 'http://localhost:8787',
    seams: { fetch, locationHref: () => 'http://localhost:3000/' },
    readSessionToken: () => null,
    telemetry: () => ({}) as never,
  });
  return { storage, store: createBootstrapStore({ publicToken: TOKEN, http, storage, cacheKey: KEY }) };
}

describe('mapBootstrap', () => {
  it('maps snake_case to BootstrapData', () => {
    expect(mapBootstrap(raw)).toEqual({
      projectName: 'Local',
      displayWatermark: false,
      cnameDomain: null,
      emailDomains: ['example.com'],
      captchaSettings: { enabled: false },
      pkceRequiredForEmailMagicLinks: true,
      pkceRequiredForPasswordResets: false,
      pkceRequiredForOAuth: true,
      pkceRequiredForSso: false,
      slugPattern: null,
      createOrganizationEnabled: false,
      passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 8 },
      runDFPProtectedAuth: false,
      dfpProtectedAuthMode: null,
      rbacPolicy: { roles: [], resources: [], scopes: [] },
      siweRequiredForCryptoWallets: false,
      vertical: 'CONSUMER',
    });
  });

  it('displays the watermark unless disabled, and keeps captcha siteKey', () => {
    const mapped = mapBootstrap({
      ...raw,
      disable_sdk_watermark: false,
      captcha_settings: { enabled: true, siteKey: 'site-1' },
      password_config: null,
      dfp_protected_auth_enabled: true,
      dfp_protected_auth_mode: 'OBSERVATION',
      cname_domain: 'auth.example.com',
    });
    expect(mapped).toMatchObject({
      displayWatermark: true,
      captchaSettings: { enabled: true, siteKey: 'site-1' },
      passwordConfig: null,
      runDFPProtectedAuth: true,
      dfpProtectedAuthMode: 'OBSERVATION',
      cnameDomain: 'auth.example.com',
    });
  });

  it('maps values of the wrong type to their defaults', () => {
    const mapped = mapBootstrap({
      ...raw,
      project_name: 42,
      vertical: 'ENTERPRISE',
      dfp_protected_auth_mode: 'BLOCK',
      password_config: { luds_complexity: '3', luds_minimum_count: 8 },
      rbac_policy: { roles: [{ role_id: 7 }], resources: [], scopes: [] },
      email_domains: ['example.com', 3],
      captcha_settings: { enabled: true },
    });
    expect(mapped).toMatchObject({
      projectName: null,
      vertical: null,
      dfpProtectedAuthMode: null,
      passwordConfig: null,
      rbacPolicy: null,
      emailDomains: ['example.com'],
      captchaSettings: { enabled: false },
    });
  });

  it('keeps an RBAC policy whose descriptions are missing, as empty text', () => {
    const mapped = mapBootstrap({
      ...raw,
      rbac_policy: {
        roles: [{ role_id: 'admin', permissions: [{ resource_id: 'doc', actions: ['*'] }] }],
        resources: [{ resource_id: 'doc', actions: ['read'] }],
        scopes: [{ scope: 'openid', permissions: [] }],
      },
    });
    expect(mapped.rbacPolicy).toEqual({
      roles: [{ role_id: 'admin', description: '', permissions: [{ resource_id: 'doc', actions: ['*'] }] }],
      resources: [{ resource_id: 'doc', description: '', actions: ['read'] }],
      scopes: [{ scope: 'openid', description: '', permissions: [] }],
    });
  });

  it('throws without captcha_settings or password_config keys', () => {
    const { captcha_settings: _c, ...noCaptcha } = raw;
    const { password_config: _p, ...noPassword } = raw;
    expect(() => mapBootstrap(noCaptcha)).toThrow();
    expect(() => mapBootstrap(noPassword)).toThrow();
    expect(() => mapBootstrap(undefined)).toThrow();
  });
});

describe('bootstrap store', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it("GETs /projects/bootstrap/<token> once, lazily, and caches the server's data", async () => {
    const { fetch, calls } = fakeFetch(() => dataResponse(raw));
    const { store, storage } = setup(fetch);
    expect(calls).toHaveLength(0);
    const [a, b] = await Promise.all([store.get(), store.get()]);
    await store.get();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`http://localhost:8787/sdk/v1/projects/bootstrap/${TOKEN}`);
    expect(calls[0]?.init.method).toBe('GET');
    expect(a).toEqual(mapBootstrap(raw));
    expect(b).toBe(a);
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual(raw);
    expect(store.getSync()).toEqual(mapBootstrap(raw));
  });

  it('getSync reads the localStorage cache before any fetch, else the defaults', () => {
    const { fetch } = fakeFetch(() => dataResponse(raw));
    const cached = setup(fetch);
    cached.storage.setItem(KEY, JSON.stringify({ ...raw, project_name: 'Cached' }));
    expect(cached.store.getSync().projectName).toBe('Cached');

    const empty = setup(fetch);
    expect(empty.store.getSync()).toEqual(DEFAULT_BOOTSTRAP);
  });

  it('keeps its cache under a versioned key', () => {
    expect(KEY).toBe(`stytch_sdk_state_${TOKEN}::bootstrap.v3`);
  });

  it.each([
    ['a partial object', '{"displayWatermark":"yes"}'],
    ['an array', '[]'],
    ['null', 'null'],
    ['garbage JSON', '{"projectName":'],
    ['a mapped value (the v2 format)', JSON.stringify(mapBootstrap(raw))],
  ])('getSync ignores a corrupted cache entry (%s) and returns the defaults', (_label, stored) => {
    const { fetch } = fakeFetch(() => dataResponse(raw));
    const { store, storage } = setup(fetch);
    storage.setItem(KEY, stored);
    expect(store.getSync()).toEqual(DEFAULT_BOOTSTRAP);
  });

  it('getSync ignores the old unversioned key', () => {
    const { fetch } = fakeFetch(() => dataResponse(raw));
    const { store, storage } = setup(fetch);
    storage.setItem(`${sessionStateKey(TOKEN)}::bootstrap`, JSON.stringify({ ...mapBootstrap(raw), projectName: 'Old' }));
    expect(store.getSync()).toEqual(DEFAULT_BOOTSTRAP);
  });

  it('a cached value with a wrong type is read with that field at its default', () => {
    const { fetch } = fakeFetch(() => dataResponse(raw));
    const { store, storage } = setup(fetch);
    storage.setItem(KEY, JSON.stringify({ ...raw, pkce_required_for_oauth: 'true', project_name: 7 }));
    expect(store.getSync()).toEqual({ ...mapBootstrap(raw), pkceRequiredForOAuth: false, projectName: null });
  });

  it('a fetched value replaces a corrupted cache entry', async () => {
    const { fetch } = fakeFetch(() => dataResponse(raw));
    const { store, storage } = setup(fetch);
    storage.setItem(KEY, '[]');
    await store.get();
    expect(mapBootstrap(JSON.parse(storage.getItem(KEY) ?? 'null'))).toEqual(mapBootstrap(raw));
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an API error', () => jsonResponse(403, { error_type: 'unauthorized', error_message: 'x', status_code: 403 })],
    ['a non-JSON answer', () => textResponse(200, 'hello')],
    ['an answer without data', () => jsonResponse(200, { project_name: 'x' })],
    ['data without password_config', () => dataResponse({ ...raw, password_config: undefined })],
    ['data without captcha_settings', () => dataResponse({ ...raw, captcha_settings: undefined })],
  ])('uses the defaults on %s, without caching them', async (_label, answer) => {
    const { fetch } = fakeFetch(answer as () => Response);
    const { store, storage } = setup(fetch);
    const data = await store.get();
    expect(data).toEqual(DEFAULT_BOOTSTRAP);
    expect(data).toEqual({
      projectName: null,
      displayWatermark: false,
      cnameDomain: null,
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
    });
    expect(storage.getItem(KEY)).toBeNull();
    expect(store.getSync()).toEqual(DEFAULT_BOOTSTRAP);
  });

  it('notifies subscribers when the fetch settles', async () => {
    const { fetch } = fakeFetch(() => dataResponse(raw));
    const { store } = setup(fetch);
    const listener = vi.fn();
    store.subscribe(listener);
    await store.get();
    expect(listener).toHaveBeenCalledWith(mapBootstrap(raw));
  });
});
