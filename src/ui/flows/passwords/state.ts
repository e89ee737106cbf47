import type { ScreenStateBase } from '../flow';

/**
 * What `users/search` says about an email (docs/behaviour.md §3.3, password state:
 * email and type). `new` and `password` open PasswordCreateOrLogin in its
 * create or login variant; `passwordless` never reaches a password screen
 * (the tab sends a link, a code or a reset email at once).
 */
export type PasswordUserType = 'new' | 'password' | 'passwordless';

/** The create (`new`) or login (`password`) form for `email`. */
export interface PasswordCreateOrLoginState extends ScreenStateBase {
  screen: 'PasswordCreateOrLogin';
  email: string;
  type: Exclude<PasswordUserType, 'passwordless'>;
}

/** The screens that say a reset email went to `email` (each with resend). */
export type ResetEmailScreen = 'PasswordForgot' | 'PasswordSetNew' | 'PasswordDedupe' | 'PasswordBreached';

export interface ResetEmailSentState extends ScreenStateBase {
  screen: ResetEmailScreen;
  email: string;
}

/**
 * The reset kind's first screen (docs/behaviour.md §2.4), from the
 * registry's `starts` (src/ui/flows/index.ts): the token from the emailed link. The link's `stytch_token_type`
 * is read from the page URL by the screen (so the entry carries none of
 * this): `login` logs in with the token at once, anything else shows 'Reset
 * your password'. `tokenType` set here overrides the URL (the gallery).
 * `expired`: the token was refused (used or expired): the screen offers a new
 * email instead of the form.
 */
export interface PasswordResetFormState extends ScreenStateBase {
  screen: 'PasswordResetForm';
  token: string;
  tokenType?: 'login' | 'reset_password';
  expired?: true;
}

export interface PasswordConfirmationState extends ScreenStateBase {
  screen: 'PasswordConfirmation';
}

export type PasswordsState = PasswordCreateOrLoginState | ResetEmailSentState | PasswordResetFormState | PasswordConfirmationState;
