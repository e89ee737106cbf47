import { afterEach, describe, expect, it } from 'vitest';
import { PorticoApiError, PorticoInvalidCallError, PorticoUnreachableError } from '../../../src/core/errors';
import { clientHarness } from './client-harness';
import { apiErrorBody, dataResponse, flushPromises, jsonResponse, makeAuthResponse, makeSession } from './fakes';

let destroy: (() => void) | undefined;
afterEach(() => destroy?.());

/** A client that starts logged out (no cookie, no custom domain: no startup request). */
async function loggedOut() {
  const h = clientHarness({ customBaseUrl: undefined });
  destroy = h.client.destroy;
  await flushPromises();
  if (h.calls.length !== 0) throw new Error('expected no startup request');
  return h;
}

async function loggedIn() {
  const h = await loggedOut();
  h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
  return h;
}

describe('session.authenticate', () => {
  it('POSTs /sessions/authenticate with the duration and stores the answer', async () => {
    const h = await loggedIn();
    const answer = makeAuthResponse({ session_token: 'token-2', session_jwt: 'jwt-2', __user: { x: 1 } });
    h.answers.push(() => dataResponse(answer));
    const result = await h.client.sessionApi.authenticate({ session_duration_minutes: 60 });
    expect(h.path(h.calls[0])).toBe('/sessions/authenticate');
    expect(h.calls[0]?.body).toEqual({ session_duration_minutes: 60 });
    expect(result).not.toHaveProperty('__user');
    expect(result.session_token).toBe('token-2');
    expect(h.client.sessionApi.getTokens()).toEqual({ session_token: 'token-2', session_jwt: 'jwt-2' });
    expect(h.client.ctx.session.sessionDurationMinutes()).toBe(60);
  });

  it('sends {} without a duration', async () => {
    const h = await loggedIn();
    h.answers.push(() => dataResponse(makeAuthResponse()));
    await h.client.sessionApi.authenticate();
    expect(h.calls[0]?.body).toEqual({});
  });

  it('clears the session on an unrecoverable error and rethrows it', async () => {
    const h = await loggedIn();
    h.answers.push(() => jsonResponse(401, apiErrorBody('unauthorized_credentials')));
    await expect(h.client.sessionApi.authenticate()).rejects.toBeInstanceOf(PorticoApiError);
    expect(h.client.sessionApi.getSync()).toBeNull();
  });

  it('keeps the session on a transient error', async () => {
    const h = await loggedIn();
    h.answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(h.client.sessionApi.authenticate()).rejects.toBeInstanceOf(PorticoUnreachableError);
    expect(h.client.sessionApi.getSync()).not.toBeNull();
  });

  it('validates its arguments', async () => {
    const h = await loggedOut();
    await expect(h.client.sessionApi.authenticate({ session_duration_minutes: '5' as never })).rejects.toThrow(
      new PorticoInvalidCallError('Invalid call to session.authenticate\nsession_duration_minutes must be a number.'),
    );
    await expect(h.client.sessionApi.authenticate(null as never)).rejects.toThrow(
      'Invalid call to session.authenticate\noptions must be an object.',
    );
    expect(h.calls).toHaveLength(0);
  });
});

describe('session.revoke', () => {
  it('POSTs /sessions/revoke without a body and clears the session', async () => {
    const h = await loggedIn();
    h.answers.push(() => dataResponse({ request_id: 'r', status_code: 200 }));
    await h.client.sessionApi.revoke();
    expect(h.path(h.calls[0])).toBe('/sessions/revoke');
    expect(h.calls[0]?.init.body).toBeUndefined();
    expect(h.client.sessionApi.getSync()).toBeNull();
    expect(h.client.sessionApi.getTokens()).toBeNull();
  });

  it('clears on an unrecoverable error and rethrows', async () => {
    const h = await loggedIn();
    h.answers.push(() => jsonResponse(404, apiErrorBody('session_not_found', 404)));
    await expect(h.client.sessionApi.revoke()).rejects.toMatchObject({ error_type: 'session_not_found' });
    expect(h.client.sessionApi.getSync()).toBeNull();
  });

  it('keeps the session on another error', async () => {
    const h = await loggedIn();
    h.answers.push(() => jsonResponse(500, apiErrorBody('internal_server_error', 500)));
    await expect(h.client.sessionApi.revoke()).rejects.toMatchObject({ error_type: 'internal_server_error' });
    expect(h.client.sessionApi.getSync()).not.toBeNull();
  });

  it('with forceClear clears on any error and does not throw', async () => {
    const h = await loggedIn();
    h.answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(h.client.sessionApi.revoke({ forceClear: true })).resolves.toBeUndefined();
    expect(h.client.sessionApi.getSync()).toBeNull();
  });

  it('validates its arguments', async () => {
    const h = await loggedOut();
    await expect(h.client.sessionApi.revoke({ forceClear: 'yes' as never })).rejects.toThrow(
      'Invalid call to session.revoke\nforceClear must be a boolean.',
    );
  });
});

