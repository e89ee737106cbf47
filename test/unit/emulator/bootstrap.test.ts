import { describe, expect, it } from 'vitest';
import { expectErrorShape, PUBLIC_TOKEN, TestEmulator } from './helpers';

describe('GET /projects/bootstrap/:public_token', () => {
  it('returns every field the SDK maps, with emulator-safe values', async () => {
    const t = new TestEmulator();
    const res = await t.sdk('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`);
    expect(res.status).toBe(200);
    const { request_id, ...data } = res.json.data;
    expect(request_id).toMatch(/^request-id-test-/);
    expect(data).toEqual({
      status_code: 200,
      project_name: 'Portico Emulator',
      disable_sdk_watermark: true,
      cname_domain: null,
      email_domains: ['portico.test'],
      captcha_settings: { enabled: false },
      pkce_required_for_email_magic_links: false,
      pkce_required_for_password_resets: false,
      pkce_required_for_oauth: false,
      pkce_required_for_sso: false,
      slug_pattern: null,
      create_organization_enabled: false,
      password_config: null,
      dfp_protected_auth_enabled: false,
      rbac_policy: {
        roles: [{ role_id: 'stytch_user', description: expect.any(String), permissions: [] }],
        resources: [],
        scopes: ['openid', 'profile', 'email', 'phone', 'offline_access'].map((scope) => ({
          scope,
          description: expect.any(String),
          permissions: [],
        })),
      },
      siwe_required_for_crypto_wallets: false,
      vertical: 'CONSUMER',
    });
    // The key must exist even when null, or the SDK discards the whole bootstrap.
    expect(Object.prototype.hasOwnProperty.call(res.json.data, 'password_config')).toBe(true);
  });

  it('reflects the config: watermark, PKCE flags, LUDS policy, SIWE, domains', async () => {
    const t = new TestEmulator({
      config: {
        projectName: 'Acme',
        displayWatermark: true,
        emailDomains: ['acme.test'],
        pkce: { emailMagicLinks: true, oauth: true },
        passwordPolicy: { strategy: 'luds', ludsComplexity: 4, ludsMinimumCount: 12 },
        siweRequired: true,
      },
    });
    const { data } = (await t.sdk('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`)).json;
    expect(data.project_name).toBe('Acme');
    expect(data.disable_sdk_watermark).toBe(false);
    expect(data.email_domains).toEqual(['acme.test']);
    expect(data.pkce_required_for_email_magic_links).toBe(true);
    expect(data.pkce_required_for_oauth).toBe(true);
    expect(data.pkce_required_for_password_resets).toBe(false);
    expect(data.password_config).toEqual({ luds_complexity: 4, luds_minimum_count: 12 });
    expect(data.siwe_required_for_crypto_wallets).toBe(true);
  });

  it('needs no Authorization header but the token in the path must match', async () => {
    const t = new TestEmulator();
    expect((await t.sdk('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`, { authorization: null })).status).toBe(200);
    expectErrorShape(
      await t.sdk('GET', '/projects/bootstrap/public-token-test-someone-else'),
      404,
      'public_token_not_found',
    );
  });

  it('follows runtime config patches and a custom public token', async () => {
    const t = new TestEmulator({ config: { publicToken: 'public-token-test-custom' } });
    expect((await t.sdk('GET', '/projects/bootstrap/public-token-test-custom')).status).toBe(200);
    const patched = await t.dev('PATCH', '/config', { projectName: 'Renamed' });
    expect(patched.json.config.projectName).toBe('Renamed');
    const { data } = (await t.sdk('GET', '/projects/bootstrap/public-token-test-custom')).json;
    expect(data.project_name).toBe('Renamed');
  });
});
