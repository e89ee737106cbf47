import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';
import { CryptoWalletErrors } from './errors';

/**
 * Wallet addresses of the two chains the provider accepts (docs/protocol.md
 * §7.5): Ethereum (and every EVM chain) `0x` + 20 bytes in hex, Solana the
 * base58 form of a 32-byte ed25519 public key.
 */

export const WALLET_TYPES = ['ethereum', 'solana'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** Base58 (Bitcoin alphabet: no 0, O, I or l); a 32-byte key is 32 to 44 characters. */
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export function isWalletType(type: string): type is WalletType {
  return (WALLET_TYPES as readonly string[]).includes(type);
}

/**
 * EIP-55: the hex digits of the address, upper-cased where the matching
 * nibble of keccak256(lower-case hex) is 8 or more. It is how the wallet and
 * a SIWE message (EIP-4361 requires it) spell the address.
 */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const byte = hash[i >> 1]!;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i];
  }
  return out;
}

/** The 32-byte public key a Solana address names, or null when it names none. */
export function solanaPublicKey(address: string): Uint8Array | null {
  if (!BASE58.test(address)) return null;
  const bytes = bs58.decode(address);
  return bytes.length === 32 ? bytes : null;
}

/**
 * The address as the user record keeps it, or the provider's 400: Ethereum in
 * its EIP-55 form (whatever case the wallet sent; the case is not checked, as
 * wallets commonly answer in lower case), Solana exactly as sent (base58 is
 * case-sensitive).
 */
export function canonicalAddress(type: WalletType, address: string): string {
  if (type === 'ethereum') {
    if (!ETHEREUM_ADDRESS.test(address)) throw CryptoWalletErrors.invalidEthereumAddress();
    return toChecksumAddress(address);
  }
  if (!solanaPublicKey(address)) throw CryptoWalletErrors.invalidSolanaAddress();
  return address;
}
