/**
 * Main (or the password form) → OTPAuthenticate on a send; a resend keeps the
 * screen with the new method id and a fresh countdown; expiry disables the
 * code; a verified code → OTPConfirmation. Each action applies only on the
 * screens of its applies-on table (docs/architecture.md, "Reducer"): an
 * action for a screen the visitor has left is stale and changes nothing.
 */
import type { WidgetState } from '..';
import type { AppliesOn } from '../applies-on';
import type { OtpAction } from './actions';

/** Where an action leads from `state`, one of the screens it applies on. */
function next(state: WidgetState, action: OtpAction): WidgetState {
  switch (action.type) {
    case 'otp/sent':
      return {
        screen: 'OTPAuthenticate',
        type: action.method,
        methodId: action.response.method_id,
        destination: action.destination,
        otpDestination: action.display,
        expiresAt: action.expiresAt,
        expired: false,
      };
    case 'otp/resent': {
      // The same destinations, a new code: its method id and expiry; the error shown is no longer current.
      if (state.screen !== 'OTPAuthenticate') return state;
      const { error: _dropped, ...rest } = state;
      return { ...rest, methodId: action.response.method_id, expiresAt: action.expiresAt, expired: false };
    }
    case 'otp/expired': {
      // Already expired: nothing changes (the countdown and the server may both say so).
      if (state.screen !== 'OTPAuthenticate' || state.expired) return state;
      const { error: _dropped, ...rest } = state;
      return { ...rest, expired: true };
    }
    case 'otp/verified':
      return { screen: 'OTPConfirmation' };
  }
}

/** The screens each action may leave from. */
const APPLIES_ON: AppliesOn<OtpAction> = {
  // Sent from Main's tabs, or from the password form's 'Email me a login code'.
  'otp/sent': ['Main', 'PasswordCreateOrLogin'],
  'otp/resent': ['OTPAuthenticate'],
  'otp/expired': ['OTPAuthenticate'],
  'otp/verified': ['OTPAuthenticate'],
};

export function otpReducer(state: WidgetState, action: OtpAction): WidgetState {
  return APPLIES_ON[action.type].includes(state.screen) ? next(state, action) : state;
}
