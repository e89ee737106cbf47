/**
 * A refresh sent before a login or step-up on the same session must not write
 * its older answer over the newer session (the session manager's version).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createOtps } from '../../../../src/core/products/otps';
import { REFRESH_INTERVAL_MS } from '../../../../src/core/session/refresh-loop';
import { clientHarness } from '../client-harness';
import { dataResponse, flushPromises, makeAuthResponse, makeSession } from '../fakes';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

const emailFactor = {
  delivery_method: 'email',
  type: 'otp',
  last_authenticated_at: '2030-01-01T00:00:00Z',
  email_factor: { email_id: 'email-1', email_address: 'a@example.com' },
};
const smsFactor = {
  delivery_method: 'sms',
  type: 'otp',
  last_authenticated_at: '2030-01-01T00:02:00Z',
  phone_number_factor: { phone_id: 'phone-1', phone_number: '+15555550100' },
};

describe('a refresh answer older than a step-up', () => {
  it('is dropped: the stepped-up session, JWT and factor stay', async () => {
    const h = clientHarness({ customBaseUrl: undefined });
    cleanups.push(h.client.destroy);
    const oneFactor = makeSession({ authentication_factors: [emailFactor] as never });
    h.client.ctx.session.handleAuthenticateResponse(
      makeAuthResponse({ session: oneFactor, session_token: 'token-1', session_jwt: 'jwt-one-factor' }),
    );

    // The background refresh goes out and its answer is held.
    const refreshAnswer = deferred();
    h.answers.push(() => refreshAnswer.promise);
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    expect(h.path(h.calls.at(-1))).toBe('/sessions/authenticate');

    // Meanwhile the user steps up with an SMS code; that answer lands first.
    const twoFactors = makeSession({ authentication_factors: [emailFactor, smsFactor] as never });
    h.answers.push(() =>
      dataResponse({
        ...makeAuthResponse({ session: twoFactors, session_token: 'token-1', session_jwt: 'jwt-two-factors' }),
        method_id: 'phone-1',
      }),
    );
    await createOtps(h.client.ctx).authenticate('123456', 'phone-1', { session_duration_minutes: 30 });
    expect(h.client.sessionApi.getTokens()?.session_jwt).toBe('jwt-two-factors');

    // Now the refresh answer, computed before the step-up, arrives.
    refreshAnswer.resolve(
      dataResponse(makeAuthResponse({ session: oneFactor, session_token: 'token-1', session_jwt: 'jwt-one-factor-refreshed' })),
    );
    await flushPromises();

    expect(h.client.sessionApi.getTokens()?.session_jwt).toBe('jwt-two-factors');
    expect(h.client.sessionApi.getSync()?.authentication_factors).toHaveLength(2);
    // The cadence goes on for the current session.
    expect(h.scheduler.pendingIn()).toEqual([REFRESH_INTERVAL_MS]);
  });

  it('session.authenticate answers older than a step-up are dropped too', async () => {
    const h = clientHarness({ customBaseUrl: undefined });
    cleanups.push(h.client.destroy);
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse({ session_jwt: 'jwt-1' }));
    const answer = deferred();
    h.answers.push(() => answer.promise);
    const pending = h.client.sessionApi.authenticate();
    await flushPromises();
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse({ session_jwt: 'jwt-stepped-up' }));
    answer.resolve(dataResponse(makeAuthResponse({ session_jwt: 'jwt-1-refreshed' })));
    await pending;
    expect(h.client.sessionApi.getTokens()?.session_jwt).toBe('jwt-stepped-up');
  });

  it('an answer dropped because only the user changed meanwhile is asked for again at once', async () => {
    const h = clientHarness({ customBaseUrl: undefined });
    cleanups.push(h.client.destroy);
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse({ session_jwt: 'jwt-1' }));
    const first = deferred();
    h.answers.push(() => first.promise);
    await h.scheduler.advance(REFRESH_INTERVAL_MS);

    // A user update lands while the refresh is in flight (same tokens).
    h.client.ctx.session.updateUser({ ...h.client.ctx.session.getUserSync()!, name: { first_name: 'Ada' } });
    h.answers.push(() => dataResponse(makeAuthResponse({ session_jwt: 'jwt-2' })));
    first.resolve(dataResponse(makeAuthResponse({ session_jwt: 'jwt-stale' })));
    await flushPromises();

    expect(h.calls.filter((c) => h.path(c) === '/sessions/authenticate')).toHaveLength(2);
    expect(h.client.sessionApi.getTokens()?.session_jwt).toBe('jwt-2');
    expect(h.scheduler.pendingIn()).toEqual([REFRESH_INTERVAL_MS]);
  });
});
