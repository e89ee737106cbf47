/**
 * The closed set of things that change the widget state: the spec's
 * transition actions (section 4) plus navigation. A closed union lets the
 * reducer's switch be checked for exhaustiveness.
 */
import type { MessageDescriptor } from '../i18n/format';
import type { Screen } from './screens';
import type { CryptoState, OtpState, PasswordState } from './widget-state';

export type WidgetAction =
  /** Switch to any screen. */
  | { type: 'navigate'; screen: Screen }
  /** The back arrow: return to Main. */
  | { type: 'goBack' }
  | { type: 'setMagicLinkEmail'; email: string }
  | { type: 'updateOtpState'; otp: Partial<OtpState> }
  | { type: 'updateCryptoState'; crypto: Partial<CryptoState> }
  | { type: 'updatePasswordState'; password: Partial<PasswordState> }
  | { type: 'setErrorDescriptor'; error: MessageDescriptor }
  | { type: 'clearErrorDescriptor' };

export type WidgetActionType = WidgetAction['type'];

/** Action creators, so screens do not spell action objects by hand. */
export const widgetActions = {
  navigate: (screen: Screen): WidgetAction => ({ type: 'navigate', screen }),
  goBack: (): WidgetAction => ({ type: 'goBack' }),
  setMagicLinkEmail: (email: string): WidgetAction => ({ type: 'setMagicLinkEmail', email }),
  updateOtpState: (otp: Partial<OtpState>): WidgetAction => ({ type: 'updateOtpState', otp }),
  updateCryptoState: (crypto: Partial<CryptoState>): WidgetAction => ({ type: 'updateCryptoState', crypto }),
  updatePasswordState: (password: Partial<PasswordState>): WidgetAction => ({
    type: 'updatePasswordState',
    password,
  }),
  setErrorDescriptor: (error: MessageDescriptor): WidgetAction => ({ type: 'setErrorDescriptor', error }),
  clearErrorDescriptor: (): WidgetAction => ({ type: 'clearErrorDescriptor' }),
} as const;
