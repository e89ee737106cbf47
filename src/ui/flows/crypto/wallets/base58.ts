/**
 * Base58 (the Bitcoin alphabet Solana uses for keys and signatures), by
 * `bs58`: the client sends a Solana signature as `bs58.encode(signature)`
 * (docs/protocol.md §7.5), and checks that an address decodes to 32 bytes.
 */
import bs58 from 'bs58';

export function base58Encode(bytes: Uint8Array): string {
  return bs58.encode(bytes);
}

/** The bytes of `text`, or null when it is not base58. */
export function base58Decode(text: string): Uint8Array | null {
  return bs58.decodeUnsafe(text) ?? null;
}
