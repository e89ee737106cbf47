/**
 * Screen name → component (design notes: screens are looked up from a table,
 * not chosen in a switch). `Record<Screen, …>` makes a new screen name a type
 * error until it has an entry. Screens of later issues use the 'Coming soon'
 * placeholder.
 */
import type { ComponentType } from 'react';
import type { Screen } from '../state/screens';
import { ComingSoonScreen } from './coming-soon/coming-soon-screen';
import { EmailConfirmationScreen } from './email-confirmation/email-confirmation-screen';
import { MainScreen } from './main/main-screen';
import { OtpAuthenticateScreen } from './otp-authenticate/otp-authenticate-screen';
import { OtpConfirmationScreen } from './otp-confirmation/otp-confirmation-screen';

export const SCREEN_TABLE: Readonly<Record<Screen, ComponentType>> = {
  Main: MainScreen,
  EmailConfirmation: EmailConfirmationScreen,
  OTPAuthenticate: OtpAuthenticateScreen,
  OTPConfirmation: OtpConfirmationScreen,
  PasskeyRegistrationStart: ComingSoonScreen,
  PasskeyRegistrationSuccess: ComingSoonScreen,
  PasskeyConfirmation: ComingSoonScreen,
  PasswordResetForm: ComingSoonScreen,
  PasswordCreate: ComingSoonScreen,
  PasswordLogin: ComingSoonScreen,
  PasswordForgot: ComingSoonScreen,
  PasswordBreached: ComingSoonScreen,
  PasswordSetNew: ComingSoonScreen,
  PasswordDedupe: ComingSoonScreen,
  PasswordConfirmation: ComingSoonScreen,
  CryptoConnect: ComingSoonScreen,
  CryptoSignMessage: ComingSoonScreen,
  CryptoOtherScreen: ComingSoonScreen,
  CryptoSetupWallet: ComingSoonScreen,
  CryptoError: ComingSoonScreen,
  CryptoConfirmation: ComingSoonScreen,
  IDPConsent: ComingSoonScreen,
  PasskeyList: ComingSoonScreen,
};
