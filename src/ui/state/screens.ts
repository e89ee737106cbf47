/**
 * Every screen of the widget (spec section 2). There are no URL routes: the
 * current screen is a field of the widget state and the React layer looks the
 * component up in a table keyed by these names, so adding a screen is a type
 * error until it has a component.
 *
 * The spec's "PasswordCreateOrLogin (create and login variants)" is split into
 * PasswordCreate and PasswordLogin, so each variant is a plain screen name.
 */
export const SCREENS = [
  'Main',
  'PasskeyRegistrationStart',
  'PasskeyRegistrationSuccess',
  'PasskeyConfirmation',
  'PasswordResetForm',
  'PasswordCreate',
  'PasswordLogin',
  'PasswordForgot',
  'PasswordBreached',
  'PasswordSetNew',
  'PasswordDedupe',
  'PasswordConfirmation',
  'EmailConfirmation',
  'OTPAuthenticate',
  'OTPConfirmation',
  'CryptoConnect',
  'CryptoSignMessage',
  'CryptoOtherScreen',
  'CryptoSetupWallet',
  'CryptoError',
  'CryptoConfirmation',
  'IDPConsent',
  'PasskeyList',
] as const;

export type Screen = (typeof SCREENS)[number];

/** The screen every back arrow returns to (spec section 2). */
export const HOME_SCREEN: Screen = 'Main';

/**
 * Screens without a back arrow: Main itself, and the screens of the other
 * mount entry points (reset password, passkey registration, identity provider,
 * passkey list), where there is no login Main behind them to return to. The
 * spec's "every sub-screen has a back arrow" is read as every sub-screen of
 * the login flow.
 */
export const ROOT_SCREENS: readonly Screen[] = [
  'Main',
  'PasswordResetForm',
  'PasskeyRegistrationStart',
  'PasskeyRegistrationSuccess',
  'IDPConsent',
  'PasskeyList',
];

export function isScreen(value: unknown): value is Screen {
  return typeof value === 'string' && (SCREENS as readonly string[]).includes(value);
}

/** Whether the screen shows the back arrow to Main. */
export function hasBackArrow(screen: Screen): boolean {
  return !ROOT_SCREENS.includes(screen);
}
