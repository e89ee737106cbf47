import { apiError } from '../../errors';

/**
 * The crypto-wallet product's errors (docs/protocol.md §7.5). Every type is
 * one the provider publishes in its error list; none is invented here.
 */
export const CryptoWalletErrors = {
  invalidType: () =>
    apiError(400, 'invalid_wallet_type', 'crypto_wallet_type must be "ethereum" or "solana".'),
  invalidEthereumAddress: () =>
    apiError(400, 'invalid_ethereum_address', 'The Ethereum address must be 0x followed by 40 hexadecimal digits.'),
  invalidSolanaAddress: () =>
    apiError(400, 'invalid_solana_address', 'The Solana address must be the base58 form of a 32-byte public key.'),
  /** The signature is not the encoding its chain uses (hex for Ethereum, base58 for Solana). */
  invalidSignature: (reason: string) => apiError(400, 'invalid_signature', `The signature is malformed: ${reason}`),
  signatureSize: (expected: number, got: number) =>
    apiError(400, 'signature_is_incorrect_size', `The signature must be ${expected} bytes; it is ${got}.`),
  /** Nothing to answer: never started, already used (single use), or its wallet/type differ. */
  noPendingChallenge: () =>
    apiError(
      404,
      'crypto_wallet_not_found',
      'No pending challenge for this crypto wallet: call crypto_wallets/authenticate/start first (a challenge is single use).',
    ),
  challengeExpired: () =>
    apiError(
      401,
      'unable_to_authenticate_crypto_wallet',
      'The challenge for this crypto wallet has expired: call crypto_wallets/authenticate/start again.',
    ),
  /** A well-formed signature that does not prove the wallet signed the challenge. */
  signatureMismatch: () =>
    apiError(
      401,
      'unable_to_authenticate_crypto_wallet',
      'The signature does not match the challenge and the crypto wallet address.',
    ),
  walletOfAnotherUser: () =>
    apiError(409, 'duplicate_wallet_address', 'This crypto wallet belongs to another user.'),
  siweIncompatibleType: () =>
    apiError(
      400,
      'crypto_wallet_type_incompatible_with_siwe',
      'siwe_params (Sign-In With Ethereum) may only be sent for an ethereum wallet.',
    ),
  invalidSiweUri: (reason: string) => apiError(400, 'invalid_siwe_uri', `siwe_params.uri is invalid: ${reason}`),
  invalidSiweDomain: (domain: string) =>
    apiError(
      400,
      'invalid_siwe_domain',
      `The SIWE domain "${domain}" is not allowed: siwe_params.uri must be on a loopback host or one of allowedOrigins.`,
    ),
  invalidSiweChainId: () =>
    apiError(400, 'invalid_siwe_chain_id', 'siwe_params.chain_id must be a positive integer (EIP-155 chain id).'),
  invalidSiweStatement: () =>
    apiError(400, 'invalid_siwe_statement', 'siwe_params.statement must be a single line (no line breaks).'),
  invalidSiweRequestId: () =>
    apiError(400, 'invalid_siwe_message_request_id', 'siwe_params.message_request_id must be a single line (no line breaks).'),
  invalidSiweResource: (resource: string) =>
    apiError(400, 'invalid_siwe_resource', `siwe_params.resources: "${resource}" is not an absolute URI.`),
  /** issued_at / not_before: the provider has no narrower type for these. */
  invalidSiweTime: (field: string) =>
    apiError(400, 'bad_request', `siwe_params.${field} must be an RFC 3339 date-time, e.g. 2025-01-31T12:00:00Z.`),
  siweNotValidYet: (notBefore: string) =>
    apiError(401, 'siwe_message_not_valid_yet', `The SIWE message is not valid before ${notBefore}.`),
} as const;
