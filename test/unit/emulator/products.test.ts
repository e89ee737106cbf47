import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { EmulatorDeps, EmulatorEnv } from '../../../emulator/src/context';
import { oauthErrors } from '../../../emulator/src/error-formats';
import { apiError } from '../../../emulator/src/errors';
import type { Product } from '../../../emulator/src/products/product';
import { PRODUCTS } from '../../../emulator/src/products/registry';
import { defineCollection } from '../../../emulator/src/store/collection';
import { TestEmulator } from './helpers';

/** The product registry: one unit per product, surfaces with their own error format, user deletion. */

describe('the registry', () => {
  it('lists each product once, and no two declare the same collection', () => {
    const names = PRODUCTS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    const collections = PRODUCTS.flatMap((p) => p.collections ?? []).map((c) => c.name);
    expect(new Set(collections).size).toBe(collections.length);
    expect(collections.sort()).toEqual(
      ['b2b_attested_tokens', 'b2b_email_otps', 'b2b_impersonation_tokens', 'b2b_intermediate_sessions', 'b2b_magic_links', 'b2b_member_sessions', 'b2b_members', 'b2b_oauth_provider_keys', 'b2b_oauth_states', 'b2b_oauth_tokens', 'b2b_organizations', 'b2b_password_resets', 'b2b_passwords', 'b2b_sso_assertions', 'b2b_sso_connections', 'b2b_sso_states', 'b2b_sso_tokens', 'b2b_totps', 'crypto_wallet_challenges', 'emulated_idp_codes', 'emulated_idp_identities', 'emulated_idp_logins', 'emulated_idp_tokens', 'events', 'google_keys', 'gsi_log', 'idp_authorization_codes', 'idp_connected_apps', 'idp_consent_grants', 'idp_keys', 'idp_tokens', 'impersonation_tokens', 'magic_links', 'messages', 'oauth_identities', 'oauth_provider_keys', 'oauth_states', 'oauth_tokens', 'one_tap_callbacks', 'otps', 'password_resets', 'passwords', 'sessions', 'totps', 'users', 'webauthn_challenges', 'webauthn_credentials'].sort(),
    );
  });
});

describe('a surface outside /sdk/v1 with RFC 6749 errors', () => {
  const NOTES = defineCollection<{ id: string; userId: string }>()({
    name: 'notes',
    key: (n) => n.id,
    indexes: {},
    onUserDeleted: { deleteOwnedBy: (n) => n.userId },
  });
  const oidc: Product = {
    name: 'oidc-test',
    collections: [NOTES],
    surfaces: [
      {
        basePath: '/oauth2',
        errors: oauthErrors,
        routes: (deps: EmulatorDeps) => {
          const routes = new Hono<EmulatorEnv>();
          routes.post('/token', async (c) => {
            const form = await c.req.parseBody();
            if (form.client_id !== 'known') throw apiError(401, 'invalid_client', 'Client authentication failed.');
            if (form.grant_type !== 'authorization_code') {
              throw apiError(400, 'unsupported_grant_type', `grant_type ${String(form.grant_type)} is not supported.`);
            }
            throw new Error('boom');
          });
          routes.get('/notes', (c) => c.json({ count: deps.store.of(NOTES).size }));
          return routes;
        },
      },
    ],
  };
  const t = new TestEmulator({ products: [...PRODUCTS, oidc] });
  const token = (body: Record<string, string>) =>
    t.request('POST', '/oauth2/token', {
      rawBody: new URLSearchParams(body).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      authorization: null,
    });

  it("answers its routes' errors as {error, error_description}, uncached, with a challenge for a bad client", async () => {
    const client = await token({ client_id: 'nobody', grant_type: 'authorization_code' });
    expect(client.status).toBe(401);
    expect(client.json).toEqual({ error: 'invalid_client', error_description: 'Client authentication failed.' });
    expect(client.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(client.headers.get('cache-control')).toBe('no-store');

    const grant = await token({ client_id: 'known', grant_type: 'password' });
    expect(grant.status).toBe(400);
    expect(grant.json).toEqual({ error: 'unsupported_grant_type', error_description: 'grant_type password is not supported.' });
  });

  it('answers unexpected failures as server_error and unknown paths under it as invalid_request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await token({ client_id: 'known', grant_type: 'authorization_code' });
    expect(failed.status).toBe(500);
    expect(failed.json.error).toBe('server_error');
    expect(logged).toHaveBeenCalledWith('[portico-emulator] unexpected error:', expect.objectContaining({ message: 'boom' }));
    logged.mockRestore();
    const unknown = await t.request('GET', '/oauth2/nowhere', { authorization: null });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: 'invalid_request', error_description: 'The emulator has no route GET /oauth2/nowhere.' });
  });

  it('leaves /sdk/v1 and the rest of the app with the provider error body', async () => {
    const sdk = await t.sdk('GET', '/nowhere');
    expect(sdk.json.error_type).toBe('route_not_found');
    const root = await t.request('GET', '/elsewhere', { authorization: null });
    expect(root.json.error_type).toBe('route_not_found');
    expect((await t.request('GET', '/oauth2/notes', { authorization: null })).json).toEqual({ count: 0 });
  });
});

