/**
 * The widget's state (spec section 3): the current screen plus the per-flow
 * data one screen hands to the next. It is plain serialisable data, changed
 * only by the reducer, so every transition is testable without React.
 */
import type { OtpMethod, WalletOption } from '../config/config-types';
import type { MessageDescriptor } from '../i18n/format';
import type { Screen } from './screens';

export interface MagicLinkState {
  /** The address the link was sent to; shown on EmailConfirmation. */
  email: string;
}

export interface OtpState {
  type: OtpMethod;
  /** `method_id` returned by login-or-create; needed to authenticate the code. */
  methodId: string;
  /** Email address or E.164 phone number the code went to. */
  otpDestination: string;
}

export interface CryptoState {
  walletAddress: string;
  walletOption: WalletOption;
  /** The message to sign, from authenticate-start. */
  walletChallenge: string;
}

/**
 * `new`: no account yet (create form); `password`: has a password (login form);
 * `passwordless`: account without a password (a link/code/reset email is sent).
 * The user search answers new or existing; the UI refines existing users.
 */
export type PasswordUserType = 'new' | 'password' | 'passwordless';

export interface PasswordState {
  email: string;
  type: PasswordUserType;
}

export interface ResetPasswordState {
  /** The emailed token read from the query string of the reset page. */
  token: string;
}

export interface WidgetState {
  screen: Screen;
  magicLink: MagicLinkState;
  otp: OtpState;
  crypto: CryptoState;
  password: PasswordState;
  resetPassword: ResetPasswordState;
  /** The error to show on the current screen, as data (design notes, "Errors"). */
  error?: MessageDescriptor;
}

/** Per-mount starting point: the entry point picks the screen (and the reset token). */
export interface InitialStateOptions {
  screen?: Screen;
  resetPasswordToken?: string;
}

/** The default wallet (spec section 3: walletOption default Metamask). */
export const DEFAULT_WALLET_OPTION: WalletOption = 'Metamask';

export function createInitialState(options: InitialStateOptions = {}): WidgetState {
  return {
    screen: options.screen ?? 'Main',
    magicLink: { email: '' },
    otp: { type: 'email', methodId: '', otpDestination: '' },
    crypto: { walletAddress: '', walletOption: DEFAULT_WALLET_OPTION, walletChallenge: '' },
    password: { email: '', type: 'new' },
    resetPassword: { token: options.resetPasswordToken ?? '' },
  };
}

/** The state of a fresh login mount. */
export const INITIAL_STATE: Readonly<WidgetState> = createInitialState();
