/**
 * Every call that logs a user in checks the answer before trusting it: one
 * without a session or user (or with half the tokens) rejects with a
 * PorticoError saying what is missing, one whose session has already expired
 * with a PorticoSessionExpiredError, and neither leaves a session behind.
 */
import { describe, expect, it } from 'vitest';
import { PorticoError, PorticoSessionExpiredError } from '../../../../src/core/errors';
import { authenticateData, createHarness, type Harness } from './harness';

type Call = [string, string, (h: Harness) => Promise<unknown>];

const calls: Call[] = [
  ['magicLinks.authenticate', '/magic_links/authenticate', (h) => h.client.magicLinks.authenticate('t', { session_duration_minutes: 30 })],
  ['otps.authenticate', '/otps/authenticate', (h) => h.client.otps.authenticate('123456', 'm', { session_duration_minutes: 30 })],
  [
    'passwords.authenticate',
    '/passwords/authenticate',
    (h) => h.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 30 }),
  ],
  ['oauth.authenticate', '/oauth/authenticate', (h) => h.client.oauth.authenticate('t', { session_duration_minutes: 30 })],
  [
    'cryptoWallets.authenticate',
    '/crypto_wallets/authenticate',
    (h) =>
      h.client.cryptoWallets.authenticate({
        crypto_wallet_address: '0xabc',
        crypto_wallet_type: 'ethereum',
        signature: '0xsig',
        session_duration_minutes: 30,
      }),
  ],
  ['totps.authenticate', '/totps/authenticate', (h) => h.client.totps.authenticate({ totp_code: '123456', session_duration_minutes: 30 })],
  ['session.authenticate', '/sessions/authenticate', (h) => h.client.session.authenticate()],
  ['impersonation.authenticate', '/impersonation/authenticate', (h) => h.client.impersonation.authenticate({ impersonation_token: 't' })],
];

const broken: Array<[string, Record<string, unknown>, string]> = [
  ['no session', { session: undefined }, 'session is missing'],
  ['no user', { user: null }, 'user is missing'],
  ['no session_jwt', { session_jwt: undefined }, 'session_jwt is missing'],
];

describe.each(calls)('%s', (_name, path, call) => {
  it.each(broken)('rejects an answer with %s and keeps no session', async (_label, change, missing) => {
    const h = createHarness();
    h.on('POST', path, { ...authenticateData(), ...change });
    const error = await call(h).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PorticoError);
    expect((error as PorticoError).code).toBe('invalid_response');
    expect((error as PorticoError).message).toBe(`Invalid authenticate response from the server: ${missing}.`);
    expect(h.client.session.getSync()).toBeNull();
    expect(h.client.session.getTokens()).toBeNull();
  });

  it('rejects a session that expired a minute ago with a PorticoSessionExpiredError and keeps no session', async () => {
    const h = createHarness();
    const data = authenticateData();
    const expiresAt = new Date(Date.now() - 60_000).toISOString();
    h.on('POST', path, { ...data, session: { ...data.session, expires_at: expiresAt } });
    const error = await call(h).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PorticoSessionExpiredError);
    expect(error).toMatchObject({ code: 'session_expired', expires_at: expiresAt });
    expect(h.client.session.getSync()).toBeNull();
    expect(h.client.session.getTokens()).toBeNull();
  });

  it('rejects {"data": null} with a PorticoError, not a TypeError', async () => {
    const h = createHarness();
    h.on('POST', path, { body: { data: null } });
    const error = await call(h).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PorticoError);
  });
});
