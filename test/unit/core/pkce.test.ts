import { describe, expect, it } from 'vitest';
import { createPkceStore, createPkceVerifier, PKCE_VERIFIER_WORDS, pkceChallenge } from '../../../src/core/pkce';
import { createMemoryStorage } from '../../../src/core/seams/memory-storage';

const TOKEN = 'public-token-test-1';

describe('PKCE verifier', () => {
  it('is 16 random 32-bit words, each as 8 zero-padded lowercase hex digits', () => {
    expect(PKCE_VERIFIER_WORDS).toBe(16);
    let requested = 0;
    const verifier = createPkceVerifier((count) => {
      requested = count;
      const words = new Uint32Array(count);
      words[0] = 0;
      words[1] = 1;
      words[2] = 0xffffffff;
      words[3] = 0xabcdef;
      return words;
    });
    expect(requested).toBe(16);
    expect(verifier).toHaveLength(128);
    expect(verifier.slice(0, 32)).toBe('0000000000000001ffffffff00abcdef');
  });

  it('has length 128 and a lowercase hex charset with real randomness', () => {
    const random = (count: number) => crypto.getRandomValues(new Uint32Array(count));
    const a = createPkceVerifier(random);
    const b = createPkceVerifier(random);
    expect(a).toMatch(/^[0-9a-f]{128}$/);
    expect(b).toMatch(/^[0-9a-f]{128}$/);
    expect(a).not.toBe(b);
  });
});

describe('PKCE challenge', () => {
  it('matches the RFC 7636 appendix B vector (base64url SHA-256, no padding)', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('matches SHA-256("abc") in base64url', async () => {
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(await pkceChallenge('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});

describe('PKCE store', () => {
  it('stores the verifier per namespace under the provider key and returns its challenge', async () => {
    const storage = createMemoryStorage();
    const words = new Uint32Array(16).fill(0x0f0f0f0f);
    const pkce = createPkceStore({ publicToken: TOKEN, storage, randomWords: () => words });
    const challenge = await pkce.start('oauth');
    const verifier = '0f0f0f0f'.repeat(16);
    expect(storage.getItem(`stytch_sdk_state_${TOKEN}::PKCE_VERIFIER:oauth`)).toBe(verifier);
    expect(pkce.getVerifier('oauth')).toBe(verifier);
    expect(challenge).toBe(await pkceChallenge(verifier));
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pkce.getVerifier('magic_links')).toBeNull();
    pkce.clear('oauth');
    expect(pkce.getVerifier('oauth')).toBeNull();
  });

  it('keeps namespaces apart', async () => {
    const storage = createMemoryStorage();
    let n = 0;
    const pkce = createPkceStore({
      publicToken: TOKEN,
      storage,
      randomWords: (count) => new Uint32Array(count).fill(++n),
    });
    await pkce.start('magic_links');
    await pkce.start('passwords');
    expect(pkce.getVerifier('magic_links')).toBe('00000001'.repeat(16));
    expect(pkce.getVerifier('passwords')).toBe('00000002'.repeat(16));
  });
});
