import type { ScreenStateBase } from '../flow';

/**
 * What the passkey list says besides errors, in its screen's state (set and
 * cleared by the reducer): `deleteWarning` while a delete is asked (the
 * passkey stays in the password manager; docs/behaviour.md §4.3).
 */
export type PasskeyNotice = 'deleteWarning';

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
  notice?: PasskeyNotice;
}

/** The passkey list kind (`mountPasskeyList`): the same list, for an account settings page. */
export interface PasskeyListState extends ScreenStateBase {
  screen: 'PasskeyList';
  notice?: PasskeyNotice;
}

export type PasskeysState =
  | PasskeyConfirmationState
  | PasskeyRegistrationStartState
  | PasskeyRegistrationSuccessState
  | PasskeyListState;
