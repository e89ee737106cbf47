/**
 * The passkey flow's transitions (docs/behaviour.md §4.1). Each action applies only
 * on the screen it belongs to, so a late answer for a screen the visitor left
 * changes nothing.
 */
import type { ScreenStateBase } from '../flow';
import type { PasskeysAction } from './actions';
import type { PasskeyConfirmationState, PasskeyRegistrationStartState, PasskeyRegistrationSuccessState } from './state';

const isSuccess = (state: ScreenStateBase): state is PasskeyRegistrationSuccessState =>
  state.screen === 'PasskeyRegistrationSuccess';

export function passkeysReducer(state: ScreenStateBase, action: PasskeysAction): ScreenStateBase {
  switch (action.type) {
    case 'passkeys/authenticated': {
      // Only Main starts a passkey sign-in; the confirmation carries no error.
      const next: PasskeyConfirmationState = { screen: 'PasskeyConfirmation' };
      return state.screen === 'Main' ? next : state;
    }
    case 'passkeys/registered':
    case 'passkeys/skipped': {
      const next: PasskeyRegistrationSuccessState = {
        screen: 'PasskeyRegistrationSuccess',
        created: action.type === 'passkeys/registered',
      };
      return state.screen === 'PasskeyRegistrationStart' ? next : state;
    }
    case 'passkeys/setUpAnother': {
      const next: PasskeyRegistrationStartState = { screen: 'PasskeyRegistrationStart' };
      return isSuccess(state) ? next : state;
    }
    case 'passkeys/done': {
      if (!isSuccess(state)) return state;
      const { error: _cleared, ...success } = state;
      const next: PasskeyRegistrationSuccessState = { ...success, doneAt: action.at };
      return next;
    }
  }
}