describe('session getters and onChange', () => {
  it('getSync/getTokens reflect the manager; onChange gets the session or null', async () => {
    const h = await loggedOut();
    const seen: Array<string | null> = [];
    const off = h.client.sessionApi.onChange((session) => seen.push(session?.session_id ?? null));
    expect(h.client.sessionApi.getSync()).toBeNull();
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    expect(h.client.sessionApi.getSync()?.session_id).toBe('session-test-1');
    expect(h.client.sessionApi.getTokens()).toEqual({
      session_token: 'token-session-test-1',
      session_jwt: 'jwt-session-test-1',
    });
    // Observers hear of it in the next task, after the caller's own continuation.
    expect(seen).toEqual([]);
    await flushPromises();
    expect(seen).toEqual(['session-test-1']);
    h.client.ctx.session.clear();
    await flushPromises();
    off();
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    await flushPromises();
    expect(seen).toEqual(['session-test-1', null]);
  });

  it('onChange requires a function', async () => {
    const h = await loggedOut();
    expect(() => h.client.sessionApi.onChange('x' as never)).toThrow(
      'Invalid call to session.onChange\ncallback must be a function.',
    );
  });
});

describe('session.attest and session.exchangeAccessToken', () => {
  it('attest POSTs /sessions/attest and logs in', async () => {
    const h = await loggedOut();
    h.answers.push(() => dataResponse(makeAuthResponse({ session: makeSession({ session_id: 'attested' }) })));
    const result = await h.client.sessionApi.attest({ profile_id: 'p-1', token: 't-1', session_duration_minutes: 30 });
    expect(h.path(h.calls[0])).toBe('/sessions/attest');
    expect(h.calls[0]?.body).toEqual({ profile_id: 'p-1', token: 't-1', session_duration_minutes: 30 });
    expect(result.session.session_id).toBe('attested');
    expect(h.client.sessionApi.getSync()?.session_id).toBe('attested');
  });

  it('exchangeAccessToken POSTs /sessions/exchange_access_token and logs in', async () => {
    const h = await loggedOut();
    h.answers.push(() => dataResponse(makeAuthResponse({ session: makeSession({ session_id: 'exchanged' }) })));
    await h.client.sessionApi.exchangeAccessToken({ access_token: 'at-1', session_duration_minutes: 15 });
    expect(h.path(h.calls[0])).toBe('/sessions/exchange_access_token');
    expect(h.calls[0]?.body).toEqual({ access_token: 'at-1', session_duration_minutes: 15 });
    expect(h.client.sessionApi.getSync()?.session_id).toBe('exchanged');
  });

  it('validate their arguments', async () => {
    const h = await loggedOut();
    expect(() => h.client.sessionApi.attest({ profile_id: 1, token: 't' } as never)).toThrow(
      'Invalid call to session.attest\nprofile_id must be a string.',
    );
    expect(() => h.client.sessionApi.attest(undefined as never)).toThrow(
      'Invalid call to session.attest\noptions must be an object.',
    );
    expect(() => h.client.sessionApi.exchangeAccessToken({ access_token: 'a' } as never)).toThrow(
      'Invalid call to session.exchangeAccessToken\nsession_duration_minutes must be a number.',
    );
    expect(h.calls).toHaveLength(0);
  });
});
