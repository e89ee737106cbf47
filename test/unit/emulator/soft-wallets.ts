import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';

/**
 * Software crypto wallets for tests: real keys made here, signing the way
 * browser wallets do (`personal_sign` for Ethereum, `signMessage` + base58 for
 * Solana). Built from the curve primitives alone, not from the emulator's
 * code, so a test checks the emulator against an independent signer.
 */

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

/** An Ethereum account: a secp256k1 key, its address (lower-case hex, as wallets answer eth_requestAccounts). */
export class SoftEthereumWallet {
  readonly secretKey: Uint8Array;
  readonly address: string;

  constructor(secretKey: Uint8Array = secp256k1.utils.randomSecretKey()) {
    this.secretKey = secretKey;
    const publicKey = secp256k1.getPublicKey(secretKey, false);
    this.address = `0x${hex(keccak_256(publicKey.subarray(1)).subarray(-20))}`;
  }

  /** EIP-191 `personal_sign`: 0x + r + s + v (27/28). */
  personalSign(message: string): string {
    const body = new TextEncoder().encode(message);
    // A plain Uint8Array, not a Buffer: noble refuses a Buffer from another realm (jsdom's, in integration tests).
    const prefixed = new Uint8Array(Buffer.concat([Buffer.from(`\x19Ethereum Signed Message:\n${body.length}`), body]));
    // 'recovered' puts the recovery id first; wallets put it last, as 27 + id.
    const signature = secp256k1.sign(keccak_256(prefixed), this.secretKey, { prehash: false, format: 'recovered' });
    return `0x${hex(signature.subarray(1))}${(27 + signature[0]!).toString(16)}`;
  }
}

/** A Solana account: an ed25519 key, its address the base58 public key. */
export class SoftSolanaWallet {
  readonly secretKey: Uint8Array;
  readonly address: string;

  constructor(secretKey: Uint8Array = ed25519.utils.randomSecretKey()) {
    this.secretKey = secretKey;
    this.address = bs58.encode(ed25519.getPublicKey(secretKey));
  }

  /** `signMessage(utf8 bytes)`, base58 as the provider's SDK sends it. */
  signMessage(message: string): string {
    return bs58.encode(ed25519.sign(new TextEncoder().encode(message), this.secretKey));
  }
}

export type SoftWallet = SoftEthereumWallet | SoftSolanaWallet;

export function typeOf(wallet: SoftWallet): 'ethereum' | 'solana' {
  return wallet instanceof SoftEthereumWallet ? 'ethereum' : 'solana';
}

export function sign(wallet: SoftWallet, message: string): string {
  return wallet instanceof SoftEthereumWallet ? wallet.personalSign(message) : wallet.signMessage(message);
}
