/**
 * B2B passwords (src/core/b2b/passwords.ts, loaded on first use): what each
 * method sends, and the PKCE pair of a reset when the project requires it.
 */
import { describe, expect, it } from 'vitest';
import { dataResponse } from '../fakes';
import { b2bHarness, discoveryAnswer, mfaAnswer, sessionAnswer } from './b2b-harness';

const OK = { request_id: 'request-id-1', status_code: 200 };
const ORG = { organization_id: 'organization-test-1', email_address: 'ada@acme.example' };

describe('B2B client: passwords', () => {
  it('sends each call to its route', async () => {
    const h = b2bHarness();
    h.answer(
      () => dataResponse(mfaAnswer()),
      () => dataResponse({ ...OK, valid_password: true, score: 4 }),
      () => dataResponse(sessionAnswer()),
      () => dataResponse(sessionAnswer()),
      () => dataResponse(discoveryAnswer()),
    );
    const signedIn = await h.client.passwords.authenticate({ ...ORG, password: 'pw-1', session_duration_minutes: 30 });
    expect(signedIn.member_authenticated).toBe(false);
    expect(h.cookie('stytch_intermediate_session_token')).toBe('ist-mfa-1');
    await h.client.passwords.strengthCheck({ password: 'pw-2' });
    await h.client.passwords.resetByExistingPassword({
      ...ORG,
      existing_password: 'pw-1',
      new_password: 'pw-2',
      session_duration_minutes: 30,
    });
    await h.client.passwords.resetBySession({ password: 'pw-3' });
    await h.client.passwords.discovery.authenticate({ email_address: 'ada@acme.example', password: 'pw-3' });
    expect(h.apiCalls().map((c) => [h.path(c), c.body])).toEqual([
      ['/b2b/passwords/authenticate', { ...ORG, password: 'pw-1', session_duration_minutes: 30 }],
      ['/b2b/passwords/strength_check', { password: 'pw-2' }],
      [
        '/b2b/passwords/existing_password/reset',
        { ...ORG, existing_password: 'pw-1', new_password: 'pw-2', session_duration_minutes: 30 },
      ],
      ['/b2b/passwords/session/reset', { password: 'pw-3' }],
      ['/b2b/passwords/discovery/authenticate', { email_address: 'ada@acme.example', password: 'pw-3' }],
    ]);
    expect(h.cookie('stytch_intermediate_session_token')).toBe('ist-discovery-1');
  });

  it('resets by email with the PKCE pair when the project requires it, then drops the verifier', async () => {
    const h = b2bHarness({ bootstrap: { pkce_required_for_password_resets: true } });
    h.answer(() => dataResponse(OK), () => dataResponse(sessionAnswer()), () => dataResponse(OK), () => dataResponse(discoveryAnswer()));
    await h.client.passwords.resetByEmailStart({ ...ORG, reset_password_redirect_url: 'http://localhost:3000/reset' });
    await h.client.passwords.resetByEmail({ password_reset_token: 'reset-1', password: 'pw-4', session_duration_minutes: 30 });
    const [start, reset] = h.apiCalls();
    expect(h.path(start)).toBe('/b2b/passwords/email/reset/start');
    const challenge = (start!.body as { code_challenge?: string }).code_challenge;
    const verifier = (reset!.body as { code_verifier?: string }).code_verifier;
    expect(typeof challenge).toBe('string');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier!)));
    expect(Buffer.from(digest).toString('base64url')).toBe(challenge);
    expect(h.cookie('stytch_session')).toBe('session-token-1');

    await h.client.passwords.discovery.resetByEmailStart({ email_address: 'ada@acme.example' });
    await h.client.passwords.discovery.resetByEmail({ password_reset_token: 'reset-2', password: 'pw-5' });
    const [, , discoveryStart, discoveryReset] = h.apiCalls();
    expect(h.path(discoveryStart)).toBe('/b2b/passwords/discovery/reset/start');
    expect(typeof (discoveryStart!.body as { pkce_code_challenge?: string }).pkce_code_challenge).toBe('string');
    expect(h.path(discoveryReset)).toBe('/b2b/passwords/discovery/reset');
    expect(typeof (discoveryReset!.body as { pkce_code_verifier?: string }).pkce_code_verifier).toBe('string');
    expect(h.storage.getItem('stytch_sdk_state_public-token-test-b2b::PKCE_VERIFIER:passwords')).toBeNull();
  });

  it('checks arguments before anything is sent', async () => {
    const h = b2bHarness();
    await expect(h.client.passwords.authenticate({ ...ORG, session_duration_minutes: 30 } as never)).rejects.toThrow(
      'Invalid call to passwords.authenticate\npassword must be a string.',
    );
    await expect(h.client.passwords.discovery.resetByEmail({ password_reset_token: 't' } as never)).rejects.toThrow(
      'Invalid call to passwords.discovery.resetByEmail\npassword must be a string.',
    );
    expect(h.apiCalls()).toEqual([]);
  });
});
