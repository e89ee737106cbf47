/** The passcode screen's state for the tests that render it (otp.test.tsx, rtl-locale.test.tsx). */
import type { WidgetState } from '../../../../src/ui/flows';

type OtpScreenState = Extract<WidgetState, { screen: 'OTPAuthenticate' }>;

/** OTPAuthenticate after an email passcode to ada@example.com, five minutes to go. */
export function otpState(overrides: Partial<OtpScreenState> = {}): WidgetState {
  return {
    screen: 'OTPAuthenticate',
    type: 'email',
    methodId: 'email-method-1',
    destination: 'ada@example.com',
    otpDestination: 'ada@example.com',
    expiresAt: Date.now() + 5 * 60_000,
    expired: false,
    ...overrides,
  };
}
