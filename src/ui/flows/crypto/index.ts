/**
 * Crypto wallets, Ethereum and Solana (docs/behaviour.md §2.5, §4.1, §8; docs/protocol.md §7.5): Main's
 * wallet buttons (installed wallets first, found by EIP-6963 and the injected
 * globals), CryptoOtherScreen, CryptoSetupWallet, CryptoConnect,
 * CryptoSignMessage, CryptoConfirmation and CryptoError. bs58 and the wallet
 * code load with this chunk, only when `crypto` is configured.
 */
import type { FlowDefinition } from '../flow';
import type { CryptoAction } from './actions';
import { CryptoMainBlock } from './main-block';
import { CRYPTO_MESSAGES } from './messages';
import { cryptoReducer } from './reducer';
import type { CryptoState } from './state';

const flow: FlowDefinition<CryptoState, CryptoAction, keyof typeof CRYPTO_MESSAGES> = {
  id: 'crypto',
  reducer: cryptoReducer,
  signsIn: ['crypto/signedIn'],
  screens: {
    CryptoOtherScreen: {
      component: { load: () => import('./deferred-screens').then((m) => m.CryptoOtherScreen) },
      backArrow: true,
      focus: 'heading',
    },
    CryptoSetupWallet: {
      component: { load: () => import('./deferred-screens').then((m) => m.CryptoSetupWalletScreen) },
      backArrow: true,
      focus: 'heading',
    },
    CryptoConnect: {
      component: { load: () => import('./deferred-screens').then((m) => m.CryptoConnectScreen) },
      backArrow: true,
      focus: 'heading',
    },
    CryptoSignMessage: {
      component: { load: () => import('./deferred-screens').then((m) => m.CryptoSignMessageScreen) },
      backArrow: true,
      focus: 'heading',
    },
    CryptoConfirmation: {
      component: { load: () => import('./deferred-screens').then((m) => m.CryptoConfirmationScreen) },
      backArrow: true,
      focus: 'heading',
    },
    CryptoError: {
      component: { load: () => import('./deferred-screens').then((m) => m.CryptoErrorScreen) },
      backArrow: true,
      focus: 'heading',
    },
  },
  serves: { crypto: CryptoMainBlock },
  effects(action, { emit, reportError, t }) {
    switch (action.type) {
      case 'crypto/signedIn':
        emit({ type: 'CryptoWalletAuthenticate', data: action.response });
        emit({ type: 'AuthenticateFlowComplete', data: {} });
        return;
      case 'crypto/failed': {
        // docs/behaviour.md §8.3: each failed step logs its line; the host gets it with the cause.
        const line = t(action.step === 'connect' ? 'crypto_connect_failed' : 'crypto_sign_failed');
        console.error(line, action.cause);
        reportError(new Error(line, { cause: action.cause }));
        return;
      }
      case 'crypto/otherOpened':
      case 'crypto/chosen':
      case 'crypto/challenged':
      case 'crypto/retried':
        return;
    }
  },
  messages: CRYPTO_MESSAGES,
  texts: 'crypto',
};

export default flow;
