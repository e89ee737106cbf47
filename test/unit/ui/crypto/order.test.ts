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
  it('installed named options first in display order, then announced wallets, then installed generic ones, then the rest', () => {
    const entries = snapshot(['Phantom', 'Metamask', 'GenericEthereumWallet'], ['io.rabby', 'me.rainbow']);
    expect(ids(orderWallets(WALLET_OPTIONS, entries))).toEqual([
      'Metamask',
      'Phantom',
      'eip6963:io.rabby',
      'eip6963:me.rainbow',
      'GenericEthereumWallet',
      'Coinbase',
      'Binance',
      'Vessel',
      'GenericSolanaWallet',
    ]);
  });

  it('offers only the configured options', () => {
    const entries = snapshot(['Phantom', 'Metamask', 'Coinbase']);
    expect(ids(orderWallets(['Coinbase', 'Binance', 'Phantom'], entries))).toEqual(['Coinbase', 'Phantom', 'Binance']);
  });

  it('lists announced wallets only when the generic Ethereum option is configured', () => {
    const entries = snapshot(['Metamask'], ['io.rabby']);
    expect(ids(orderWallets(['Metamask'], entries))).toEqual(['Metamask']);
    expect(ids(orderWallets(['Metamask', 'GenericEthereumWallet'], entries))).toEqual([
      'Metamask',
      'eip6963:io.rabby',
      'GenericEthereumWallet',
    ]);
  });

  it('nothing installed: the configured options in display order', () => {
    expect(ids(orderWallets(['GenericSolanaWallet', 'Vessel', 'Metamask'], snapshot([])))).toEqual([
      'Metamask',
      'Vessel',
      'GenericSolanaWallet',
    ]);
  });
});
