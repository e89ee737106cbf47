import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { parseSignature, verifySignature } from '../../../emulator/src/products/crypto-wallets/signatures';
import { expectErrorShape, TestEmulator } from './helpers';
import { sign, SoftEthereumWallet, SoftSolanaWallet, typeOf, type SoftWallet } from './soft-wallets';

/**
 * The emulator's crypto-wallet product (docs/protocol.md §7.5) through HTTP,
 * with software wallets holding real secp256k1 and ed25519 keys. The
 * provider's own SDK signing in with them is test/e2e/provider-sdk-crypto.test.ts.
 */

const ORIGIN = 'http://localhost:3000';

/** EIP-55, written out here so the test does not lean on the emulator's own. */
function checksum(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex))).toString('hex');
  return `0x${[...hex].map((char, i) => (Number.parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char)).join('')}`;
}

/** The address as the user record keeps it: EIP-55 for Ethereum, as is for Solana. */
const stored = (wallet: SoftWallet): string => (wallet instanceof SoftEthereumWallet ? checksum(wallet.address) : wallet.address);

const WALLETS: Array<[string, () => SoftWallet]> = [
  ['ethereum', () => new SoftEthereumWallet()],
  ['solana', () => new SoftSolanaWallet()],
];

async function start(
  t: TestEmulator,
  wallet: SoftWallet,
  options: { secret?: string; siwe_params?: Record<string, unknown>; address?: string } = {},
) {
  const kind = options.secret ? 'secondary' : 'primary';
  return t.sdk('POST', `/crypto_wallets/authenticate/start/${kind}`, {
    body: {
      crypto_wallet_address: options.address ?? wallet.address,
      crypto_wallet_type: typeOf(wallet),
      ...(options.siwe_params ? { siwe_params: options.siwe_params } : {}),
      captcha_token: 'ignored',
    },
    ...(options.secret ? { secret: options.secret } : {}),
  });
}

async function challengeFor(t: TestEmulator, wallet: SoftWallet, options: Parameters<typeof start>[2] = {}): Promise<string> {
  const res = await start(t, wallet, options);
  expect(res.status, res.text).toBe(200);
  expect(typeof res.json.data.challenge).toBe('string');
  return res.json.data.challenge;
}

function authenticate(t: TestEmulator, wallet: SoftWallet, signature: string, options: { secret?: string; address?: string } = {}) {
  return t.sdk('POST', '/crypto_wallets/authenticate', {
    body: {
      session_duration_minutes: 30,
      crypto_wallet_address: options.address ?? wallet.address,
      crypto_wallet_type: typeOf(wallet),
      signature,
      captcha_token: 'ignored',
      dfp_telemetry_id: 'ignored',
    },
    ...(options.secret ? { secret: options.secret } : {}),
  });
}

/** Start, sign, authenticate: the 200 answer's `data`. */
async function signIn(t: TestEmulator, wallet: SoftWallet, secret?: string) {
  const challenge = await challengeFor(t, wallet, secret ? { secret } : {});
  const res = await authenticate(t, wallet, sign(wallet, challenge), secret ? { secret } : {});
  expect(res.status, res.text).toBe(200);
  return res.json.data;
}

describe('the signature checks against known answers', () => {
  // web3.js documentation's `eth.accounts.sign('Some data', 0x4c08…2318)`, made by another implementation.
  const SIGNATURE =
    '0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c';
  const ADDRESS = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23';

  it('recovers the signer of a personal_sign signature made elsewhere', () => {
    expect(verifySignature(parseSignature('ethereum', SIGNATURE), 'Some data', ADDRESS)).toBe(true);
    expect(verifySignature(parseSignature('ethereum', SIGNATURE), 'Some data', ADDRESS.toLowerCase())).toBe(true);
    expect(verifySignature(parseSignature('ethereum', SIGNATURE), 'Some datA', ADDRESS)).toBe(false);
  });

  it('writes the test wallet the same way', () => {
    const wallet = new SoftEthereumWallet(Buffer.from('4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318', 'hex'));
    expect(wallet.address).toBe(ADDRESS.toLowerCase());
    expect(wallet.personalSign('Some data')).toBe(SIGNATURE);
  });
});

