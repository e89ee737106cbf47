import { describe, expect, it } from 'vitest';
import { WALLET_OPTIONS, type WalletOption } from '../../../../src/ui/config/config-types';
import { WALLET_CHAINS } from '../../../../src/ui/flows/crypto/wallets/known-wallets';
import { orderWallets } from '../../../../src/ui/flows/crypto/wallets/order';
import type { WalletEntry } from '../../../../src/ui/flows/crypto/wallets/types';

function snapshot(installed: readonly WalletOption[], announced: readonly string[] = []): WalletEntry[] {
  return [
    ...WALLET_OPTIONS.map((option) => ({
      id: option,
      option,
      name: option,
      chain: WALLET_CHAINS[option],
      installed: installed.includes(option),
    })),
    ...announced.map((rdns) => ({ id: `eip6963:${rdns}`, option: null, name: rdns, chain: 'ethereum' as const, installed: true })),
  ];
}

const ids = (entries: readonly WalletEntry[]) => entries.map((e) => e.id);

describe('orderWallets', () => {
  it('installed named options first in display order, then announced wallets, then the rest', () => {
    const entries = snapshot(['Phantom', 'Metamask', 'GenericEthereumWallet'], ['io.rabby', 'me.rainbow']);
    expect(ids(orderWallets(WALLET_OPTIONS, entries))).toEqual([
      'Metamask',
      'Phantom',
      'eip6963:io.rabby',
      'eip6963:me.rainbow',
      'Coinbase',
      'Binance',
      'Vessel',
      'GenericSolanaWallet',
    ]);
  });

  it('an installed generic option is left out when a wallet of its chain is listed (it is that wallet): no duplicate button', () => {
    // MetaMask installed also makes the generic "Ethereum Wallet" installed: one button, MetaMask's.
    expect(ids(orderWallets(WALLET_OPTIONS, snapshot(['Metamask', 'GenericEthereumWallet'])))).toEqual([
      'Metamask',
      'Coinbase',
      'Phantom',
      'Binance',
      'Vessel',
      'GenericSolanaWallet',
    ]);
    // Phantom installed: no generic "Solana Wallet" beside it.
    expect(ids(orderWallets(['Phantom', 'GenericSolanaWallet'], snapshot(['Phantom', 'GenericSolanaWallet'])))).toEqual(['Phantom']);
    // An announced wallet that is no option is listed by its own name: the generic option would be it again.
    expect(ids(orderWallets(['GenericEthereumWallet'], snapshot(['GenericEthereumWallet'], ['io.rabby'])))).toEqual(['eip6963:io.rabby']);
  });

  it('an installed generic option stays when no wallet of its chain is listed (the browser has one the config does not name)', () => {
    // Coinbase's wallet is installed but only MetaMask (missing) and the generic option are configured.
    expect(ids(orderWallets(['Metamask', 'GenericEthereumWallet'], snapshot(['Coinbase', 'GenericEthereumWallet'])))).toEqual([
      'GenericEthereumWallet',
      'Metamask',
    ]);
    // A Solana wallet listed does not hide the Ethereum generic option, and the other way round.
    expect(ids(orderWallets(['Phantom', 'GenericEthereumWallet'], snapshot(['Phantom', 'GenericEthereumWallet'])))).toEqual([
      'Phantom',
      'GenericEthereumWallet',
    ]);
  });

  it('offers only the configured options', () => {
    const entries = snapshot(['Phantom', 'Metamask', 'Coinbase']);
    expect(ids(orderWallets(['Coinbase', 'Binance', 'Phantom'], entries))).toEqual(['Coinbase', 'Phantom', 'Binance']);
  });

  it('lists announced wallets only when the generic Ethereum option is configured', () => {
    const entries = snapshot(['Metamask', 'GenericEthereumWallet'], ['io.rabby']);
    expect(ids(orderWallets(['Metamask'], entries))).toEqual(['Metamask']);
    expect(ids(orderWallets(['Metamask', 'GenericEthereumWallet'], entries))).toEqual(['Metamask', 'eip6963:io.rabby']);
  });

  it('nothing installed: the configured options in display order', () => {
    expect(ids(orderWallets(['GenericSolanaWallet', 'Vessel', 'Metamask'], snapshot([])))).toEqual([
      'Metamask',
      'Vessel',
      'GenericSolanaWallet',
    ]);
  });
});