describe('deleting a user (DELETE /_emulator/users/:id)', () => {
  it("deletes what every product keeps for the user, keeps the mailbox, and leaves other users alone", async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('leaving@example.com');
    await t.sdk('POST', '/totps', { body: {}, secret: login.session_token });
    await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'leaving@example.com' } });
    const pendingCode = (await t.lastMessage('leaving@example.com')).code;
    const methodId = login.user.emails[0].email_id;
    const other = await t.loginByEmailOtp('staying@example.com');

    expect((await t.dev('DELETE', `/users/${login.user_id}`)).status).toBe(200);

    expect((await t.sdk('POST', '/sessions/authenticate', { body: {}, secret: login.session_token })).json.error_type).toBe(
      'session_not_found',
    );
    const code = await t.sdk('POST', '/otps/authenticate', { body: { token: pendingCode, method_id: methodId } });
    expect(code.json.error_type).toBe('otp_code_not_found');
    expect((await t.sdk('POST', '/users/search', { body: { email: 'leaving@example.com' } })).json.data.userType).toBe('new');
    expect((await t.dev('GET', '/users')).json.users.map((u: { user_id: string }) => u.user_id)).toEqual([other.user_id]);
    expect((await t.messages('leaving@example.com')).length).toBeGreaterThan(0);
    expect((await t.sdk('POST', '/sessions/authenticate', { body: {}, secret: other.session_token })).status).toBe(200);

    const again = await t.dev('DELETE', `/users/${login.user_id}`);
    expect(again.status).toBe(404);
    expect(again.json.error_type).toBe('user_not_found');
  });
});

describe('seeding (POST /_emulator/users and /users/batch)', () => {
  it('takes fields other products add (a verified TOTP) and refuses unknown ones', async () => {
    const t = new TestEmulator();
    const seeded = await t.dev('POST', '/users', { email: 'mfa@example.com', totp: true });
    expect(seeded.status).toBe(200);
    expect(seeded.json.user.totps).toEqual([{ totp_id: expect.any(String), verified: true }]);
    const code = (await t.dev('GET', `/totps/${seeded.json.user.totps[0].totp_id}/code`)).json.code;
    expect(code).toMatch(/^\d{6}$/);

    const unknown = await t.dev('POST', '/users', { email: 'x@example.com', favourite_colour: 'blue' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error_type).toBe('bad_request');
  });

  it('seeds a batch in one request, all or nothing on a duplicate', async () => {
    const t = new TestEmulator();
    const users = Array.from({ length: 50 }, (_, i) => ({ email: `b${i}@example.com` }));
    const batch = await t.dev('POST', '/users/batch', { users });
    expect(batch.json.user_ids).toHaveLength(50);
    const dup = await t.dev('POST', '/users/batch', { users: [{ email: 'new@example.com' }, { email: 'b3@example.com' }] });
    expect(dup.json.error_type).toBe('duplicate_email');
    const twice = await t.dev('POST', '/users/batch', { users: [{ email: 'c@example.com' }, { email: 'c@example.com' }] });
    expect(twice.json.error_type).toBe('duplicate_email');
    expect((await t.dev('GET', '/users')).json.users).toHaveLength(50);
  });
});

describe('as users pile up', () => {
  /** Median wall time of `calls` sequential calls. */
  async function medianMs(calls: number, call: (i: number) => Promise<unknown>): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const started = performance.now();
      await call(i);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[Math.floor(calls / 2)]!;
  }

  it('finds users and sessions as fast among 50,000 users as among none', async () => {
    const measure = async (t: TestEmulator): Promise<number> => {
      const login = await t.loginByEmailOtp('someone@example.com');
      return medianMs(300, async (i) => {
        await t.sdk('POST', '/users/search', { body: { email: `nobody-${i}@example.com` } });
        await t.sdk('GET', '/users/me', { secret: login.session_token });
      });
    };
    const empty = new TestEmulator();
    await measure(empty); // warm up the code paths
    const emptyMs = await measure(empty);

    const full = new TestEmulator();
    for (let start = 0; start < 50_000; start += 1000) {
      const users = Array.from({ length: 1000 }, (_, i) => ({ email: `u${start + i}@example.com` }));
      expect((await full.dev('POST', '/users/batch', { users })).status).toBe(200);
    }
    const fullMs = await measure(full);
    // A scan per lookup over 50,000 users costs milliseconds; an index lookup, microseconds.
    expect(fullMs).toBeLessThan(Math.max(emptyMs * 3, emptyMs + 1));
  }, 60_000);
});
