/**
 * The wallet flow's transitions (docs/behaviour.md §4.1): a wallet chosen on Main or
 * the other-wallet screen → CryptoConnect (or CryptoSetupWallet when it is
 * not installed) → CryptoSignMessage → CryptoConfirmation; any failure →
 * CryptoError, whose 'Try again' connects the same wallet again. Each action applies only on the screens of its applies-on
 * table (docs/architecture.md, "Reducer").
 */
import type { WidgetState } from '..';
import type { AppliesOn } from '../applies-on';
import type { CryptoAction, CryptoFailure } from './actions';

/** The screen of each step a failure names. */
const STEP_SCREEN = { connect: 'CryptoConnect', sign: 'CryptoSignMessage' } as const satisfies Record<CryptoFailure, WidgetState['screen']>;

/** Where an action leads from `state`, one of the screens it applies on. */
function next(state: WidgetState, action: CryptoAction): WidgetState {
  switch (action.type) {
    case 'crypto/otherOpened':
      return { screen: 'CryptoOtherScreen' };
    case 'crypto/chosen':
      return action.installed ? { screen: 'CryptoConnect', wallet: action.wallet } : { screen: 'CryptoSetupWallet', wallet: action.wallet };
    case 'crypto/challenged':
      // Applies on CryptoConnect only: the wallet is the one being connected.
      return state.screen === 'CryptoConnect'
        ? { screen: 'CryptoSignMessage', wallet: state.wallet, address: action.address, challenge: action.challenge }
        : state;
    case 'crypto/signedIn':
      return { screen: 'CryptoConfirmation' };
    case 'crypto/failed':
      // A failure applies on its own step's screen only: connecting, or signing.
      return state.screen === STEP_SCREEN[action.step] ? { screen: 'CryptoError', wallet: state.wallet } : state;
    case 'crypto/retried':
      return state.screen === 'CryptoError' ? { screen: 'CryptoConnect', wallet: state.wallet } : state;
  }
}

/** The screens each action may leave from. */
const APPLIES_ON: AppliesOn<CryptoAction> = {
  'crypto/otherOpened': ['Main'],
  'crypto/chosen': ['Main', 'CryptoOtherScreen'],
  'crypto/challenged': ['CryptoConnect'],
  'crypto/signedIn': ['CryptoSignMessage'],
  'crypto/failed': ['CryptoConnect', 'CryptoSignMessage'],
  'crypto/retried': ['CryptoError'],
};

export function cryptoReducer(state: WidgetState, action: CryptoAction): WidgetState {
  return APPLIES_ON[action.type].includes(state.screen) ? next(state, action) : state;
}
