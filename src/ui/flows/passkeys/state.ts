import type { ScreenStateBase } from '../flow';

/** Signed in with a passkey from Main (docs/behaviour.md §2.6: 'Success!'). */
export interface PasskeyConfirmationState extends ScreenStateBase {
  screen: 'PasskeyConfirmation';
}

/** The passkey registration kind's first screen: create a passkey, or skip. */
export interface PasskeyRegistrationStartState extends ScreenStateBase {
  screen: 'PasskeyRegistrationStart';
}

/**
 * After create or skip (docs/behaviour.md §2.6): the 'Existing Passkeys' list with
 * 'Set up another Passkey' and 'Done'. `created` is false after a skip, when
 * the screen does not claim a passkey was created.
 */
export interface PasskeyRegistrationSuccessState extends ScreenStateBase {
  screen: 'PasskeyRegistrationSuccess';
  created: boolean;
}

/** The passkey list kind (`mountPasskeyList`): the same list, for an account settings page. */
export interface PasskeyListState extends ScreenStateBase {
  screen: 'PasskeyList';
}

export type PasskeysState =
  | PasskeyConfirmationState
  | PasskeyRegistrationStartState
  | PasskeyRegistrationSuccessState
  | PasskeyListState;