describe('POST /crypto_wallets/authenticate/start/*', () => {
  it.each(WALLETS)('hands out a fresh plain challenge for %s without SIWE', async (_name, make) => {
    const t = new TestEmulator();
    const wallet = make();
    const first = await challengeFor(t, wallet);
    const second = await challengeFor(t, wallet);
    expect(first).toMatch(/^Signing in with Project: Portico Emulator: [A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
  });

  it('refuses malformed addresses and unknown wallet types', async () => {
    const t = new TestEmulator();
    const type = (crypto_wallet_type: string, crypto_wallet_address: string) =>
      t.sdk('POST', '/crypto_wallets/authenticate/start/primary', { body: { crypto_wallet_address, crypto_wallet_type } });
    const eth = new SoftEthereumWallet().address;
    for (const bad of [eth.slice(2), `${eth}0`, eth.slice(0, -1), `${eth.slice(0, -1)}g`, `0X${eth.slice(2)}`, '']) {
      expectErrorShape(await type('ethereum', bad), 400, bad === '' ? 'bad_request' : 'invalid_ethereum_address');
    }
    const sol = new SoftSolanaWallet().address;
    const short = bs58.encode(new Uint8Array(31).fill(9));
    for (const bad of [short, `${sol}0`, sol.replace(/.$/, 'l'), eth]) {
      expectErrorShape(await type('solana', bad), 400, 'invalid_solana_address');
    }
    expectErrorShape(await type('bitcoin', eth), 400, 'invalid_wallet_type');
    expectErrorShape(await type('Ethereum', eth), 400, 'invalid_wallet_type');
    const noType = await t.sdk('POST', '/crypto_wallets/authenticate/start/primary', { body: { crypto_wallet_address: eth } });
    expectErrorShape(noType, 400, 'invalid_wallet_type');
  });

  it('refuses siwe_params for a Solana wallet', async () => {
    const t = new TestEmulator();
    const res = await start(t, new SoftSolanaWallet(), { siwe_params: { uri: ORIGIN } });
    expectErrorShape(res, 400, 'crypto_wallet_type_incompatible_with_siwe');
  });

  it('needs a session for start/secondary, and has no bare start', async () => {
    const t = new TestEmulator();
    const wallet = new SoftEthereumWallet();
    const body = { crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' };
    expectErrorShape(await t.sdk('POST', '/crypto_wallets/authenticate/start/secondary', { body }), 401, 'user_unauthenticated');
    expectErrorShape(await t.sdk('POST', '/crypto_wallets/authenticate/start', { body }), 404, 'route_not_found');
  });
});

describe('POST /crypto_wallets/authenticate', () => {
  it.each(WALLETS)('signs a new %s wallet up, then signs the same user in', async (name, make) => {
    const t = new TestEmulator();
    const wallet = make();
    const first = await signIn(t, wallet);
    expect(first.user.crypto_wallets).toEqual([
      { crypto_wallet_id: expect.stringMatching(/^crypto-wallet-test-/), crypto_wallet_address: stored(wallet), crypto_wallet_type: name, verified: true },
    ]);
    expect(first.user.status).toBe('active');
    expect(first.session_token).toEqual(expect.any(String));
    expect(first.session_jwt.split('.')).toHaveLength(3);
    expect(first.session.authentication_factors).toEqual([
      {
        type: 'crypto',
        delivery_method: 'crypto_wallet',
        last_authenticated_at: expect.any(String),
        crypto_wallet_factor: {
          crypto_wallet_id: first.user.crypto_wallets[0].crypto_wallet_id,
          crypto_wallet_address: stored(wallet),
          crypto_wallet_type: name,
        },
      },
    ]);

    const again = await signIn(t, wallet);
    expect(again.user_id).toBe(first.user_id);
    expect(again.user.crypto_wallets).toEqual(first.user.crypto_wallets);
    expect(again.session.session_id).not.toBe(first.session.session_id);
    const me = await t.sdk('GET', '/users/me', { secret: again.session_token });
    expect(me.json.data.crypto_wallets).toEqual(first.user.crypto_wallets);
  });

  it.each(WALLETS)('refuses a %s signature of a tampered message, or by another key, and uses the challenge up', async (_name, make) => {
    const t = new TestEmulator();
    const wallet = make();
    const challenge = await challengeFor(t, wallet);
    expectErrorShape(await authenticate(t, wallet, sign(wallet, `${challenge} `)), 401, 'unable_to_authenticate_crypto_wallet');
    // The failed attempt used the challenge: even the right signature now finds nothing pending.
    expectErrorShape(await authenticate(t, wallet, sign(wallet, challenge)), 404, 'crypto_wallet_not_found');

    const next = await challengeFor(t, wallet);
    expectErrorShape(await authenticate(t, wallet, sign(make(), next)), 401, 'unable_to_authenticate_crypto_wallet');
    expect((await t.dev('GET', '/users')).json.users).toEqual([]);
  });

  it.each(WALLETS)('refuses a replayed %s signature', async (_name, make) => {
    const t = new TestEmulator();
    const wallet = make();
    const challenge = await challengeFor(t, wallet);
    const signature = sign(wallet, challenge);
    expect((await authenticate(t, wallet, signature)).status).toBe(200);
    expectErrorShape(await authenticate(t, wallet, signature), 404, 'crypto_wallet_not_found');
  });

  it.each(WALLETS)('refuses an expired %s challenge (emulator clock)', async (_name, make) => {
    const t = new TestEmulator();
    const wallet = make();
    const early = await challengeFor(t, wallet);
    await t.advance(599);
    expect((await authenticate(t, wallet, sign(wallet, early))).status).toBe(200);

    const late = await challengeFor(t, wallet);
    await t.advance(601);
    expectErrorShape(await authenticate(t, wallet, sign(wallet, late)), 401, 'unable_to_authenticate_crypto_wallet');
    expectErrorShape(await authenticate(t, wallet, sign(wallet, late)), 404, 'crypto_wallet_not_found');
  });

  it.each(WALLETS)('keeps one pending %s challenge per wallet: a new start voids the old one', async (_name, make) => {
    const t = new TestEmulator();
    const wallet = make();
    const old = await challengeFor(t, wallet);
    const current = await challengeFor(t, wallet);
    expectErrorShape(await authenticate(t, wallet, sign(wallet, old)), 401, 'unable_to_authenticate_crypto_wallet');
    const retry = await challengeFor(t, wallet);
    expect(retry).not.toBe(current);
    expect((await authenticate(t, wallet, sign(wallet, retry))).status).toBe(200);
  });

  it('answers crypto_wallet_not_found when nothing was started', async () => {
    const t = new TestEmulator();
    const wallet = new SoftSolanaWallet();
    expectErrorShape(await authenticate(t, wallet, sign(wallet, 'anything')), 404, 'crypto_wallet_not_found');
  });

  it('refuses malformed signatures without using the challenge up', async () => {
    const t = new TestEmulator();
    const eth = new SoftEthereumWallet();
    const ethChallenge = await challengeFor(t, eth);
    const good = eth.personalSign(ethChallenge);
    expectErrorShape(await authenticate(t, eth, 'not-hex'), 400, 'invalid_signature');
    expectErrorShape(await authenticate(t, eth, good.slice(0, -2)), 400, 'signature_is_incorrect_size');
    expectErrorShape(await authenticate(t, eth, `${good}00`), 400, 'signature_is_incorrect_size');
    expectErrorShape(await authenticate(t, eth, `${good.slice(0, -2)}1d`), 400, 'invalid_signature');
    expectErrorShape(await authenticate(t, eth, good, { address: '0x1234' }), 400, 'invalid_ethereum_address');
    expect((await authenticate(t, eth, good)).status).toBe(200);

    const sol = new SoftSolanaWallet();
    const solChallenge = await challengeFor(t, sol);
    const solGood = sol.signMessage(solChallenge);
    expectErrorShape(await authenticate(t, sol, '0OIl'), 400, 'invalid_signature');
    expectErrorShape(await authenticate(t, sol, bs58.encode(bs58.decode(solGood).subarray(1))), 400, 'signature_is_incorrect_size');
    expectErrorShape(await authenticate(t, sol, Buffer.from(bs58.decode(solGood)).toString('hex')), 400, 'invalid_signature');
    expect((await authenticate(t, sol, solGood)).status).toBe(200);
  });

  it('takes an Ethereum address in any case, and v as 0/1 as well as 27/28', async () => {
    const t = new TestEmulator();
    const wallet = new SoftEthereumWallet();
    const challenge = await challengeFor(t, wallet, { address: wallet.address.toUpperCase().replace('0X', '0x') });
    const signature = wallet.personalSign(challenge);
    const v01 = `${signature.slice(0, -2)}0${Number.parseInt(signature.slice(-2), 16) - 27}`;
    const res = await authenticate(t, wallet, v01, { address: checksum(wallet.address) });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.user.crypto_wallets[0].crypto_wallet_address).toBe(checksum(wallet.address));
  });

  it('tells Solana addresses apart by case', async () => {
    const t = new TestEmulator();
    const wallet = new SoftSolanaWallet();
    const first = await signIn(t, wallet);
    // The same characters in another case name another key (or none): nothing of the first user's.
    const other = wallet.address.replace(/[a-z]/, (c) => c.toUpperCase());
    const res = await start(t, wallet, { address: other });
    if (res.status === 200) {
      expectErrorShape(await authenticate(t, wallet, sign(wallet, res.json.data.challenge), { address: other }), 401, 'unable_to_authenticate_crypto_wallet');
    } else {
      expectErrorShape(res, 400, 'invalid_solana_address');
    }
    expect((await signIn(t, wallet)).user_id).toBe(first.user_id);
  });
});

describe('start/secondary: adding a wallet to the signed-in user', () => {
  it.each(WALLETS)('attaches a %s wallet to the session user and adds the factor to the same session', async (name, make) => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('wallet-owner@example.com');
    const wallet = make();
    const started = await start(t, wallet, { secret: login.session_token });
    expect(started.status, started.text).toBe(200);
    expect(started.json.data.user_id).toBe(login.user_id);
    const res = await authenticate(t, wallet, sign(wallet, started.json.data.challenge), { secret: login.session_token });
    expect(res.status, res.text).toBe(200);
    const data = res.json.data;
    expect(data.user_id).toBe(login.user_id);
    expect(data.session_token).toBe(login.session_token);
    expect(data.user.emails).toEqual(login.user.emails);
    expect(data.user.crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_address: stored(wallet), crypto_wallet_type: name, verified: true }),
    ]);
    expect(data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['otp', 'crypto']);

    // Signed out, the wallet alone signs the same user in.
    expect((await t.sdk('POST', '/sessions/revoke', { secret: login.session_token })).status).toBe(200);
    expect((await signIn(t, wallet)).user_id).toBe(login.user_id);
  });

  it("refuses another user's wallet, and a secondary challenge finished without the session", async () => {
    const t = new TestEmulator();
    const wallet = new SoftEthereumWallet();
    await signIn(t, wallet);
    const login = await t.loginByEmailOtp('second@example.com');
    expectErrorShape(await start(t, wallet, { secret: login.session_token }), 409, 'duplicate_wallet_address');

    const fresh = new SoftSolanaWallet();
    const challenge = await challengeFor(t, fresh, { secret: login.session_token });
    expectErrorShape(await authenticate(t, fresh, sign(fresh, challenge)), 401, 'user_unauthenticated');
    const me = await t.sdk('GET', '/users/me', { secret: login.session_token });
    expect(me.json.data.crypto_wallets).toEqual([]);
  });
});

