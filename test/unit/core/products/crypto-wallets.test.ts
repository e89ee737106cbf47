import { describe, expect, it } from 'vitest';
import { authenticateData, createHarness } from './harness';

const ADDRESS = '0x6df2dB4Fb3DA35d241901Bd53367770BF03123f1';
const challenge = { request_id: 'r', status_code: 200, challenge: 'Sign this', user_created: false };

describe('cryptoWallets', () => {
  it('authenticateStart uses start/primary without a session and returns the challenge', async () => {
    const h = createHarness();
    h.on('POST', '/crypto_wallets/authenticate/start/primary', challenge);
    const data = await h.client.cryptoWallets.authenticateStart({
      crypto_wallet_address: ADDRESS,
      crypto_wallet_type: 'ethereum',
    });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/crypto_wallets/authenticate/start/primary' });
    expect(h.last().body).toEqual({ crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum' });
    expect(data.challenge).toBe('Sign this');
  });

  it('authenticateStart uses start/secondary with a session', async () => {
    const h = createHarness();
    h.on('POST', '/crypto_wallets/authenticate/start/secondary', challenge);
    await h.login();
    await h.client.cryptoWallets.authenticateStart({ crypto_wallet_address: 'So1ana', crypto_wallet_type: 'solana' });
    expect(h.last().path).toBe('/crypto_wallets/authenticate/start/secondary');
    expect(h.last().body).toEqual({ crypto_wallet_address: 'So1ana', crypto_wallet_type: 'solana' });
  });

  it('drops siwe_params unless the project requires SIWE', async () => {
    const h = createHarness();
    h.on('POST', '/crypto_wallets/authenticate/start/primary', challenge);
    await h.client.cryptoWallets.authenticateStart({
      crypto_wallet_address: ADDRESS,
      crypto_wallet_type: 'ethereum',
      siwe_params: { statement: 'hi' },
    });
    expect(h.last().body).toEqual({ crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum' });
  });

  it('adds siwe_params with the page origin as uri for ethereum when SIWE is required', async () => {
    const h = createHarness({ bootstrap: { siwe_required_for_crypto_wallets: true }, href: 'http://localhost:3000/a/b?c=d' });
    h.on('POST', '/crypto_wallets/authenticate/start/primary', challenge);
    await h.client.cryptoWallets.authenticateStart({ crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum' });
    expect(h.last().body).toEqual({
      crypto_wallet_address: ADDRESS,
      crypto_wallet_type: 'ethereum',
      siwe_params: { uri: 'http://localhost:3000' },
    });

    const siwe = {
      uri: 'https://app.example.com',
      chain_id: '1',
      issued_at: '2024-01-01T00:00:00Z',
      statement: 'Sign in',
      not_before: '2024-01-01T00:00:00Z',
      message_request_id: 'm-1',
      resources: ['https://example.com/r'],
    };
    await h.client.cryptoWallets.authenticateStart({
      crypto_wallet_address: ADDRESS,
      crypto_wallet_type: 'ethereum',
      siwe_params: siwe,
    });
    expect(h.last().body).toEqual({ crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum', siwe_params: siwe });

    await h.client.cryptoWallets.authenticateStart({ crypto_wallet_address: 'So1', crypto_wallet_type: 'solana' });
    expect(h.last().body).toEqual({ crypto_wallet_address: 'So1', crypto_wallet_type: 'solana' });
  });

  it('authenticate posts the signature and logs the user in', async () => {
    const h = createHarness();
    h.on('POST', '/crypto_wallets/authenticate', { ...authenticateData(), __user: {} });
    const data = await h.client.cryptoWallets.authenticate({
      crypto_wallet_address: ADDRESS,
      crypto_wallet_type: 'ethereum',
      signature: '0xsig',
      session_duration_minutes: 30,
    });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/crypto_wallets/authenticate' });
    expect(h.last().body).toEqual({
      session_duration_minutes: 30,
      crypto_wallet_address: ADDRESS,
      crypto_wallet_type: 'ethereum',
      signature: '0xsig',
    });
    expect(data).not.toHaveProperty('__user');
    expect(h.client.user.getSync()?.user_id).toBe('user-test-1');
  });
});
