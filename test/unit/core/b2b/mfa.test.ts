/**
 * B2B MFA (src/core/b2b/mfa.ts, loaded on first use): SMS passcodes, TOTP and
 * recovery codes carry the pending intermediate session, and the second
 * factor turns it into a member session.
 */
import { describe, expect, it } from 'vitest';
import { PorticoInvalidCallError } from '../../../../src/core/errors';
import { dataResponse } from '../fakes';
import { b2bHarness, makeMember, makeOrganization, mfaAnswer, sessionAnswer } from './b2b-harness';

const OK = { request_id: 'request-id-1', status_code: 200 };
const WHO = { organization_id: 'organization-test-1', member_id: 'member-test-1' };

async function pendingMfa() {
  const h = b2bHarness();
  h.answer(() => dataResponse(mfaAnswer()));
  await h.client.otps.email.authenticate({
    code: '123456',
    email_address: 'ada@acme.example',
    organization_id: 'organization-test-1',
    session_duration_minutes: 30,
  });
  expect(h.cookie('stytch_intermediate_session_token')).toBe('ist-mfa-1');
  return h;
}

describe('B2B client: MFA', () => {
  it('SMS: the send and the check carry the intermediate session; the check signs the member in', async () => {
    const h = await pendingMfa();
    h.answer(() => dataResponse(OK), () => dataResponse(sessionAnswer()));
    await h.client.otps.sms.send({ ...WHO, mfa_phone_number: '+15555550123' });
    await h.client.otps.sms.authenticate({ ...WHO, code: '654321', session_duration_minutes: 30 });
    const [, send, check] = h.apiCalls();
    expect([h.path(send), send!.body]).toEqual([
      '/b2b/otps/sms/send',
      { ...WHO, mfa_phone_number: '+15555550123', intermediate_session_token: 'ist-mfa-1' },
    ]);
    expect([h.path(check), check!.body]).toEqual([
      '/b2b/otps/sms/authenticate',
      { ...WHO, code: '654321', session_duration_minutes: 30, intermediate_session_token: 'ist-mfa-1' },
    ]);
    expect(h.cookie('stytch_intermediate_session_token')).toBeNull();
    expect(h.cookie('stytch_session')).toBe('session-token-1');
  });

  it('TOTP: create then authenticate; recovery codes: recover, get, rotate', async () => {
    const h = await pendingMfa();
    h.answer(
      () =>
        dataResponse({
          ...OK,
          member_id: 'member-test-1',
          member: makeMember({ totp_registration_id: 'totp-1' }),
          organization: makeOrganization(),
          totp_registration_id: 'totp-1',
          secret: 'SECRET',
          qr_code: 'data:image/png;base64,',
          recovery_codes: ['a', 'b'],
        }),
      () => dataResponse(sessionAnswer()),
    );
    const created = await h.client.totp.create({ ...WHO });
    expect(created.recovery_codes).toEqual(['a', 'b']);
    await h.client.totp.authenticate({ ...WHO, code: '111111', session_duration_minutes: 30, set_mfa_enrollment: 'enroll' });
    expect(h.client.session.getSync()?.member_session_id).toBe('member-session-test-1');
    h.answer(
      () => dataResponse({ ...OK, recovery_codes: ['a', 'b'] }),
      () => dataResponse({ ...OK, recovery_codes: ['c', 'd'] }),
    );
    expect((await h.client.recoveryCodes.get()).recovery_codes).toEqual(['a', 'b']);
    expect((await h.client.recoveryCodes.rotate()).recovery_codes).toEqual(['c', 'd']);
    expect(h.apiCalls().slice(1).map((c) => [c.init.method, h.path(c), c.body])).toEqual([
      ['POST', '/b2b/totp', { ...WHO, intermediate_session_token: 'ist-mfa-1' }],
      [
        'POST',
        '/b2b/totp/authenticate',
        { ...WHO, code: '111111', session_duration_minutes: 30, set_mfa_enrollment: 'enroll', intermediate_session_token: 'ist-mfa-1' },
      ],
      ['GET', '/b2b/recovery_codes', undefined],
      ['POST', '/b2b/recovery_codes/rotate', {}],
    ]);
  });

  it('recovery codes: recover signs the pending member in', async () => {
    const h = await pendingMfa();
    h.answer(() => dataResponse({ ...sessionAnswer(), recovery_codes_remaining: 9 }));
    const data = await h.client.recoveryCodes.recover({ ...WHO, recovery_code: 'abcd-efgh-ijkl', session_duration_minutes: 30 });
    expect(data.recovery_codes_remaining).toBe(9);
    expect(h.path(h.apiCalls()[1])).toBe('/b2b/recovery_codes/recover');
    expect(h.apiCalls()[1]!.body).toEqual({
      ...WHO,
      recovery_code: 'abcd-efgh-ijkl',
      session_duration_minutes: 30,
      intermediate_session_token: 'ist-mfa-1',
    });
    expect(h.cookie('stytch_session')).toBe('session-token-1');
  });

  it('checks arguments (rejecting, as lazy namespaces do) before anything is sent', async () => {
    const h = b2bHarness();
    const error = await h.client.totp.authenticate({ ...WHO, code: 5 } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorticoInvalidCallError);
    expect((error as Error).message).toBe('Invalid call to totp.authenticate\ncode must be a string.');
    await expect(h.client.otps.sms.send({ organization_id: 'o' } as never)).rejects.toThrow(
      'Invalid call to otps.sms.send\nmember_id must be a string.',
    );
    expect(h.apiCalls()).toEqual([]);
  });
});
