/**
 * Mount kind → first screen (docs/behaviour.md §1: login opens Main, reset password
 * the reset form with its token, passkey registration its start screen, the
 * identity provider its consent screen; the passkey list kind is the list
 * management view, the authenticate kind the redirect landing; docs/behaviour.md
 * §1 lists all six).
 */
import type { WidgetKind } from '../widget-props';
import type { WidgetState } from '.';

export interface KindInputs {
  /** resetPassword: the token from the emailed link. */
  passwordResetToken?: string | undefined;
}

export const KIND_INITIAL_STATE: Readonly<Record<WidgetKind, (inputs: KindInputs) => WidgetState>> = {
  login: () => ({ screen: 'Main' }),
  resetPassword: (inputs) => ({ screen: 'PasswordResetForm', token: inputs.passwordResetToken ?? '' }),
  passkeyRegistration: () => ({ screen: 'PasskeyRegistrationStart' }),
  passkeyList: () => ({ screen: 'PasskeyList' }),
  identityProvider: () => ({ screen: 'IDPConsent' }),
  authenticate: () => ({ screen: 'AuthenticateByUrl' }),
};
