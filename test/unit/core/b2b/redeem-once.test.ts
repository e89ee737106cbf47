/**
 * One-time tokens of the B2B client are redeemed once per page
 * (docs/architecture.md, "One-time tokens"; src/core/redeem-once.ts): a
 * second call with the same token joins the first request, and a caller's
 * signal ends only its own wait.
 */
import { describe, expect, it } from 'vitest';
import { apiErrorBody, dataResponse, jsonResponse } from '../fakes';
import { b2bHarness, discoveryAnswer, sessionAnswer } from './b2b-harness';

/** Waits until `check` holds (a lazy namespace loads its chunk before it sends). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

describe('B2B client: one-time tokens', () => {
  it('a magic link redeemed twice at once sends one request; both callers get its answer', async () => {
    const h = b2bHarness();
    let release!: () => void;
    h.answer(() => new Promise<Response>((resolve) => (release = () => resolve(dataResponse(discoveryAnswer())))));
    const first = h.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: 'token-1' });
    const second = h.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: 'token-1' });
    await until(() => h.apiCalls().length === 1);
    release();
    expect((await first).intermediate_session_token).toBe('ist-discovery-1');
    expect(await second).toEqual(await first);
    expect(h.apiCalls()).toHaveLength(1);
  });

  it('a caller that aborts stops waiting; the shared redemption still writes the session', async () => {
    const h = b2bHarness();
    let release!: () => void;
    h.answer(() => new Promise<Response>((resolve) => (release = () => resolve(dataResponse(sessionAnswer())))));
    const controller = new AbortController();
    const aborted = h.client.sso.authenticate({ sso_token: 'sso-1', session_duration_minutes: 30, signal: controller.signal });
    await until(() => h.apiCalls().length === 1);
    controller.abort(new Error('left the page'));
    await expect(aborted).rejects.toThrow('left the page');
    release();
    await expect(h.client.sso.authenticate({ sso_token: 'sso-1', session_duration_minutes: 30 })).resolves.toMatchObject({
      member_id: 'member-test-1',
    });
    expect(h.cookie('stytch_session')).toBe('session-token-1');
    expect(h.apiCalls()).toHaveLength(1);
  });

  it('keeps the server’s refusal: a spent token is not sent again', async () => {
    const h = b2bHarness();
    h.answer(() => jsonResponse(401, apiErrorBody('unable_to_auth_magic_link')));
    const options = { magic_links_token: 'token-2', session_duration_minutes: 30 };
    await expect(h.client.magicLinks.authenticate(options)).rejects.toMatchObject({ error_type: 'unable_to_auth_magic_link' });
    await expect(h.client.magicLinks.authenticate(options)).rejects.toMatchObject({ error_type: 'unable_to_auth_magic_link' });
    expect(h.apiCalls()).toHaveLength(1);
  });
});
