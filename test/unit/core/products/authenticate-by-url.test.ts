import { describe, expect, it } from 'vitest';
import { apiError, authenticateData, createHarness } from './harness';
import { parseTokenFromUrl } from '../../../../src/core/authenticate-by-url';

const page = (query: string) => `http://localhost:3000/authenticate${query}`;

describe('authenticateByUrl', () => {
  it('returns null when the URL has no token', async () => {
    const h = createHarness({ href: page('?stytch_token_type=magic_links') });
    expect(await h.client.authenticateByUrl({ session_duration_minutes: 30 })).toBeNull();
    h.setHref(page(''));
    expect(await h.client.authenticateByUrl({ session_duration_minutes: 30 })).toBeNull();
    expect(h.calls()).toEqual([]);
  });

  it.each(['reset_password', 'login', 'unknown'])('returns null for the %s token type without a call', async (type) => {
    const h = createHarness({ href: page(`?stytch_token_type=${type}&token=t`) });
    expect(await h.client.authenticateByUrl({ session_duration_minutes: 30 })).toBeNull();
    expect(h.calls()).toEqual([]);
  });

  it('redeems a magic link token', async () => {
    const h = createHarness({ href: page('?stytch_token_type=magic_links&token=ml-token') });
    h.on('POST', '/magic_links/authenticate', authenticateData({ method_id: 'email-test-1' }));
    const result = await h.client.authenticateByUrl({ session_duration_minutes: 45 });
    expect(h.last()).toMatchObject({ path: '/magic_links/authenticate', body: { token: 'ml-token', session_duration_minutes: 45 } });
    expect(result).toMatchObject({ handled: true, tokenType: 'magic_links', data: { method_id: 'email-test-1' } });
    expect(h.client.user.getSync()).not.toBeNull();
  });

  it('redeems an oauth token', async () => {
    const h = createHarness({ href: page('?stytch_token_type=oauth&token=oauth%2Btoken') });
    h.on('POST', '/oauth/authenticate', authenticateData());
    const result = await h.client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(h.last()).toMatchObject({ path: '/oauth/authenticate', body: { token: 'oauth+token', session_duration_minutes: 30 } });
    expect(result).toMatchObject({ handled: true, tokenType: 'oauth' });
  });

  it('redeems an impersonation token', async () => {
    const h = createHarness({ href: page('?token=imp&stytch_token_type=impersonation') });
    h.on('POST', '/impersonation/authenticate', authenticateData());
    const result = await h.client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(h.last()).toMatchObject({ path: '/impersonation/authenticate', body: { impersonation_token: 'imp' } });
    expect(result).toMatchObject({ handled: true, tokenType: 'impersonation' });
  });

  it('rejects with the API error of a failed redemption', async () => {
    const h = createHarness({ href: page('?stytch_token_type=oauth&token=bad') });
    h.on('POST', '/oauth/authenticate', apiError(404, 'oauth_token_not_found'));
    await expect(h.client.authenticateByUrl({ session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'oauth_token_not_found',
    });
  });

  it('parseTokenFromUrl reads both parameters', () => {
    expect(parseTokenFromUrl('http://x/?stytch_token_type=oauth&token=a')).toEqual({ tokenType: 'oauth', token: 'a' });
    expect(parseTokenFromUrl('http://x/?token=a')).toEqual({ tokenType: null, token: 'a' });
    expect(parseTokenFromUrl('not a url')).toBeNull();
  });
});
