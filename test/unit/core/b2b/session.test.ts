/**
 * The member session and the intermediate session cookie of the B2B client
 * (src/core/b2b/session-manager.ts; docs/behaviour.md §4.6, §9: 10 minutes,
 * SameSite=Lax, Secure except on localhost).
 */
import { describe, expect, it } from 'vitest';
import { PorticoError, PorticoSessionExpiredError } from '../../../../src/core/errors';
import { apiErrorBody, dataResponse, flushPromises, jsonResponse } from '../fakes';
import { b2bHarness, discoveryAnswer, makeMember, makeMemberSession, mfaAnswer, NOW, sessionAnswer } from './b2b-harness';

const IST = 'stytch_intermediate_session_token';

function written(harness: ReturnType<typeof b2bHarness>, name: string): string | undefined {
  return harness.cookies.written.filter((line) => line.startsWith(`${name}=`) && !line.startsWith(`${name}=;`)).at(-1);
}

describe('B2B client: the intermediate session cookie', () => {
  it('is written for 10 minutes by a discovery sign-in, SameSite=Lax, not Secure on localhost', async () => {
    const h = b2bHarness();
    h.answer(() => dataResponse(discoveryAnswer()));
    const data = await h.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: 'token-1' });
    expect(data.intermediate_session_token).toBe('ist-discovery-1');
    expect(h.cookie(IST)).toBe('ist-discovery-1');
    const line = written(h, IST)!;
    expect(line).toContain(`Expires=${new Date(NOW + 10 * 60_000).toUTCString()}`);
    expect(line).toContain('SameSite=Lax');
    expect(line).not.toContain('Secure');
    expect(h.client.session.getIntermediateSessionToken()).toBe('ist-discovery-1');
    expect(h.client.session.getSync()).toBeNull();
    // Gone after its 10 minutes.
    h.setNow(NOW + 10 * 60_000 + 1);
    expect(h.cookie(IST)).toBeNull();
  });

  it('is Secure away from localhost', async () => {
    const h = b2bHarness({ hostname: 'app.example.com' });
    h.answer(() => dataResponse(discoveryAnswer()));
    await h.client.otps.email.discovery.authenticate({ code: '123456', email_address: 'ada@acme.example' });
    expect(written(h, IST)).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('is sent with the exchange, then cleared when the member session arrives', async () => {
    const h = b2bHarness();
    h.answer(() => dataResponse(discoveryAnswer()), () => dataResponse(sessionAnswer()));
    await h.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: 'token-1' });
    const data = await h.client.discovery.intermediateSessions.exchange({
      organization_id: 'organization-test-1',
      session_duration_minutes: 60,
    });
    expect(h.apiCalls()[1]!.body).toEqual({
      organization_id: 'organization-test-1',
      session_duration_minutes: 60,
      intermediate_session_token: 'ist-discovery-1',
    });
    expect(data.member_session?.member_session_id).toBe('member-session-test-1');
    expect(h.cookie(IST)).toBeNull();
    expect(h.cookie('stytch_session')).toBe('session-token-1');
    expect(h.cookie('stytch_session_jwt')).toBe('session-jwt-1');
    expect(h.client.session.getSync()?.member_session_id).toBe('member-session-test-1');
    expect(h.client.self.getSync()?.member_id).toBe('member-test-1');
    expect(h.client.organization.getSync()?.organization_id).toBe('organization-test-1');
    expect(h.client.session.getTokens()).toEqual({ session_token: 'session-token-1', session_jwt: 'session-jwt-1' });
  });

  it('replaces the member session when a sign-in owes MFA (and vice versa)', async () => {
    const h = b2bHarness();
    h.answer(() => dataResponse(sessionAnswer()), () => dataResponse(mfaAnswer()));
    await h.client.otps.email.authenticate({
      code: '123456',
      email_address: 'ada@acme.example',
      organization_id: 'organization-test-1',
      session_duration_minutes: 30,
    });
    expect(h.cookie('stytch_session')).toBe('session-token-1');
    const data = await h.client.magicLinks.authenticate({ magic_links_token: 'token-2', session_duration_minutes: 30 });
    expect(data.member_authenticated).toBe(false);
    expect(h.cookie(IST)).toBe('ist-mfa-1');
    expect(h.cookie('stytch_session')).toBeNull();
    expect(h.cookie('stytch_session_jwt')).toBeNull();
    expect(h.client.session.getSync()).toBeNull();
  });

  it('is removed by a sign-out, with the session cookies', async () => {
    const h = b2bHarness();
    h.answer(() => dataResponse(discoveryAnswer()), () => dataResponse({ request_id: 'r', status_code: 200 }));
    await h.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: 'token-1' });
    await h.client.session.revoke();
    expect(h.path(h.apiCalls()[1])).toBe('/b2b/sessions/revoke');
    expect(h.cookie(IST)).toBeNull();
  });
});

