/**
 * Fake wallets that sign for real, standing in for the browser extensions:
 * an EIP-1193 provider holding a secp256k1 key (personal_sign is EIP-191 over
 * the bytes it is given) and a Phantom-style Solana provider holding an
 * ed25519 key. They enforce the call shapes real wallets enforce (the
 * personal_sign parameter order), so a widget that sends the wrong thing fails.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';
import type { Eip1193Provider, SolanaProvider } from '../../../../src/ui/flows/crypto/wallets/types';

export function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

export function bytesOfHex(text: string): Uint8Array {
  if (!/^0x(?:[0-9a-f]{2})*$/i.test(text)) throw new Error(`not 0x hex: ${text}`);
  return new Uint8Array(Buffer.from(text.slice(2), 'hex'));
}

/** EIP-191 version 0x45: keccak256("\x19Ethereum Signed Message:\n" + length + message). */
export function eip191Hash(message: Uint8Array): Uint8Array {
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${message.length}`);
  return keccak_256(new Uint8Array([...prefix, ...message]));
}

export function addressOfPublicKey(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return `0x${hex(keccak_256(uncompressed.slice(1)).slice(-20))}`;
}

/** The address that signed `message` (personal_sign), from a 65-byte r‖s‖v signature. */
export function recoverPersonalSigner(message: Uint8Array, signature: string): string {
  const raw = bytesOfHex(signature);
  if (raw.length !== 65) throw new Error(`signature of ${raw.length} bytes`);
  const v = raw[64] ?? 0;
  const recovered = new Uint8Array([v - 27, ...raw.slice(0, 64)]);
  return addressOfPublicKey(secp256k1.recoverPublicKey(recovered, eip191Hash(message), { prehash: false }));
}

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface FakeEthereumWallet extends Eip1193Provider {
  readonly address: string;
  readonly calls: { method: string; params?: unknown[] }[];
  [flag: string]: unknown;
}

export function fakeEthereumWallet(flags: Record<string, unknown> = {}): FakeEthereumWallet {
  const secretKey = secp256k1.utils.randomSecretKey();
  const address = addressOfPublicKey(secp256k1.getPublicKey(secretKey));
  const calls: { method: string; params?: unknown[] }[] = [];
  return {
    ...flags,
    address,
    calls,
    async request(args) {
      calls.push(args);
      switch (args.method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [address];
        case 'personal_sign': {
          const [data, signer] = args.params ?? [];
          if (typeof data !== 'string' || typeof signer !== 'string' || signer.toLowerCase() !== address) {
            throw new RpcError(-32602, 'Invalid parameters: personal_sign takes [data, address].');
          }
          const signature = secp256k1.sign(eip191Hash(bytesOfHex(data)), secretKey, { prehash: false, format: 'recovered' });
          const v = 27 + (signature[0] ?? 0);
          return `0x${hex(signature.slice(1))}${v.toString(16)}`;
        }
        default:
          throw new RpcError(4200, `Unsupported method ${args.method}`);
      }
    },
  };
}

export interface FakeSolanaWallet extends SolanaProvider {
  readonly publicKeyBytes: Uint8Array;
  readonly address: string;
  readonly signed: { message: Uint8Array; display: string | undefined }[];
  [flag: string]: unknown;
}

export function fakeSolanaWallet(flags: Record<string, unknown> = {}): FakeSolanaWallet {
  const { secretKey, publicKey } = ed25519.keygen();
  const address = bs58.encode(publicKey);
  const signed: { message: Uint8Array; display: string | undefined }[] = [];
  return {
    ...flags,
    publicKeyBytes: publicKey,
    address,
    signed,
    async connect() {
      return { publicKey: { toBase58: () => address } };
    },
    async signMessage(message, display) {
      signed.push({ message, display });
      return { signature: ed25519.sign(message, secretKey), publicKey: { toBase58: () => address } };
    },
  };
}

export { deferred } from '../../support/deferred';
