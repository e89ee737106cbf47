// @vitest-environment jsdom
/**
 * Main's wallet buttons and the screens they lead to without a wallet
 * prompt: the six-button rule (6 − OAuth providers − 1 wallets, then 'Continue
 * with other Crypto Wallet'), installed wallets first, a wallet announced by
 * EIP-6963 under its own name, the other-wallet screen with exactly the rest,
 * and the setup screen of a wallet this browser lacks. Wallets are fakes on
 * the real `window`; discovery and ordering are the widget's own.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WALLET_DISPLAY_ORDER } from '../../../../src/ui/config/config-types';
import { formatMessage } from '../../../../src/ui/i18n/format';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import {
  continueWith,
  installAnnouncer,
  NIMBUS_ICON,
  OTHER_WALLETS,
  pendingProvider,
  removeWallets,
  setGlobal,
  walletButtons,
  walletName,
  WALLETS_ONLY,
  withOAuth,
} from './crypto-fixtures';
import { fakeSolanaWallet } from '../crypto/fake-wallets';
import { cleanup, createTestClient, renderWidget } from './harness';

afterEach(() => {
  cleanup();
  removeWallets();
});

const openOtherWallets = async () => {
  fireEvent.click(await screen.findByRole('button', { name: OTHER_WALLETS }));
  await screen.findByRole('heading', { name: MESSAGES['crypto.otherWalletsTitle'] });
};

describe('the six-button rule, nothing installed: the fixed order', () => {
  it.each([
    [0, 5],
    [1, 4],
    [3, 2],
  ])('%i OAuth providers: %i wallets, then the other-wallet button; the other screen lists exactly the rest', async (oauth, onMain) => {
    const { client } = createTestClient();
    renderWidget(client, { config: oauth === 0 ? WALLETS_ONLY : withOAuth(oauth) });
    const main = WALLET_DISPLAY_ORDER.slice(0, onMain);
    expect(await walletButtons()).toEqual([...main.map(continueWith), OTHER_WALLETS]);
    // Social and wallet buttons together: six.
    expect(screen.getAllByRole('button')).toHaveLength(6);

    await openOtherWallets();
    expect(await walletButtons()).toEqual(WALLET_DISPLAY_ORDER.slice(onMain).map(continueWith));
    client.destroy();
  });
});

describe('wallets this browser has', () => {
  it('come first: Coinbase on window.ethereum and Phantom on window.phantom.solana (no generic option for the same wallets)', async () => {
    setGlobal('ethereum', pendingProvider({ isCoinbaseWallet: true, isMetaMask: true }));
    setGlobal('phantom', { solana: fakeSolanaWallet({ isPhantom: true }) });
    const { client } = createTestClient();
    renderWidget(client, { config: WALLETS_ONLY });
    expect(await walletButtons()).toEqual(
      // Every wallet fits on Main: no 'Continue with other Crypto Wallet'.
      ['Coinbase', 'Phantom', 'Metamask', 'Binance', 'Vessel'].map(continueWith),
    );
    client.destroy();
  });

  it('a wallet announced by EIP-6963 that is none of the options: listed by its name and icon among the installed', async () => {
    installAnnouncer({ name: 'Nimbus Wallet', rdns: 'com.example.nimbus' }, pendingProvider());
    const { client } = createTestClient();
    renderWidget(client, { config: WALLETS_ONLY });
    // Installed first: Nimbus itself, and no generic Ethereum option (the browser's default wallet, Nimbus again).
    expect(await walletButtons()).toEqual(
      [...['Nimbus Wallet', 'Metamask', 'Coinbase', 'Phantom', 'Binance'].map(continueWith), OTHER_WALLETS],
    );
    const nimbus = screen.getByRole('button', { name: continueWith('Nimbus Wallet') });
    expect(nimbus.querySelector('img')?.getAttribute('src')).toBe(NIMBUS_ICON);
    client.destroy();
  });

  it('a wallet that announces itself after the first render joins the buttons', async () => {
    const { client } = createTestClient();
    renderWidget(client, { config: WALLETS_ONLY });
    expect(await walletButtons()).toEqual([...WALLET_DISPLAY_ORDER.slice(0, 5).map(continueWith), OTHER_WALLETS]);
    const announce = installAnnouncer({ name: 'Nimbus Wallet', rdns: 'com.example.nimbus' }, pendingProvider());
    act(() => announce());
    expect((await walletButtons()).slice(0, 3)).toEqual(['Nimbus Wallet', 'Metamask', 'Coinbase'].map(continueWith));
    client.destroy();
  });
});

describe('a wallet this browser lacks', () => {
  it.each([
    ['Phantom', 'https://phantom.com/download'],
    ['Metamask', 'https://metamask.io/download/'],
  ])('%s from Main → CryptoSetupWallet with its https download link (a new tab), back → Main', async (option, href) => {
    const { client, apiCalls } = createTestClient();
    renderWidget(client, { config: WALLETS_ONLY });
    fireEvent.click(await screen.findByRole('button', { name: continueWith(option) }));
    const wallet = { wallet: walletName(option) };
    expect(await screen.findByRole('heading', { name: formatMessage(MESSAGES['crypto.setupTitle'], wallet) })).toBeTruthy();
    expect(screen.getByText(formatMessage(MESSAGES['crypto.setupBody'], wallet))).toBeTruthy();
    const link = screen.getByRole('link', { name: formatMessage(MESSAGES['crypto.install'], wallet) });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: MESSAGES['common.back'] }));
    expect(await screen.findByRole('heading', { name: MESSAGES['main.header'] })).toBeTruthy();
    expect(apiCalls()).toEqual([]);
    client.destroy();
  });

  it('from the other-wallet screen too (the generic Solana option: the Solana wallet directory)', async () => {
    const { client } = createTestClient();
    renderWidget(client, { config: withOAuth(3) });
    await openOtherWallets();
    fireEvent.click(screen.getByRole('button', { name: continueWith('GenericSolanaWallet') }));
    const wallet = { wallet: walletName('GenericSolanaWallet') };
    await screen.findByRole('heading', { name: formatMessage(MESSAGES['crypto.setupTitle'], wallet) });
    const link = screen.getByRole('link', { name: formatMessage(MESSAGES['crypto.install'], wallet) });
    expect(link.getAttribute('href')).toBe('https://solana.com/ecosystem/explore?categories=wallet');
    client.destroy();
  });

  it('Vessel (no verified download page): the setup text, no link', async () => {
    const { client } = createTestClient();
    renderWidget(client, { config: withOAuth(1) });
    await openOtherWallets();
    fireEvent.click(screen.getByRole('button', { name: continueWith('Vessel') }));
    await screen.findByRole('heading', { name: formatMessage(MESSAGES['crypto.setupTitle'], { wallet: walletName('Vessel') }) });
    expect(screen.queryByRole('link', { name: formatMessage(MESSAGES['crypto.install'], { wallet: walletName('Vessel') }) })).toBeNull();
    client.destroy();
  });
});
