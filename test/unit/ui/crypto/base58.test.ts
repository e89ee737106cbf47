import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { base58Decode, base58Encode } from '../../../../src/ui/flows/crypto/wallets/base58';

describe('base58', () => {
  const samples = [
    new Uint8Array([]),
    new Uint8Array([0]),
    new Uint8Array([0, 0, 1, 2, 255]),
    new Uint8Array(64).fill(255),
    new Uint8Array(32).map((_, i) => (i * 37 + 11) & 0xff),
    crypto.getRandomValues(new Uint8Array(64)),
  ];

  it.each(samples.map((s) => [s.length, s] as const))('encodes %i bytes as bs58 does, and decodes back', (_, bytes) => {
    const text = base58Encode(bytes);
    expect(text).toBe(bs58.encode(bytes));
    expect(base58Decode(text)).toEqual(bytes);
  });

  it('refuses characters outside the alphabet', () => {
    for (const bad of ['0', 'O', 'I', 'l', 'abc!', '+/']) expect(base58Decode(bad)).toBeNull();
  });
});
