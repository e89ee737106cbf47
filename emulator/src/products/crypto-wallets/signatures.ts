import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';
import { solanaPublicKey, toChecksumAddress, type WalletType } from './addresses';
import { CryptoWalletErrors } from './errors';

/**
 * Checking a wallet's signature of its challenge (docs/protocol.md §7.5), for
 * real: the widget's wallets sign with `personal_sign` (Ethereum) and
 * `signMessage` (Solana), and the emulator checks what a provider would.
 * Malformed input throws the provider's 400; a signature that does not prove
 * ownership returns false.
 */

const encoder = new TextEncoder();

/** EIP-191 version 0x45 ("personal_sign"): keccak256("\x19Ethereum Signed Message:\n" + byte length + message). */
export function personalMessageHash(message: string): Uint8Array {
  const body = encoder.encode(message);
  const prefix = encoder.encode(`\x19Ethereum Signed Message:\n${body.length}`);
  const joined = new Uint8Array(prefix.length + body.length);
  joined.set(prefix);
  joined.set(body, prefix.length);
  return keccak_256(joined);
}

/** The address of a secp256k1 public key: the last 20 bytes of keccak256(x ‖ y). */
export function ethereumAddressOf(publicKey: Uint8Array): string {
  const point = secp256k1.Point.fromBytes(publicKey);
  const uncompressed = point.toBytes(false).subarray(1);
  return toChecksumAddress(`0x${Buffer.from(keccak_256(uncompressed).subarray(-20)).toString('hex')}`);
}

/** A signature whose encoding and size are right; whether it proves anything is `verifySignature`'s business. */
export type ParsedSignature =
  | { type: 'ethereum'; r: bigint; s: bigint; recovery: number }
  | { type: 'solana'; bytes: Uint8Array };

/**
 * `personal_sign` output: 0x + r (32 bytes) + s (32) + v (1), v being the
 * recovery id as 27/28 (what wallets send) or 0/1 (what some libraries send).
 */
function parseEthereumSignature(signature: string): ParsedSignature {
  const hex = signature.startsWith('0x') || signature.startsWith('0X') ? signature.slice(2) : signature;
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2 !== 0) {
    throw CryptoWalletErrors.invalidSignature('an Ethereum signature is 0x followed by hexadecimal digits.');
  }
  if (hex.length !== 130) throw CryptoWalletErrors.signatureSize(65, hex.length / 2);
  const v = Number.parseInt(hex.slice(128), 16);
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) {
    throw CryptoWalletErrors.invalidSignature(`its recovery byte v is ${v}; expected 27, 28, 0 or 1.`);
  }
  return { type: 'ethereum', r: BigInt(`0x${hex.slice(0, 64)}`), s: BigInt(`0x${hex.slice(64, 128)}`), recovery };
}

/** `signMessage` output as the provider's SDK sends it: base58 of a 64-byte ed25519 signature. */
function parseSolanaSignature(signature: string): ParsedSignature {
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(signature);
  } catch {
    throw CryptoWalletErrors.invalidSignature('a Solana signature is base58.');
  }
  if (bytes.length !== 64) throw CryptoWalletErrors.signatureSize(64, bytes.length);
  return { type: 'solana', bytes };
}

/** Checked before the pending challenge is taken, so a garbled request does not use it up. */
export function parseSignature(type: WalletType, signature: string): ParsedSignature {
  return type === 'ethereum' ? parseEthereumSignature(signature) : parseSolanaSignature(signature);
}

/**
 * Ethereum: recovers the signer of the EIP-191 hash and compares its address
 * with the claimed one (case-insensitively: EIP-55 case is only a checksum).
 * Solana: ed25519 over the message's UTF-8 bytes with the address's key.
 */
export function verifySignature(signature: ParsedSignature, message: string, address: string): boolean {
  try {
    if (signature.type === 'ethereum') {
      const { r, s, recovery } = signature;
      const point = new secp256k1.Signature(r, s, recovery).recoverPublicKey(personalMessageHash(message));
      return ethereumAddressOf(point.toBytes(false)).toLowerCase() === address.toLowerCase();
    }
    const publicKey = solanaPublicKey(address);
    // zip215: false is RFC 8032's strict check (canonical encodings only); a real wallet's signature always passes it.
    return publicKey !== null && ed25519.verify(signature.bytes, encoder.encode(message), publicKey, { zip215: false });
  } catch {
    // r or s out of range, no curve point for this recovery id, a key off the curve: it proves nothing.
    return false;
  }
}