describe('B2B client: the member session', () => {
  it('refuses an answer without member, organization or expiry, changing nothing', async () => {
    const h = b2bHarness();
    h.answer(
      () => dataResponse(sessionAnswer({ member: undefined, organization: undefined })),
      () => dataResponse(sessionAnswer({ member_session: makeMemberSession({ expires_at: new Date(NOW - 1).toISOString() }) })),
    );
    const options = { organization_id: 'organization-test-1', session_duration_minutes: 30 };
    const error = await h.client.session.exchange(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorticoError);
    expect((error as PorticoError).message).toBe('Invalid authenticate response from the server: member and organization are missing.');
    await expect(h.client.session.exchange(options)).rejects.toBeInstanceOf(PorticoSessionExpiredError);
    expect(h.cookie('stytch_session')).toBeNull();
    expect(h.client.session.getSync()).toBeNull();
  });

  it('refreshes in the background under /b2b and is cleared by an unrecoverable answer', async () => {
    const h = b2bHarness();
    h.answer(() => dataResponse(sessionAnswer()));
    await h.client.discovery.organizations.create({ session_duration_minutes: 30, organization_name: 'Acme' });
    h.answer(
      () => dataResponse(sessionAnswer({ session_jwt: 'session-jwt-2', member: undefined, organization: undefined })),
      () => jsonResponse(404, apiErrorBody('session_not_found', 404)),
    );
    await h.scheduler.advance(180_000);
    expect(h.path(h.apiCalls()[1])).toBe('/b2b/sessions/authenticate');
    // A refresh answer may leave out the member and organization: the cached ones stay.
    expect(h.cookie('stytch_session_jwt')).toBe('session-jwt-2');
    expect(h.client.self.getSync()?.member_id).toBe('member-test-1');
    await h.scheduler.advance(180_000);
    expect(h.cookie('stytch_session')).toBeNull();
    expect(h.client.session.getSync()).toBeNull();
  });

  it('tells onChange observers in the next task', async () => {
    const h = b2bHarness();
    const seen: Array<string | null> = [];
    h.client.session.onChange((session) => seen.push(session?.member_session_id ?? null));
    h.answer(() => dataResponse(sessionAnswer()));
    await h.client.session.exchange({ organization_id: 'organization-test-1', session_duration_minutes: 30 });
    expect(seen).toEqual([]);
    await flushPromises();
    expect(seen).toEqual(['member-session-test-1']);
  });

  it('keeps the cached member up to date from self and member answers about the signed-in member', async () => {
    const h = b2bHarness();
    h.answer(
      () => dataResponse(sessionAnswer()),
      () => dataResponse({ request_id: 'r', status_code: 200, member_id: 'member-test-1', member: makeMember({ name: 'Ada L.' }) }),
      () => dataResponse({ request_id: 'r', status_code: 200, member_id: 'member-test-2', member: makeMember({ member_id: 'member-test-2', name: 'Bob' }) }),
    );
    await h.client.session.exchange({ organization_id: 'organization-test-1', session_duration_minutes: 30 });
    await h.client.self.update({ name: 'Ada L.' });
    expect(h.client.self.getSync()?.name).toBe('Ada L.');
    await h.client.organization.members.update({ member_id: 'member-test-2', name: 'Bob' });
    expect(h.client.self.getSync()?.name).toBe('Ada L.');
  });
});

describe('B2B client: session info at startup', () => {
  it('without a session cookie: initialized at once, nothing sent', async () => {
    const h = b2bHarness();
    await flushPromises();
    expect(h.client.session.getInfo()).toEqual({ session: null, isInitialized: true, fromCache: false });
    expect(await h.client.session.whenInitialized()).toBe(h.client.session.getInfo());
    expect(h.apiCalls()).toEqual([]);
  });

  it('with a session cookie and a stored session: from cache until the startup refresh confirms it', async () => {
    let release!: () => void;
    const h = b2bHarness({
      prepare: ({ cookies, storage }) => {
        cookies.write(`stytch_session=session-token-0; Expires=${new Date(NOW + 3_600_000).toUTCString()}`);
        cookies.write(`stytch_session_jwt=session-jwt-0; Expires=${new Date(NOW + 3_600_000).toUTCString()}`);
        const { member_session, member, organization } = sessionAnswer();
        storage.setItem('stytch_sdk_state_public-token-test-b2b', JSON.stringify({ session: member_session, member, organization }));
      },
      initialAnswers: [() => new Promise<Response>((resolve) => (release = () => resolve(dataResponse(sessionAnswer({ session_jwt: 'session-jwt-1' })))))],
    });
    const before = h.client.session.getInfo();
    expect(before).toMatchObject({ isInitialized: false, fromCache: true });
    expect(before.session?.member_session_id).toBe('member-session-test-1');
    expect(h.client.session.getInfo()).toBe(before);
    await flushPromises();
    expect(h.path(h.apiCalls()[0])).toBe('/b2b/sessions/authenticate');
    release();
    const after = await h.client.session.whenInitialized();
    expect(after).toMatchObject({ isInitialized: true, fromCache: false });
    expect(h.cookie('stytch_session_jwt')).toBe('session-jwt-1');
    expect(makeMember().member_id).toBe(after.session?.member_id);
  });
});
