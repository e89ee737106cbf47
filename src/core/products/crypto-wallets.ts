/**
 * Crypto wallets, Ethereum and Solana (docs/protocol.md §7.5).
 */
import { whileWaiting, type CallOptions } from '../call-options';
import type { ClientContext } from '../client-context';
import type { AuthenticateResponse } from '../wire-types';
import { validate } from '../validate';
import { authenticateRequest, currentUrl, primaryOrSecondary, type ResponseMeta } from './shared';

/** Wallet families the provider accepts. */
export type CryptoWalletType = 'ethereum' | 'solana';

/** Sign-In-With-Ethereum (EIP-4361) message parameters. */
export interface SiweParams {
  /** The URI the user signs in to; defaults to the page origin. */
  uri?: string;
  chain_id?: string;
  issued_at?: string;
  statement?: string;
  not_before?: string;
  message_request_id?: string;
  resources?: string[];
}

/** Options of `cryptoWallets.authenticateStart`. */
export interface CryptoWalletsAuthenticateStartOptions extends CallOptions {
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  /** Used only when the project requires SIWE and the wallet is Ethereum. */
  siwe_params?: SiweParams;
}

/** `data` of the start call: `challenge` is the exact message the wallet signs. */
export interface CryptoWalletsAuthenticateStartResponse extends ResponseMeta {
  challenge: string;
  user_created?: boolean;
  [extra: string]: unknown;
}

/** Options of `cryptoWallets.authenticate`. */
export interface CryptoWalletsAuthenticateOptions extends CallOptions {
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  /** The wallet's signature of the challenge (hex for Ethereum, base58 for Solana). */
  signature: string;
  /** Lifetime of the session to create, in minutes. */
  session_duration_minutes: number;
}

export interface CryptoWallets {
  /**
   * Asks for a challenge to sign: `start/primary` without a local session,
   * `start/secondary` (adds the wallet to the logged-in user) with one.
   */
  authenticateStart(options: CryptoWalletsAuthenticateStartOptions): Promise<CryptoWalletsAuthenticateStartResponse>;
  /** Sends the signed challenge and logs the user in. */
  authenticate(options: CryptoWalletsAuthenticateOptions): Promise<AuthenticateResponse>;
}

/** The `cryptoWallets` namespace. */
export function createCryptoWallets(ctx: ClientContext): CryptoWallets {
  return {
    async authenticateStart(options) {
      const siwe = options?.siwe_params;
      validate('cryptoWallets.authenticateStart')
        .isObject('options', options)
        .isString('crypto_wallet_address', options.crypto_wallet_address)
        .isString('crypto_wallet_type', options.crypto_wallet_type)
        .isOptionalObject('siwe_params', siwe)
        .isOptionalString('uri', siwe?.uri)
        .isOptionalString('chain_id', siwe?.chain_id)
        .isOptionalString('issued_at', siwe?.issued_at)
        .isOptionalString('statement', siwe?.statement)
        .isOptionalString('not_before', siwe?.not_before)
        .isOptionalString('message_request_id', siwe?.message_request_id)
        .isOptionalStringArray('resources', siwe?.resources)
        .isOptionalSignal('signal', options.signal);
      const bootstrap = await whileWaiting(options.signal, () => ctx.bootstrap.get());
      const siwe_params =
        bootstrap.siweRequiredForCryptoWallets && options.crypto_wallet_type === 'ethereum'
          ? // An empty uri means the page too, as in the provider's SDK.
            { ...siwe, uri: siwe?.uri || currentUrl(ctx)?.origin }
          : undefined;
      return ctx.http.request<CryptoWalletsAuthenticateStartResponse>({
        method: 'POST',
        path: `/crypto_wallets/authenticate/start/${primaryOrSecondary(ctx)}`,
        body: {
          crypto_wallet_address: options.crypto_wallet_address,
          crypto_wallet_type: options.crypto_wallet_type,
          siwe_params,
        },
        retriable: true,
        signal: options.signal,
      });
    },

    async authenticate(options) {
      validate('cryptoWallets.authenticate')
        .isObject('options', options)
        .isString('crypto_wallet_address', options.crypto_wallet_address)
        .isString('crypto_wallet_type', options.crypto_wallet_type)
        .isString('signature', options.signature)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      return authenticateRequest<AuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/crypto_wallets/authenticate',
        body: {
          session_duration_minutes: options.session_duration_minutes,
          crypto_wallet_address: options.crypto_wallet_address,
          crypto_wallet_type: options.crypto_wallet_type,
          signature: options.signature,
        },
        retriable: true,
        signal: options.signal,
      });
    },
  };
}