describe('DELETE /users/crypto_wallets/:id', () => {
  it('removes the wallet factor; the wallet then signs up a new user', async () => {
    const t = new TestEmulator();
    const wallet = new SoftEthereumWallet();
    const first = await signIn(t, wallet);
    const id = first.user.crypto_wallets[0].crypto_wallet_id;
    const removed = await t.sdk('DELETE', `/users/crypto_wallets/${id}`, { secret: first.session_token });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.data.__user.crypto_wallets).toEqual([]);
    expectErrorShape(await t.sdk('DELETE', `/users/crypto_wallets/${id}`, { secret: first.session_token }), 404, 'crypto_wallet_not_found');

    const again = await signIn(t, wallet);
    expect(again.user_id).not.toBe(first.user_id);
  });
});

describe('seeding users with wallets (POST /_emulator/users)', () => {
  it('adds verified wallets that then sign the seeded user in, and refuses bad or taken ones whole', async () => {
    const t = new TestEmulator();
    const eth = new SoftEthereumWallet();
    const sol = new SoftSolanaWallet();
    const seeded = await t.dev('POST', '/users', {
      email: 'seeded@example.com',
      crypto_wallets: [
        { crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum' },
        { crypto_wallet_address: sol.address, crypto_wallet_type: 'solana' },
      ],
    });
    expect(seeded.status, seeded.text).toBe(200);
    expect(seeded.json.user.crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_address: checksum(eth.address), crypto_wallet_type: 'ethereum', verified: true }),
      expect.objectContaining({ crypto_wallet_address: sol.address, crypto_wallet_type: 'solana', verified: true }),
    ]);
    expect((await signIn(t, eth)).user_id).toBe(seeded.json.user.user_id);
    expect((await signIn(t, sol)).user_id).toBe(seeded.json.user.user_id);

    const bad = await t.dev('POST', '/users', { crypto_wallets: [{ crypto_wallet_address: '0x12', crypto_wallet_type: 'ethereum' }] });
    expect(bad.status).toBe(400);
    const taken = await t.dev('POST', '/users', {
      email: 'thief@example.com',
      crypto_wallets: [{ crypto_wallet_address: sol.address, crypto_wallet_type: 'solana' }],
    });
    expectErrorShape(taken, 409, 'duplicate_wallet_address');
    // A batch is all or nothing, a wallet claimed twice inside it included.
    const fresh = { crypto_wallet_address: new SoftSolanaWallet().address, crypto_wallet_type: 'solana' };
    const batch = await t.dev('POST', '/users/batch', {
      users: [{ email: 'one@example.com', crypto_wallets: [fresh] }, { email: 'two@example.com', crypto_wallets: [fresh] }],
    });
    expectErrorShape(batch, 409, 'duplicate_wallet_address');
    expect((await t.dev('GET', '/users')).json.users).toHaveLength(1);
  });
});

