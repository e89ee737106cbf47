import { describe, expect, it } from 'vitest';
import { authenticateData, createHarness, makeUser } from './harness';

describe('totps', () => {
  it('create posts expiration_minutes, caches __user and strips it', async () => {
    const h = createHarness();
    await h.login();
    const user = makeUser({ totps: [{ totp_id: 'totp-1', verified: false }] });
    h.on('POST', '/totps', {
      request_id: 'r',
      status_code: 200,
      totp_id: 'totp-1',
      secret: 'SECRET',
      qr_code: 'data:image/png;base64,xx',
      recovery_codes: ['a', 'b'],
      __user: { ...user, request_id: 'r', status_code: 200 },
    });
    const data = await h.client.totps.create({ expiration_minutes: 10 });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/totps' });
    expect(h.last().body).toEqual({ expiration_minutes: 10 });
    expect(data).not.toHaveProperty('__user');
    expect(data.secret).toBe('SECRET');
    expect(h.client.user.getSync()?.totps).toEqual([{ totp_id: 'totp-1', verified: false }]);
    expect(h.client.user.getSync()).not.toHaveProperty('request_id');
  });

  it('authenticate posts totp_code and duration and logs in', async () => {
    const h = createHarness();
    h.on('POST', '/totps/authenticate', authenticateData());
    await h.client.totps.authenticate({ totp_code: '123456', session_duration_minutes: 30 });
    expect(h.last().path).toBe('/totps/authenticate');
    expect(h.last().body).toEqual({ session_duration_minutes: 30, totp_code: '123456' });
    expect(h.client.user.getSync()).not.toBeNull();
  });

  it('recoveryCodes posts without a body', async () => {
    const h = createHarness();
    const codes = { request_id: 'r', status_code: 200, user_id: 'u', totps: [{ totp_id: 't', verified: true, recovery_codes: ['x'] }] };
    h.on('POST', '/totps/recovery_codes', codes);
    expect(await h.client.totps.recoveryCodes()).toEqual(codes);
    expect(h.last()).toMatchObject({ method: 'POST', path: '/totps/recovery_codes', body: undefined });
  });

  it('recover posts recovery_code and duration and logs in', async () => {
    const h = createHarness();
    h.on('POST', '/totps/recover', authenticateData());
    await h.client.totps.recover({ recovery_code: 'abcd-efgh', session_duration_minutes: 30 });
    expect(h.last().path).toBe('/totps/recover');
    expect(h.last().body).toEqual({ session_duration_minutes: 30, recovery_code: 'abcd-efgh' });
    expect(h.client.user.getSync()).not.toBeNull();
  });
});
