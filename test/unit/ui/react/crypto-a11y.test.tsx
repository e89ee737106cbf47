// @vitest-environment jsdom
/**
 * axe-core over each wallet screen in jsdom (colour contrast is left to the
 * gallery's browser test). The steps that prompt a wallet get one whose
 * prompts are never answered, so the screen stays as the visitor sees it.
 */
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetState } from '../../../../src/ui/flows';
import type { ChosenWallet } from '../../../../src/ui/flows/crypto/state';
import { formatMessage } from '../../../../src/ui/i18n/format';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import { continueWith, installAnnouncer, pendingProvider, removeWallets, setGlobal, walletName, WALLETS_ONLY, withOAuth } from './crypto-fixtures';
import { cleanup, createTestClient, renderWidget } from './harness';

afterEach(() => {
  cleanup();
  removeWallets();
});

async function violations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const METAMASK: ChosenWallet = { id: 'Metamask', name: walletName('Metamask'), chain: 'ethereum' };
const ADDRESS = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4';

const SCREENS: ReadonlyArray<readonly [name: string, state: WidgetState, shows: string]> = [
  ['CryptoOtherScreen', { screen: 'CryptoOtherScreen' }, continueWith('GenericSolanaWallet')],
  [
    'CryptoSetupWallet',
    { screen: 'CryptoSetupWallet', wallet: { id: 'Phantom', name: walletName('Phantom'), chain: 'solana' } },
    formatMessage(MESSAGES['crypto.install'], { wallet: walletName('Phantom') }),
  ],
  ['CryptoConnect', { screen: 'CryptoConnect', wallet: METAMASK }, formatMessage(MESSAGES['crypto.connectTitle'], { wallet: METAMASK.name })],
  [
    'CryptoSignMessage',
    { screen: 'CryptoSignMessage', wallet: METAMASK, address: ADDRESS, challenge: `app.example.com wants you to sign in with your Ethereum account:\n${ADDRESS}` },
    MESSAGES['crypto.messageLabel'],
  ],
  ['CryptoConfirmation', { screen: 'CryptoConfirmation' }, MESSAGES['crypto.successTitle']],
  ['CryptoError', { screen: 'CryptoError', wallet: { id: 'Metamask', name: 'MetaMask', chain: 'ethereum' } }, MESSAGES['crypto.errorTitle']],
];

describe('accessibility of the wallet screens (axe)', () => {
  it('Main with wallet buttons, social buttons and an announced wallet with its own icon', async () => {
    installAnnouncer({ name: 'Nimbus Wallet', rdns: 'com.example.nimbus' }, pendingProvider());
    const { client } = createTestClient();
    const { container } = renderWidget(client, { config: withOAuth(1) });
    await screen.findByRole('button', { name: continueWith('Nimbus Wallet') });
    expect(await violations(container)).toEqual([]);
    client.destroy();
  });

  it.each(SCREENS)('%s', async (_name, state, shows) => {
    setGlobal('ethereum', pendingProvider({ isMetaMask: true }));
    const { client } = createTestClient();
    const { container } = renderWidget(client, { config: WALLETS_ONLY, initialState: state });
    // The screen, not CryptoError after a failed step: its own text shows.
    await screen.findByText(shows);
    expect(container.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe(state.screen);
    expect(await violations(container)).toEqual([]);
    client.destroy();
  });
});