interface SiweFields {
  domain: string;
  address: string;
  statement: string | undefined;
  uri: string;
  version: string;
  chainId: string;
  nonce: string;
  issuedAt: string;
  notBefore: string | undefined;
  requestId: string | undefined;
  resources: string[];
}

/** An EIP-4361 message read back into its fields (the ABNF's order, optional fields absent). */
function parseSiwe(message: string): SiweFields {
  const match =
    /^(?<domain>\S+) wants you to sign in with your Ethereum account:\n(?<address>0x[0-9a-fA-F]{40})\n\n(?:(?<statement>[^\n]+)\n)?\nURI: (?<uri>\S+)\nVersion: (?<version>1)\nChain ID: (?<chainId>\d+)\nNonce: (?<nonce>[A-Za-z0-9]{8,})\nIssued At: (?<issuedAt>\S+)(?:\nNot Before: (?<notBefore>\S+))?(?:\nRequest ID: (?<requestId>[^\n]*))?(?:\nResources:(?<resources>(?:\n- \S+)+))?$/.exec(
      message,
    );
  if (!match?.groups) throw new Error(`not an EIP-4361 message:\n${message}`);
  const { resources, ...fields } = match.groups;
  return { ...(fields as Omit<SiweFields, 'resources'>), resources: resources ? resources.slice(3).split('\n- ') : [] };
}

