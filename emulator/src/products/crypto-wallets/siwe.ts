import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { EmulatorDeps } from '../../context';
import { isAllowedOrigin } from '../../cors';
import { CryptoWalletErrors } from './errors';

/**
 * Sign-In With Ethereum (EIP-4361) challenges, built from the start call's
 * `siwe_params` (docs/protocol.md §7.5). The provider's SDK sends them when
 * the bootstrap says `siwe_required_for_crypto_wallets` and the wallet is
 * Ethereum, with `uri` defaulting to the page origin.
 */

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 17 alphanumerics ≈ 101 bits; EIP-4361 asks for at least 8. */
const NONCE_LENGTH = 17;

export const siweParamsSchema = z.object({
  uri: z.string().max(2048).optional(),
  // The provider's SDK sends a string; a number is what a hand-written caller might send.
  chain_id: z.union([z.string().max(32), z.number()]).optional(),
  issued_at: z.string().max(64).optional(),
  statement: z.string().max(1024).optional(),
  not_before: z.string().max(64).optional(),
  message_request_id: z.string().max(256).optional(),
  resources: z.array(z.string().max(2048)).max(32).optional(),
});

export type SiweParams = z.output<typeof siweParamsSchema>;

export interface SiweChallenge {
  message: string;
  /** `Not Before`, when given: the signature is refused until then. */
  notBefore: string | null;
}

export function siweNonce(): string {
  let nonce = '';
  for (let i = 0; i < NONCE_LENGTH; i++) nonce += NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)];
  return nonce;
}

/** The URI, which must parse and belong to an allowed origin (the wallet shows its host as the requesting site). */
function checkUri(deps: EmulatorDeps, uri: string | undefined): URL {
  if (!uri) throw CryptoWalletErrors.invalidSiweUri('this project requires Sign-In With Ethereum, and siwe_params.uri is missing.');
  // WHATWG URL parsing drops tabs and line breaks, so a URI with any would still parse yet break the message's lines.
  if (/\s/.test(uri) || !URL.canParse(uri)) throw CryptoWalletErrors.invalidSiweUri(`"${uri}" is not an absolute URI.`);
  const url = new URL(uri);
  // The message's domain is the URI's authority; `localhost:3000` alone parses as a scheme with no host.
  if (url.host === '') throw CryptoWalletErrors.invalidSiweUri(`"${uri}" has no host to name as the SIWE domain.`);
  if (!isAllowedOrigin(url.origin, deps.config.allowedOrigins)) throw CryptoWalletErrors.invalidSiweDomain(url.host);
  return url;
}

function chainIdOf(chainId: SiweParams['chain_id']): string {
  if (chainId === undefined || chainId === '') return '1';
  const text = String(chainId);
  if (!/^[1-9]\d{0,15}$/.test(text)) throw CryptoWalletErrors.invalidSiweChainId();
  return text;
}

function timeOf(value: string | undefined, field: string): string | null {
  if (value === undefined || value === '') return null;
  if (!RFC3339.test(value) || Number.isNaN(Date.parse(value))) throw CryptoWalletErrors.invalidSiweTime(field);
  return value;
}

function singleLine(value: string | undefined, error: () => Error): string | null {
  if (value === undefined || value === '') return null;
  if (LINE_BREAK.test(value)) throw error();
  return value;
}

/**
 * The EIP-4361 message: domain (the URI's host and port), the address in its
 * EIP-55 form, the optional statement, then URI, Version 1, Chain ID (1 by
 * default), a fresh Nonce, Issued At (now unless given) and the optional Not
 * Before, Request ID and Resources. No trailing line break, as the EIP's ABNF.
 */
export function buildSiweMessage(deps: EmulatorDeps, params: SiweParams, checksumAddress: string): SiweChallenge {
  const uri = checkUri(deps, params.uri);
  const statement = singleLine(params.statement, CryptoWalletErrors.invalidSiweStatement);
  const requestId = singleLine(params.message_request_id, CryptoWalletErrors.invalidSiweRequestId);
  const chainId = chainIdOf(params.chain_id);
  const issuedAt = timeOf(params.issued_at, 'issued_at') ?? deps.clock.iso();
  const notBefore = timeOf(params.not_before, 'not_before');
  const resources = params.resources ?? [];
  for (const resource of resources) {
    if (!URL.canParse(resource) || /\s/.test(resource)) throw CryptoWalletErrors.invalidSiweResource(resource);
  }

  const lines = [`${uri.host} wants you to sign in with your Ethereum account:`, checksumAddress, ''];
  // ABNF: address LF LF [ statement LF ] LF "URI: " — two blank lines when there is no statement.
  if (statement !== null) lines.push(statement);
  lines.push('', `URI: ${params.uri}`, 'Version: 1', `Chain ID: ${chainId}`, `Nonce: ${siweNonce()}`, `Issued At: ${issuedAt}`);
  if (notBefore !== null) lines.push(`Not Before: ${notBefore}`);
  if (requestId !== null) lines.push(`Request ID: ${requestId}`);
  if (resources.length > 0) lines.push('Resources:', ...resources.map((resource) => `- ${resource}`));
  return { message: lines.join('\n'), notBefore };
}
