/**
 * The wallet flow's requests (docs/protocol.md §7): the wallet's address and the
 * provider's challenge, then the signature and the sign-in, each with the
 * screen's abort signal (a wallet prompt cannot be withdrawn, but its late
 * answer is ignored).
 */
import type { AuthenticateResponse, PorticoClient } from '../../../core';
import type { NormalizedLoginConfig } from '../../config/config-types';
import type { ChosenWallet } from './state';
import { requestAddress, signChallenge } from './wallets/adapters';
import type { Discovery } from './wallets/discovery';
import type { WalletProvider } from './wallets/types';

type Env = { client: PorticoClient; config: NormalizedLoginConfig };

/** The wallet's provider in `wallets` (the page's discovery: use-wallets.ts, `useDiscovery`). */
function providerOf(wallets: Discovery, wallet: ChosenWallet): WalletProvider {
  const provider = wallets.providerOf(wallet.id);
  if (provider === null) throw new Error(`Portico: the ${wallet.name} wallet is no longer on the page.`);
  return provider;
}

/** `eth_requestAccounts` / `connect()`, then `crypto_wallets/authenticate/start`. */
export async function connectWallet(
  { client }: Env,
  wallets: Discovery,
  wallet: ChosenWallet,
  signal: AbortSignal,
): Promise<{ address: string; challenge: string }> {
  const address = await requestAddress(providerOf(wallets, wallet), signal);
  signal.throwIfAborted();
  const { challenge } = await client.cryptoWallets.authenticateStart({
    crypto_wallet_address: address,
    crypto_wallet_type: wallet.chain,
    signal,
  });
  return { address, challenge };
}

/** `personal_sign` / `signMessage`, then `crypto_wallets/authenticate`. */
export async function signInWithWallet(
  { client, config }: Env,
  wallets: Discovery,
  wallet: ChosenWallet,
  address: string,
  challenge: string,
  signal: AbortSignal,
): Promise<AuthenticateResponse> {
  const signature = await signChallenge(providerOf(wallets, wallet), address, challenge, signal);
  signal.throwIfAborted();
  return client.cryptoWallets.authenticate({
    crypto_wallet_address: address,
    crypto_wallet_type: wallet.chain,
    signature,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    signal,
  });
}