describe('Sign-In With Ethereum when the project requires it', () => {
  const siweEmulator = () => new TestEmulator({ config: { siweRequired: true, allowedOrigins: ['https://app.example.com'] } });

  it('builds the EIP-4361 message from siwe_params, and the signature of it signs in', async () => {
    const t = siweEmulator();
    const wallet = new SoftEthereumWallet();
    const params = {
      uri: 'http://localhost:3000/login',
      chain_id: '137',
      issued_at: '2025-03-04T05:06:07.000Z',
      // Not ASCII: EIP-191's length prefix counts UTF-8 bytes, not characters.
      statement: 'Se connecter à l’app de test Portico — ✓',
      not_before: '2025-03-04T05:06:07Z',
      message_request_id: 'req-42',
      resources: ['https://app.example.com/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq'],
    };
    const message = await challengeFor(t, wallet, { siwe_params: params });
    expect(parseSiwe(message)).toEqual({
      domain: 'localhost:3000',
      address: checksum(wallet.address),
      statement: params.statement,
      uri: params.uri,
      version: '1',
      chainId: '137',
      nonce: expect.stringMatching(/^[A-Za-z0-9]{8,}$/),
      issuedAt: params.issued_at,
      notBefore: params.not_before,
      requestId: 'req-42',
      resources: params.resources,
    });
    const res = await authenticate(t, wallet, wallet.personalSign(message));
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.user.crypto_wallets[0].crypto_wallet_address).toBe(checksum(wallet.address));
  });

  it('defaults Chain ID to 1 and Issued At to the emulator clock, with a fresh nonce each time', async () => {
    const t = siweEmulator();
    const wallet = new SoftEthereumWallet();
    const before = Date.now();
    const first = await challengeFor(t, wallet, { siwe_params: { uri: ORIGIN } });
    // No statement: the address and URI lines are two blank lines apart, as the ABNF has it.
    expect(first).toContain(`${checksum(wallet.address)}\n\n\nURI: ${ORIGIN}\n`);
    expect(first.split('\n')).toHaveLength(9);
    const fields = parseSiwe(first);
    expect(fields).toMatchObject({ domain: 'localhost:3000', chainId: '1', statement: undefined, resources: [] });
    expect(Date.parse(fields.issuedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(fields.issuedAt)).toBeLessThanOrEqual(Date.now() + 1000);

    await t.advance(3600);
    const second = parseSiwe(await challengeFor(t, wallet, { siwe_params: { uri: ORIGIN, chain_id: 10 } }));
    expect(second.nonce).not.toBe(fields.nonce);
    expect(second.chainId).toBe('10');
    expect(Date.parse(second.issuedAt) - Date.parse(fields.issuedAt)).toBeGreaterThanOrEqual(3600_000);
  });

  it('takes a uri on an allowed origin and refuses one outside them', async () => {
    const t = siweEmulator();
    const wallet = new SoftEthereumWallet();
    const allowed = await challengeFor(t, wallet, { siwe_params: { uri: 'https://app.example.com/wallet' } });
    expect(parseSiwe(allowed).domain).toBe('app.example.com');
    for (const uri of ['https://evil.example.com', 'https://app.example.com:8443/', 'http://app.example.com/', 'ftp://localhost/']) {
      expectErrorShape(await start(t, wallet, { siwe_params: { uri } }), 400, 'invalid_siwe_domain');
    }
    for (const uri of ['not a uri', 'localhost:3000', 'file:///etc/passwd', `${ORIGIN}/\nNonce: 12345678`]) {
      expectErrorShape(await start(t, wallet, { siwe_params: { uri } }), 400, 'invalid_siwe_uri');
    }
    expectErrorShape(await start(t, wallet), 400, 'invalid_siwe_uri');
  });

  it('refuses fields that would not make a valid message', async () => {
    const t = siweEmulator();
    const wallet = new SoftEthereumWallet();
    const tryParams = (extra: Record<string, unknown>) => start(t, wallet, { siwe_params: { uri: ORIGIN, ...extra } });
    expectErrorShape(await tryParams({ chain_id: 'mainnet' }), 400, 'invalid_siwe_chain_id');
    expectErrorShape(await tryParams({ chain_id: '0' }), 400, 'invalid_siwe_chain_id');
    expectErrorShape(await tryParams({ statement: 'one\nURI: https://evil.example.com' }), 400, 'invalid_siwe_statement');
    expectErrorShape(await tryParams({ message_request_id: 'a\rb' }), 400, 'invalid_siwe_message_request_id');
    expectErrorShape(await tryParams({ resources: ['https://ok.example', 'not a uri'] }), 400, 'invalid_siwe_resource');
    expectErrorShape(await tryParams({ issued_at: 'yesterday' }), 400, 'bad_request');
    expectErrorShape(await tryParams({ not_before: '2025-13-01' }), 400, 'bad_request');
  });

  it('holds a message back until its Not Before, then accepts the same signature', async () => {
    const t = siweEmulator();
    const wallet = new SoftEthereumWallet();
    const notBefore = new Date(Date.now() + 120_000).toISOString();
    const message = await challengeFor(t, wallet, { siwe_params: { uri: ORIGIN, not_before: notBefore } });
    const signature = wallet.personalSign(message);
    expectErrorShape(await authenticate(t, wallet, signature), 401, 'siwe_message_not_valid_yet');
    await t.advance(180);
    expect((await authenticate(t, wallet, signature)).status).toBe(200);
  });

  it('still gives Solana wallets a plain challenge', async () => {
    const t = siweEmulator();
    expect(await challengeFor(t, new SoftSolanaWallet())).toMatch(/^Signing in with Project: /);
  });
});

describe('SIWE when the project does not require it', () => {
  it('builds the message only when the caller sends siwe_params', async () => {
    const t = new TestEmulator();
    const wallet = new SoftEthereumWallet();
    expect(await challengeFor(t, wallet)).toMatch(/^Signing in with Project: /);
    const message = await challengeFor(t, wallet, { siwe_params: { uri: ORIGIN } });
    expect(parseSiwe(message).domain).toBe('localhost:3000');
    expect((await authenticate(t, wallet, wallet.personalSign(message))).status).toBe(200);
  });
});
