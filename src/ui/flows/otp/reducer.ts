import type { OtpMethod } from '../../config/config-types';
import type { ScreenStateBase } from '../flow';
import type { OtpAction } from './actions';
import type { OtpAuthenticateState } from './state';

function authenticateState(type: OtpMethod, methodId: string, otpDestination: string, sentAt: number): OtpAuthenticateState {
  return { screen: 'OTPAuthenticate', type, methodId, otpDestination, sentAt, expired: false };
}

const onAuthenticate = (state: ScreenStateBase): state is OtpAuthenticateState => state.screen === 'OTPAuthenticate';

/**
 * Main → OTPAuthenticate on a send; a resend keeps the screen with the new
 * method id and a fresh countdown; expiry disables the code; a verified code
 * → OTPConfirmation. An action for a screen the visitor has left is stale and
 * changes nothing.
 */
export function otpReducer(state: ScreenStateBase, action: OtpAction): ScreenStateBase {
  switch (action.type) {
    case 'otp/sent':
      // Sent from Main's tabs, or from the password form's 'Email me a login code'.
      if (state.screen !== 'Main' && state.screen !== 'PasswordCreateOrLogin') return state;
      return authenticateState(action.method, action.methodId, action.destination, action.sentAt);
    case 'otp/resent':
      if (!onAuthenticate(state)) return state;
      return authenticateState(state.type, action.methodId, state.otpDestination, action.sentAt);
    case 'otp/expired': {
      if (!onAuthenticate(state) || state.expired) return state;
      const { error: _dropped, ...rest } = state;
      const next: OtpAuthenticateState = { ...rest, expired: true };
      return next;
    }
    case 'otp/verified':
      return onAuthenticate(state) ? { screen: 'OTPConfirmation' } : state;
  }
}
