import { describe, expect, it } from 'vitest';
import { authenticateData, createHarness, makeUser } from './harness';
import { OTP_DEFAULT_EXPIRATION_MINUTES } from '../../../../src/core/products/otps';

const sent = { request_id: 'r', status_code: 200, method_id: 'phone-number-test-1' };

describe('otps', () => {
  it('defaults the expiration to 5 minutes', () => {
    expect(OTP_DEFAULT_EXPIRATION_MINUTES).toBe(5);
  });

  it('sms.loginOrCreate posts phone_number and the default expiration, and returns method_id', async () => {
    const h = createHarness();
    h.on('POST', '/otps/sms/login_or_create', sent);
    const data = await h.client.otps.sms.loginOrCreate('+12015550123');
    expect(h.last()).toMatchObject({ method: 'POST', path: '/otps/sms/login_or_create' });
    expect(h.last().body).toEqual({ expiration_minutes: 5, phone_number: '+12015550123' });
    expect(data.method_id).toBe('phone-number-test-1');
  });

  it('sms.loginOrCreate passes every option', async () => {
    const h = createHarness();
    h.on('POST', '/otps/sms/login_or_create', sent);
    await h.client.otps.sms.loginOrCreate('+12015550123', {
      expiration_minutes: 10,
      locale: 'es',
      enable_autofill: true,
      autofill_session_duration_minutes: 15,
    });
    expect(h.last().body).toEqual({
      expiration_minutes: 10,
      locale: 'es',
      enable_autofill: true,
      autofill_session_duration_minutes: 15,
      phone_number: '+12015550123',
    });
  });

  it('whatsapp.loginOrCreate posts phone_number, expiration and locale', async () => {
    const h = createHarness();
    h.on('POST', '/otps/whatsapp/login_or_create', sent);
    await h.client.otps.whatsapp.loginOrCreate('+12015550123', { locale: 'pt-br' });
    expect(h.last().path).toBe('/otps/whatsapp/login_or_create');
    expect(h.last().body).toEqual({ expiration_minutes: 5, locale: 'pt-br', phone_number: '+12015550123' });
  });

  it('email.loginOrCreate posts email, expiration and template ids', async () => {
    const h = createHarness();
    h.on('POST', '/otps/email/login_or_create', { ...sent, method_id: 'email-test-1' });
    await h.client.otps.email.loginOrCreate('a@example.com');
    expect(h.last().body).toEqual({ expiration_minutes: 5, email: 'a@example.com' });
    await h.client.otps.email.loginOrCreate('a@example.com', {
      expiration_minutes: 7,
      locale: 'fr',
      login_template_id: 'l',
      signup_template_id: 's',
    });
    expect(h.last().body).toEqual({
      expiration_minutes: 7,
      locale: 'fr',
      login_template_id: 'l',
      signup_template_id: 's',
      email: 'a@example.com',
    });
  });

  it.each(['sms', 'whatsapp', 'email'] as const)('%s.send picks primary without a session, secondary with one', async (channel) => {
    const h = createHarness();
    h.on('POST', `/otps/${channel}/send/primary`, sent);
    h.on('POST', `/otps/${channel}/send/secondary`, sent);
    const destination = channel === 'email' ? 'a@example.com' : '+12015550123';
    const field = channel === 'email' ? 'email' : 'phone_number';
    await h.client.otps[channel].send(destination);
    expect(h.last().path).toBe(`/otps/${channel}/send/primary`);
    expect(h.last().body).toEqual({ expiration_minutes: 5, [field]: destination });
    await h.login();
    await h.client.otps[channel].send(destination, { expiration_minutes: 2 });
    expect(h.last().path).toBe(`/otps/${channel}/send/secondary`);
    expect(h.last().body).toEqual({ expiration_minutes: 2, [field]: destination });
  });

  it('authenticate posts token, method_id and duration, and logs the user in', async () => {
    const h = createHarness();
    h.on('POST', '/otps/authenticate', {
      ...authenticateData({ method_id: 'phone-number-test-1' }),
      __user: makeUser(),
    });
    const data = await h.client.otps.authenticate('123456', 'phone-number-test-1', { session_duration_minutes: 30 });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/otps/authenticate' });
    expect(h.last().body).toEqual({ token: '123456', method_id: 'phone-number-test-1', session_duration_minutes: 30 });
    expect(data).not.toHaveProperty('__user');
    expect(data.session.session_id).toBe('session-test-1');
    expect(h.client.user.getSync()?.user_id).toBe('user-test-1');
    expect(h.cookies.read()).toContain('stytch_session_jwt=header.payload.signature');
  });
});
