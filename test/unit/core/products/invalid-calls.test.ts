/**
 * Every public method that takes arguments rejects a wrong type with
 * 'Invalid call to <method>\n<field> must be …' before touching the network.
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from './harness';
import { PorticoInvalidCallError } from '../../../../src/core/errors';
import type { PorticoClient } from '../../../../src/core/client';
import { OAUTH_PROVIDERS } from '../../../../src/core/products/oauth';

type Case = [method: string, message: string, call: (c: PorticoClient) => unknown];
const bad = <T>(value: unknown): T => value as T;

const authorize = {
  client_id: 'c',
  redirect_uri: 'https://rp.example.com/cb',
  response_type: 'code',
  scopes: ['openid'],
};

const cases: Case[] = [
  ['magicLinks.email.loginOrCreate', 'email must be a string.', (c) => c.magicLinks.email.loginOrCreate(bad(42))],
  ['magicLinks.email.loginOrCreate', 'create_user_as_pending must be a boolean.', (c) =>
    c.magicLinks.email.loginOrCreate('a@example.com', { create_user_as_pending: bad('yes') })],
  ['magicLinks.email.send', 'locale must be a string.', (c) => c.magicLinks.email.send('a@example.com', { locale: bad(1) })],
  ['magicLinks.email.send', 'options must be an object.', (c) => c.magicLinks.email.send('a@example.com', bad('x'))],
  ['magicLinks.authenticate', 'session_duration_minutes must be a number.', (c) => c.magicLinks.authenticate('t', bad({}))],
  ['magicLinks.authenticate', 'options must be an object.', (c) => c.magicLinks.authenticate('t', bad(undefined))],
  ['otps.sms.loginOrCreate', 'phone_number must be a string.', (c) => c.otps.sms.loginOrCreate(bad(5))],
  ['otps.sms.send', 'enable_autofill must be a boolean.', (c) => c.otps.sms.send('+12015550123', { enable_autofill: bad('yes') })],
  ['otps.whatsapp.loginOrCreate', 'expiration_minutes must be a number.', (c) =>
    c.otps.whatsapp.loginOrCreate('+12015550123', { expiration_minutes: bad('5') })],
  ['otps.whatsapp.send', 'phone_number must be a string.', (c) => c.otps.whatsapp.send(bad(null))],
  ['otps.email.loginOrCreate', 'login_template_id must be a string.', (c) =>
    c.otps.email.loginOrCreate('a@example.com', { login_template_id: bad(1) })],
  ['otps.email.send', 'email must be a string.', (c) => c.otps.email.send(bad(undefined))],
  ['otps.authenticate', 'method_id must be a string.', (c) => c.otps.authenticate('123456', bad(5), { session_duration_minutes: 30 })],
  ['otps.authenticate', 'session_duration_minutes must be a number.', (c) =>
    c.otps.authenticate('123456', 'm', { session_duration_minutes: bad('30') })],
  ['passwords.create', 'password must be a string.', (c) =>
    c.passwords.create({ email: 'a@example.com', password: bad(1), session_duration_minutes: 30 })],
  ['passwords.authenticate', 'session_duration_minutes must be a number.', (c) =>
    c.passwords.authenticate(bad({ email: 'a@example.com', password: 'p' }))],
  ['passwords.strengthCheck', 'password must be a string.', (c) => c.passwords.strengthCheck(bad({}))],
  ['passwords.resetByEmailStart', 'locale must be a string.', (c) =>
    c.passwords.resetByEmailStart({ email: 'a@example.com', locale: bad(3) })],
  ['passwords.resetByEmail', 'token must be a string.', (c) =>
    c.passwords.resetByEmail({ token: bad(1), password: 'p', session_duration_minutes: 30 })],
  ['passwords.resetByExistingPassword', 'new_password must be a string.', (c) =>
    c.passwords.resetByExistingPassword(bad({ email: 'a', existing_password: 'b', session_duration_minutes: 30 }))],
  ['passwords.resetBySession', 'session_duration_minutes must be a number.', (c) =>
    c.passwords.resetBySession({ password: 'p', session_duration_minutes: bad('5') })],
  ['cryptoWallets.authenticateStart', 'crypto_wallet_address must be a string.', (c) =>
    c.cryptoWallets.authenticateStart({ crypto_wallet_address: bad(1), crypto_wallet_type: 'ethereum' })],
  ['cryptoWallets.authenticateStart', 'resources must be an array of strings.', (c) =>
    c.cryptoWallets.authenticateStart({ crypto_wallet_address: '0x', crypto_wallet_type: 'ethereum', siwe_params: { resources: bad([1]) } })],
  ['cryptoWallets.authenticate', 'signature must be a string.', (c) =>
    c.cryptoWallets.authenticate(bad({ crypto_wallet_address: '0x', crypto_wallet_type: 'ethereum', session_duration_minutes: 30 }))],
  ['webauthn.registerStart', 'is_passkey must be a boolean.', (c) => c.webauthn.registerStart({ is_passkey: bad('true') })],
  ['webauthn.registerFinish', 'public_key_credential must be a string.', (c) =>
    c.webauthn.registerFinish({ public_key_credential: bad({}) })],
  ['webauthn.register', 'domain must be a string.', (c) => c.webauthn.register({ domain: bad(1) })],
  ['webauthn.authenticateStart', 'options must be an object.', (c) => c.webauthn.authenticateStart(bad('x'))],
  ['webauthn.authenticateFinish', 'session_duration_minutes must be a number.', (c) =>
    c.webauthn.authenticateFinish(bad({ public_key_credential: '{}' }))],
  ['webauthn.authenticate', 'conditional_mediation must be a boolean.', (c) =>
    c.webauthn.authenticate({ session_duration_minutes: 30, conditional_mediation: bad('yes') })],
  ['webauthn.update', 'name must be a string.', (c) => c.webauthn.update(bad({ webauthn_registration_id: 'w' }))],
  ...OAUTH_PROVIDERS.map<Case>((p) => [
    `oauth.${p}.start`,
    'custom_scopes must be an array of strings.',
    (c) => c.oauth[p].start({ custom_scopes: bad('a b') }),
  ]),
  ['oauth.google.start', 'provider_params.prompt must be a string.', (c) =>
    c.oauth.google.start({ provider_params: bad({ prompt: 1 }) })],
  ['oauth.google.start', 'login_redirect_url must be a string.', (c) => c.oauth.google.start({ login_redirect_url: bad(1) })],
  ['oauth.authenticate', 'token must be a string.', (c) => c.oauth.authenticate(bad(1), { session_duration_minutes: 30 })],
  ['totps.create', 'expiration_minutes must be a number.', (c) => c.totps.create(bad({}))],
  ['totps.authenticate', 'totp_code must be a string.', (c) =>
    c.totps.authenticate({ totp_code: bad(123456), session_duration_minutes: 30 })],
  ['totps.recover', 'session_duration_minutes must be a number.', (c) => c.totps.recover(bad({ recovery_code: 'x' }))],
  ['user.update', 'name must be an object.', (c) => c.user.update({ name: bad('Ada') })],
  ['user.update', 'untrusted_metadata must be an object.', (c) => c.user.update({ untrusted_metadata: bad([]) })],
  ['user.search', 'email must be a string.', (c) => c.user.search(bad(1))],
  ['user.deleteEmail', 'email_id must be a string.', (c) => c.user.deleteEmail(bad(1))],
  ['user.deletePhoneNumber', 'phone_id must be a string.', (c) => c.user.deletePhoneNumber(bad(1))],
  ['user.deleteTOTP', 'totp_id must be a string.', (c) => c.user.deleteTOTP(bad(1))],
  ['user.deleteCryptoWallet', 'crypto_wallet_id must be a string.', (c) => c.user.deleteCryptoWallet(bad(1))],
  ['user.deleteOAuthRegistration', 'oauth_user_registration_id must be a string.', (c) => c.user.deleteOAuthRegistration(bad(1))],
  ['user.deleteWebauthnRegistration', 'webauthn_registration_id must be a string.', (c) =>
    c.user.deleteWebauthnRegistration(bad(1))],
  ['user.deleteBiometricRegistration', 'biometric_registration_id must be a string.', (c) =>
    c.user.deleteBiometricRegistration(bad(1))],
  ['user.revokeConnectedApp', 'connected_app_id must be a string.', (c) => c.user.revokeConnectedApp(bad(1))],
  ['user.onChange', 'callback must be a function.', (c) => c.user.onChange(bad('x'))],
  ['impersonation.authenticate', 'impersonation_token must be a string.', (c) => c.impersonation.authenticate(bad({}))],
  ['idp.authorizeStart', 'scopes must be an array of strings.', (c) => c.idp.authorizeStart({ ...authorize, scopes: bad('openid') })],
  ['idp.authorizeStart', 'client_id must be a string.', (c) => c.idp.authorizeStart({ ...authorize, client_id: bad(undefined) })],
  ['idp.authorizeSubmit', 'consent_granted must be a boolean.', (c) => c.idp.authorizeSubmit(bad(authorize))],
  ['idp.logoutStart', 'post_logout_redirect_uri must be a string.', (c) => c.idp.logoutStart(bad({ client_id: 'c' }))],
  ['authenticateByUrl', 'session_duration_minutes must be a number.', (c) => c.authenticateByUrl(bad({}))],
];

describe('invalid calls', () => {
  const h = createHarness();

  it.each(cases)('%s: %s', async (method, message, call) => {
    const before = h.calls().length;
    const error = await (async () => call(h.client))().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PorticoInvalidCallError);
    expect((error as Error).message).toBe(`Invalid call to ${method}\n${message}`);
    expect((error as PorticoInvalidCallError).code).toBe('invalid_call');
    expect(h.calls()).toHaveLength(before);
  });

  it('covers every public method that takes arguments', () => {
    const covered = new Set(cases.map(([method]) => method));
    const expected = [
      'magicLinks.email.loginOrCreate', 'magicLinks.email.send', 'magicLinks.authenticate',
      ...(['sms', 'whatsapp', 'email'] as const).flatMap((ch) => [`otps.${ch}.loginOrCreate`, `otps.${ch}.send`]),
      'otps.authenticate',
      'passwords.create', 'passwords.authenticate', 'passwords.strengthCheck', 'passwords.resetByEmailStart',
      'passwords.resetByEmail', 'passwords.resetByExistingPassword', 'passwords.resetBySession',
      'cryptoWallets.authenticateStart', 'cryptoWallets.authenticate',
      'webauthn.registerStart', 'webauthn.registerFinish', 'webauthn.register', 'webauthn.authenticateStart',
      'webauthn.authenticateFinish', 'webauthn.authenticate', 'webauthn.update',
      ...OAUTH_PROVIDERS.map((p) => `oauth.${p}.start`), 'oauth.authenticate',
      'totps.create', 'totps.authenticate', 'totps.recover',
      'user.update', 'user.search', 'user.deleteEmail', 'user.deletePhoneNumber', 'user.deleteTOTP',
      'user.deleteCryptoWallet', 'user.deleteOAuthRegistration', 'user.deleteWebauthnRegistration',
      'user.deleteBiometricRegistration', 'user.revokeConnectedApp', 'user.onChange',
      'impersonation.authenticate', 'idp.authorizeStart', 'idp.authorizeSubmit', 'idp.logoutStart',
      'authenticateByUrl',
    ];
    expect([...covered].sort()).toEqual([...expected].sort());
  });
});
