import { describe, expect, it } from 'vitest';
import { createHarness, makeUser } from './harness';
import type { User } from '../../../../src/core/wire-types';
import { PorticoError } from '../../../../src/core/errors';

describe('user', () => {
  it('get fetches /users/me, strips request_id/status_code and caches the user', async () => {
    const h = createHarness();
    await h.login();
    const fresh = makeUser({ name: { first_name: 'Grace' } });
    h.on('GET', '/users/me', { ...fresh, request_id: 'r', status_code: 200 });
    const user = await h.client.user.get();
    expect(h.last()).toMatchObject({ method: 'GET', path: '/users/me', body: undefined });
    expect(user).toEqual(fresh);
    expect(h.client.user.getSync()).toEqual(fresh);
  });

  it('getSync is null without a session', () => {
    expect(createHarness().client.user.getSync()).toBeNull();
  });

  it('update PUTs name/untrusted_metadata and caches __user', async () => {
    const h = createHarness();
    await h.login();
    const updated = makeUser({ name: { first_name: 'Grace', last_name: 'Hopper' }, untrusted_metadata: { a: 1 } });
    h.on('PUT', '/users/me', {
      request_id: 'r',
      status_code: 200,
      user_id: 'user-test-1',
      __user: { ...updated, request_id: 'r', status_code: 200 },
    });
    const data = await h.client.user.update({ name: { first_name: 'Grace', last_name: 'Hopper' }, untrusted_metadata: { a: 1 } });
    expect(h.last()).toMatchObject({ method: 'PUT', path: '/users/me' });
    expect(h.last().body).toEqual({ name: { first_name: 'Grace', last_name: 'Hopper' }, untrusted_metadata: { a: 1 } });
    expect(data).toEqual({ request_id: 'r', status_code: 200, user_id: 'user-test-1' });
    expect(h.client.user.getSync()).toEqual(updated);

    await h.client.user.update({ untrusted_metadata: { b: 2 } });
    expect(h.last().body).toEqual({ untrusted_metadata: { b: 2 } });
  });

  it('search posts the email and returns userType', async () => {
    const h = createHarness();
    h.on('POST', '/users/search', { request_id: 'r', status_code: 200, userType: 'passwordless' });
    const data = await h.client.user.search('a@example.com');
    expect(h.last()).toMatchObject({ method: 'POST', path: '/users/search' });
    expect(h.last().body).toEqual({ email: 'a@example.com' });
    expect(data.userType).toBe('passwordless');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown user type', { userType: 'suspended' }, 'userType is "suspended", not one of new, password, passwordless.'],
    ['no user type', {}, 'userType is missing.'],
    ['the snake_case key only', { user_type: 'new' }, 'userType is missing.'],
    ['a user type of the wrong case', { userType: 'New' }, 'userType is "New", not one of new, password, passwordless.'],
    ['a null user type', { userType: null }, 'userType is null, not one of new, password, passwordless.'],
  ])('search rejects an answer with %s (invalid_response, naming it)', async (_label, data, problem) => {
    const h = createHarness();
    h.on('POST', '/users/search', { request_id: 'r', status_code: 200, ...data });
    const error = await h.client.user.search('a@example.com').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ code: 'invalid_response', message: `Invalid users/search response from the server: ${problem}` });
  });

  it.each([
    ['deleteEmail', 'emails'],
    ['deletePhoneNumber', 'phone_numbers'],
    ['deleteTOTP', 'totps'],
    ['deleteCryptoWallet', 'crypto_wallets'],
    ['deleteOAuthRegistration', 'oauth'],
    ['deleteWebauthnRegistration', 'webauthn_registrations'],
    ['deleteBiometricRegistration', 'biometric_registrations'],
  ] as const)('%s DELETEs /users/%s/<id>, caches __user and strips it', async (method, collection) => {
    const h = createHarness();
    await h.login();
    const after = makeUser({ emails: [], webauthn_registrations: [] });
    h.on('DELETE', `/users/${collection}/id%2F1`, {
      request_id: 'r',
      status_code: 200,
      user_id: 'user-test-1',
      __user: { ...after, request_id: 'r', status_code: 200 },
    });
    const data = await h.client.user[method]('id/1');
    expect(h.last()).toMatchObject({ method: 'DELETE', body: undefined });
    expect(data).toEqual({ request_id: 'r', status_code: 200, user_id: 'user-test-1' });
    expect(h.client.user.getSync()).toEqual(after);
  });

  it('getConnectedApps GETs /users/connected_apps', async () => {
    const h = createHarness();
    const apps = { request_id: 'r', status_code: 200, connected_apps: [{ connected_app_id: 'ca-1', name: 'App' }] };
    h.on('GET', '/users/connected_apps', apps);
    expect(await h.client.user.getConnectedApps()).toEqual(apps);
    expect(h.last()).toMatchObject({ method: 'GET', path: '/users/connected_apps', body: undefined });
  });

  it('revokeConnectedApp POSTs to /users/connected_apps/<id>/revoke', async () => {
    const h = createHarness();
    h.on('POST', '/users/connected_apps/ca-1/revoke', { request_id: 'r', status_code: 200 });
    await h.client.user.revokeConnectedApp('ca-1');
    expect(h.last()).toMatchObject({ method: 'POST', path: '/users/connected_apps/ca-1/revoke', body: undefined });
  });

  it('onChange reports user changes until unsubscribed', async () => {
    const h = createHarness();
    const seen: Array<User | null> = [];
    const unsubscribe = h.client.user.onChange((user) => seen.push(user));
    await h.login();
    // Observers are told in the task after the change.
    expect(seen).toEqual([]);
    await nextTask();
    expect(seen.at(-1)?.user_id).toBe('user-test-1');
    const fresh = makeUser({ name: { first_name: 'Grace' } });
    h.on('GET', '/users/me', fresh);
    await h.client.user.get();
    await nextTask();
    expect(seen.at(-1)).toEqual(fresh);
    const count = seen.length;
    unsubscribe();
    await h.client.user.get();
    await nextTask();
    expect(seen).toHaveLength(count);
  });
});

/** Resolves in the task after this one (the default seams' `nextTask` is `setTimeout(…, 0)`). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
