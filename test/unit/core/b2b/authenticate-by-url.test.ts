/**
 * The B2B client's `authenticateByUrl` (src/core/b2b/authenticate-by-url.ts;
 * docs/reference.md, "B2B client"): which namespace each token type goes to,
 * once per token, the address bar, the caller's signal and wrong arguments.
 */
import { describe, expect, it } from 'vitest';
import { PorticoApiError, PorticoInvalidCallError } from '../../../../src/core/errors';
import { apiErrorBody, dataResponse, jsonResponse } from '../fakes';
import { b2bHarness, discoveryAnswer, sessionAnswer } from './b2b-harness';

const page = (query: string) => `http://localhost:3000/authenticate${query}`;
const IST = 'stytch_intermediate_session_token';

describe('B2B client: authenticateByUrl', () => {
  it('resolves null without a token or a token type, sending nothing', async () => {
    const h = b2bHarness({ href: page('?stytch_token_type=multi_tenant_magic_links') });
    expect(await h.client.authenticateByUrl({ session_duration_minutes: 30 })).toBeNull();
    h.setHref(page('?token=t-1'));
    expect(await h.client.authenticateByUrl({ session_duration_minutes: 30 })).toBeNull();
    expect(h.apiCalls()).toEqual([]);
  });

  it('redeems an organization magic link into a member session and drops the token from the address bar', async () => {
    const h = b2bHarness({ href: page('?next=%2Fhome&stytch_token_type=multi_tenant_magic_links&token=ml%2Btoken#top') });
    h.answer(() => dataResponse(sessionAnswer()));
    const result = await h.client.authenticateByUrl({ session_duration_minutes: 45, locale: 'fr' });
    expect(h.path(h.apiCalls()[0])).toBe('/b2b/magic_links/authenticate');
    expect(h.apiCalls()[0]!.body).toEqual({ magic_links_token: 'ml+token', session_duration_minutes: 45, locale: 'fr' });
    expect(result).toMatchObject({ handled: true, tokenType: 'multi_tenant_magic_links', data: { member_id: 'member-test-1' } });
    expect(h.client.session.getSync()?.member_session_id).toBe('member-session-test-1');
    expect(h.replaced).toEqual([page('?next=%2Fhome#top')]);
  });

  it('redeems a discovery magic link into an intermediate session', async () => {
    const h = b2bHarness({ href: page('?stytch_token_type=discovery&token=d-1') });
    h.answer(() => dataResponse(discoveryAnswer()));
    const result = await h.client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(h.path(h.apiCalls()[0])).toBe('/b2b/magic_links/discovery/authenticate');
    expect(h.apiCalls()[0]!.body).toEqual({ discovery_magic_links_token: 'd-1' });
    expect(result).toMatchObject({ handled: true, tokenType: 'discovery', data: { intermediate_session_token: 'ist-discovery-1' } });
    expect(h.cookie(IST)).toBe('ist-discovery-1');
    expect(h.replaced).toEqual([page('')]);
  });

  it.each([
    ['oauth', '/b2b/oauth/authenticate', { oauth_token: 'tok', session_duration_minutes: 30 }],
    ['sso', '/b2b/sso/authenticate', { sso_token: 'tok', session_duration_minutes: 30 }],
    ['multi_tenant_impersonation', '/b2b/impersonation/authenticate', { impersonation_token: 'tok' }],
  ])('redeems a %s token (its namespace loads on the call)', async (type, path, body) => {
    const h = b2bHarness({ href: page(`?stytch_token_type=${type}&token=tok`) });
    h.answer(() => dataResponse(sessionAnswer()));
    const result = await h.client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(h.path(h.apiCalls()[0])).toBe(path);
    expect(h.apiCalls()[0]!.body).toEqual(body);
    expect(result).toMatchObject({ handled: true, tokenType: type });
    expect(h.client.session.getSync()).not.toBeNull();
  });

  it('redeems a discovery_oauth token', async () => {
    const h = b2bHarness({ href: page('?stytch_token_type=discovery_oauth&token=tok') });
    h.answer(() => dataResponse(discoveryAnswer()));
    const result = await h.client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(h.path(h.apiCalls()[0])).toBe('/b2b/oauth/discovery/authenticate');
    expect(h.apiCalls()[0]!.body).toEqual({ discovery_oauth_token: 'tok' });
    expect(result).toMatchObject({ handled: true, tokenType: 'discovery_oauth' });
  });

  it.each(['multi_tenant_passwords', 'login'])('answers what a %s token is, leaving it to the caller and in the URL', async (type) => {
    const h = b2bHarness({ href: page(`?stytch_token_type=${type}&token=reset-1`) });
    expect(await h.client.authenticateByUrl({ session_duration_minutes: 30 })).toEqual({
      handled: false,
      tokenType: type,
      token: 'reset-1',
    });
    expect(h.apiCalls()).toEqual([]);
    expect(h.replaced).toEqual([]);
  });

  it('redeems a token once: a second call shares the first one\'s request and outcome', async () => {
    const h = b2bHarness({ href: page('?stytch_token_type=multi_tenant_magic_links&token=once') });
    h.answer(() => dataResponse(sessionAnswer()));
    const [first, second] = await Promise.all([
      h.client.authenticateByUrl({ session_duration_minutes: 30 }),
      h.client.authenticateByUrl({ session_duration_minutes: 30 }),
    ]);
    expect(second).toEqual(first);
    expect(h.apiCalls()).toHaveLength(1);
    expect(h.replaced).toHaveLength(1);
  });

  it('rejects with the server\'s refusal, drops the token, and gives a later call the same refusal', async () => {
    const h = b2bHarness({ href: page('?stytch_token_type=sso&token=spent') });
    h.answer(() => jsonResponse(404, apiErrorBody('sso_token_not_found', 404)));
    const error = await h.client.authenticateByUrl({ session_duration_minutes: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorticoApiError);
    expect((error as PorticoApiError).error_type).toBe('sso_token_not_found');
    expect(h.replaced).toEqual([page('')]);
    h.setHref(page('?stytch_token_type=sso&token=spent'));
    await expect(h.client.authenticateByUrl({ session_duration_minutes: 30 })).rejects.toBe(error);
    expect(h.apiCalls()).toHaveLength(1);
  });

  it('sends nothing for an aborted signal, and rejects with its reason', async () => {
    const h = b2bHarness({ href: page('?stytch_token_type=discovery&token=d-2') });
    const reason = new Error('gone');
    const controller = new AbortController();
    controller.abort(reason);
    await expect(h.client.authenticateByUrl({ session_duration_minutes: 30, signal: controller.signal })).rejects.toBe(reason);
    expect(h.apiCalls()).toEqual([]);
    expect(h.replaced).toEqual([]);
  });

  it('refuses wrong arguments with "Invalid call to authenticateByUrl"', async () => {
    const h = b2bHarness({ href: page('?stytch_token_type=discovery&token=d-3') });
    const wrong = [undefined, {}, { session_duration_minutes: '30' }, { session_duration_minutes: 30, locale: 1 }, { session_duration_minutes: 30, signal: 'no' }];
    for (const options of wrong) {
      const error = await h.client.authenticateByUrl(options as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PorticoInvalidCallError);
      expect((error as Error).message).toMatch(/^Invalid call to authenticateByUrl\n/);
    }
    expect(h.apiCalls()).toEqual([]);
  });
});
