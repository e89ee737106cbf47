/**
 * The wallet flow's transitions (docs/behaviour.md §4.1): a wallet chosen on Main or
 * the other-wallet screen → CryptoConnect (or CryptoSetupWallet when it is
 * not installed) → CryptoSignMessage → CryptoConfirmation; any failure →
 * CryptoError. Each action applies only on the screen it belongs to.
 */
import type { ScreenStateBase } from '../flow';
import type { CryptoAction } from './actions';
import type { CryptoState } from './state';

type On<S extends CryptoState['screen']> = Extract<CryptoState, { screen: S }>;

const on = <S extends CryptoState['screen']>(state: ScreenStateBase, screen: S): state is On<S> => state.screen === screen;

export function cryptoReducer(state: ScreenStateBase, action: CryptoAction): ScreenStateBase {
  switch (action.type) {
    case 'crypto/otherOpened': {
      const next: On<'CryptoOtherScreen'> = { screen: 'CryptoOtherScreen' };
      return state.screen === 'Main' ? next : state;
    }
    case 'crypto/chosen': {
      if (state.screen !== 'Main' && state.screen !== 'CryptoOtherScreen') return state;
      const next: On<'CryptoConnect'> | On<'CryptoSetupWallet'> = action.installed
        ? { screen: 'CryptoConnect', wallet: action.wallet }
        : { screen: 'CryptoSetupWallet', wallet: action.wallet };
      return next;
    }
    case 'crypto/challenged': {
      if (!on(state, 'CryptoConnect')) return state;
      const next: On<'CryptoSignMessage'> = {
        screen: 'CryptoSignMessage',
        wallet: state.wallet,
        address: action.address,
        challenge: action.challenge,
      };
      return next;
    }
    case 'crypto/signedIn': {
      const next: On<'CryptoConfirmation'> = { screen: 'CryptoConfirmation' };
      return on(state, 'CryptoSignMessage') ? next : state;
    }
    case 'crypto/failed': {
      const expected = action.step === 'connect' ? 'CryptoConnect' : 'CryptoSignMessage';
      const next: On<'CryptoError'> = { screen: 'CryptoError' };
      return state.screen === expected ? next : state;
    }
  }
}
