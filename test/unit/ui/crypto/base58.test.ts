/** The wallet flow's base58 (src/ui/flows/crypto/wallets/base58.ts): known vectors, round trips, refusals. */
import { describe, expect, it } from 'vitest';
import { base58Decode, base58Encode } from '../../../../src/ui/flows/crypto/wallets/base58';

describe('base58', () => {
  it('encodes known vectors (leading zero bytes are leading 1s)', () => {
    expect(base58Encode(new Uint8Array([0, 0, 1]))).toBe('112');
    expect(base58Encode(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U');
    // The 32 zero bytes of Solana's system program id.
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111');
  });

  it('decodes what it encodes', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(64));
    expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
  });

  it('refuses characters outside the alphabet', () => {
    for (const bad of ['0', 'O', 'I', 'l', 'abc!', '+/']) expect(base58Decode(bad)).toBeNull();
  });
});
