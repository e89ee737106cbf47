/**
 * An independent RFC 6238 code (HMAC-SHA1, 6 digits, 30 s steps) from a base32 secret, so the
 * widget tests type the code an authenticator app would show, computed with @noble/hashes.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';

function base32Decode(input: string): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Uint8Array.from(bytes);
}

export function totpCode(secret: string, unixMs: number): string {
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setBigUint64(0, BigInt(Math.floor(unixMs / 30_000)));
  const mac = hmac(sha1, base32Decode(secret), counter);
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = new DataView(mac.buffer, mac.byteOffset).getUint32(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}
