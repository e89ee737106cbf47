/**
 * The calls the provider guards with captcha / device fingerprinting are sent
 * as retriable: a non-JSON 'Captcha required' answer is retried once with
 * `captcha_token` (docs/protocol.md §3, §7). Unguarded calls are not retried.
 */
import { describe, expect, it } from 'vitest';
import { authenticateData, createHarness, type RecordedRequest, type Reply } from './harness';
import type { PorticoClient } from '../../../../src/core/client';

type Case = [name: string, method: string, path: string, call: (c: PorticoClient) => Promise<unknown>, data?: unknown];

const guarded: Case[] = [
  ['magicLinks.email.loginOrCreate', 'POST', '/magic_links/email/login_or_create', (c) => c.magicLinks.email.loginOrCreate('a@example.com')],
  ['magicLinks.email.send', 'POST', '/magic_links/email/send/primary', (c) => c.magicLinks.email.send('a@example.com')],
  ['magicLinks.authenticate', 'POST', '/magic_links/authenticate', (c) => c.magicLinks.authenticate('t', { session_duration_minutes: 30 }), authenticateData()],
  ['otps.sms.loginOrCreate', 'POST', '/otps/sms/login_or_create', (c) => c.otps.sms.loginOrCreate('+12015550123')],
  ['otps.whatsapp.loginOrCreate', 'POST', '/otps/whatsapp/login_or_create', (c) => c.otps.whatsapp.loginOrCreate('+12015550123')],
  ['otps.email.loginOrCreate', 'POST', '/otps/email/login_or_create', (c) => c.otps.email.loginOrCreate('a@example.com')],
  ['otps.email.send', 'POST', '/otps/email/send/primary', (c) => c.otps.email.send('a@example.com')],
  ['otps.authenticate', 'POST', '/otps/authenticate', (c) => c.otps.authenticate('1', 'm', { session_duration_minutes: 30 }), authenticateData()],
  ['user.search', 'POST', '/users/search', (c) => c.user.search('a@example.com'), { userType: 'new' }],
  ['passwords.create', 'POST', '/passwords', (c) => c.passwords.create({ email: 'a', password: 'p', session_duration_minutes: 30 }), authenticateData()],
  ['passwords.authenticate', 'POST', '/passwords/authenticate', (c) => c.passwords.authenticate({ email: 'a', password: 'p', session_duration_minutes: 30 }), authenticateData()],
  ['passwords.resetByEmailStart', 'POST', '/passwords/email/reset/start', (c) => c.passwords.resetByEmailStart({ email: 'a' })],
  ['passwords.resetByEmail', 'POST', '/passwords/email/reset', (c) => c.passwords.resetByEmail({ token: 't', password: 'p', session_duration_minutes: 30 }), authenticateData()],
  ['cryptoWallets.authenticateStart', 'POST', '/crypto_wallets/authenticate/start/primary', (c) => c.cryptoWallets.authenticateStart({ crypto_wallet_address: '0x', crypto_wallet_type: 'ethereum' }), { challenge: 'c' }],
  ['cryptoWallets.authenticate', 'POST', '/crypto_wallets/authenticate', (c) => c.cryptoWallets.authenticate({ crypto_wallet_address: '0x', crypto_wallet_type: 'ethereum', signature: 's', session_duration_minutes: 30 }), authenticateData()],
  ['webauthn.authenticateFinish', 'POST', '/webauthn/authenticate', (c) => c.webauthn.authenticateFinish({ public_key_credential: '{}', session_duration_minutes: 30 }), authenticateData()],
  ['totps.authenticate', 'POST', '/totps/authenticate', (c) => c.totps.authenticate({ totp_code: '1', session_duration_minutes: 30 }), authenticateData()],
  ['impersonation.authenticate', 'POST', '/impersonation/authenticate', (c) => c.impersonation.authenticate({ impersonation_token: 't' }), authenticateData()],
];

function captchaOnce(data: unknown): (r: RecordedRequest) => Reply {
  let first = true;
  return () => {
    if (first) {
      first = false;
      return { status: 403, body: 'Captcha required', contentType: 'text/plain' };
    }
    return { body: { data } };
  };
}

describe('captcha-guarded calls', () => {
  it.each(guarded)('%s is retried with captcha_token', async (_name, method, path, call, data = {}) => {
    const h = createHarness({ client: { captcha: { getToken: async () => 'captcha-token-1' } } });
    h.on(method, path, captchaOnce(data));
    await call(h.client);
    const [first, second] = h.calls();
    expect(h.calls()).toHaveLength(2);
    expect(first?.body).not.toHaveProperty('captcha_token');
    expect(second?.body).toEqual({ ...(first?.body as object), captcha_token: 'captcha-token-1' });
  });

  it('an unguarded call (strength check) is not retried', async () => {
    const h = createHarness({ client: { captcha: { getToken: async () => 'captcha-token-1' } } });
    h.on('POST', '/passwords/strength_check', captchaOnce({}));
    await expect(h.client.passwords.strengthCheck({ password: 'p' })).rejects.toMatchObject({ code: 'invalid_response' });
    expect(h.calls()).toHaveLength(1);
  });
});
