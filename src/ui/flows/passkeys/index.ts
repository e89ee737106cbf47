/**
 * Passkeys (docs/behaviour.md §2.6, §4.1, §4.3, §8): Main's passkey sign-in (the button
 * and autofill), PasskeyConfirmation, the passkey registration kind
 * (PasskeyRegistrationStart, PasskeyRegistrationSuccess with the list) and
 * the passkey list kind, and their events. @simplewebauthn/browser arrives
 * with the client's `webauthn` namespace, itself a chunk loaded on first use.
 */
import type { FlowDefinition } from '../flow';
import type { PasskeysAction } from './actions';
import { PasskeyConfirmationScreen } from './confirmation-screen';
import { PASSKEY_MESSAGES } from './messages';
import { PasskeyListScreen } from './passkey-list-screen';
import { passkeysReducer } from './reducer';
import { PasskeyRegistrationStartScreen } from './registration-start-screen';
import { PasskeyRegistrationSuccessScreen } from './registration-success-screen';
import { signInWithPasskeyFromMain } from './sign-in';
import type { PasskeysState } from './state';

const flow: FlowDefinition<PasskeysState, PasskeysAction, keyof typeof PASSKEY_MESSAGES> = {
  id: 'passkeys',
  reducer: passkeysReducer,
  signsIn: ['passkeys/authenticated'],
  // Every screen is in the flow's chunk: the two after a ceremony are about 0.2 and 0.4 kB gzip,
  // under the size of a chunk of their own (docs/architecture.md, "Chunks"), and this flow is not
  // in the first load of a login mount that does not configure passkeys.
  screens: {
    PasskeyConfirmation: {
      component: PasskeyConfirmationScreen,
      backArrow: true,
      focus: 'heading',
    },
    // The passkey registration kind's first screen: no Main to return to.
    PasskeyRegistrationStart: {
      component: PasskeyRegistrationStartScreen,
      backArrow: false,
      focus: 'heading',
    },
    // 'Set up another Passkey' returns to the start; a back arrow would only repeat it.
    PasskeyRegistrationSuccess: {
      component: PasskeyRegistrationSuccessScreen,
      backArrow: false,
      focus: 'heading',
    },
    // The passkey list kind's only screen.
    PasskeyList: {
      component: PasskeyListScreen,
      backArrow: false,
      focus: 'heading',
    },
  },
  serves: { passkey: signInWithPasskeyFromMain },
  effects(action, { emit }) {
    switch (action.type) {
      case 'passkeys/authenticated':
        emit({ type: 'PasskeyAuthenticate', data: action.response });
        emit({ type: 'AuthenticateFlowComplete', data: {} });
        return;
      case 'passkeys/registered':
        emit({ type: 'PasskeyRegister', data: action.response });
        return;
      case 'passkeys/done':
        emit({ type: 'PasskeyDone', data: {} });
        return;
      case 'passkeys/skipped':
      case 'passkeys/setUpAnother':
      case 'passkeys/deleteAsked':
      case 'passkeys/deleteEnded':
        return;
    }
  },
  messages: PASSKEY_MESSAGES,
  texts: 'passkeys',
};

export default flow;
