import { describe, expect, it } from 'vitest';
import { otpExpiresAt } from '../../../../src/ui/flows/otp/actions';
import { COUNTDOWN_TICK_MS, formatCountdown, isExpired, remainingMs } from '../../../../src/ui/components/countdown-time';
import { PASSCODE_LENGTH, isComplete, sanitizePasscode, shouldAutoSubmit } from '../../../../src/ui/components/passcode';
import {
  CODE_SENT_LABEL_MS,
  RESEND_LABEL_KEYS,
  canResend,
  resendTransition,
  type ResendState,
} from '../../../../src/ui/flows/otp/resend-state';
import { MESSAGES } from '../../../../src/ui/i18n/messages';

describe('formatCountdown', () => {
  it.each([
    [300_000, '5:00'],
    [299_001, '5:00'],
    [299_000, '4:59'],
    [61_000, '1:01'],
    [60_000, '1:00'],
    [59_999, '1:00'],
    [9_000, '0:09'],
    [1, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
    [Number.NaN, '0:00'],
    [75 * 60_000, '75:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
    expect(formatCountdown(ms, 'en')).toBe(text);
  });

  it.each([
    ['fa', 299_000, '۴:۵۹'],
    ['fa', 9_000, '۰:۰۹'],
    ['ar-EG', 75 * 60_000, '٧٥:٠٠'],
    ['de', 1_234 * 60_000, '1234:00'],
  ])('in the digits of %s: %d ms → %s', (locale, ms, text) => {
    expect(formatCountdown(ms, locale)).toBe(text);
  });

  it('ticks each second until expiry', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    const expiresAt = otpExpiresAt(1_000_000, 5);
    expect(expiresAt).toBe(1_300_000);
    expect(remainingMs(expiresAt, 1_000_000)).toBe(300_000);
    expect(remainingMs(expiresAt, 2_000_000)).toBe(0);
    expect(isExpired(expiresAt, 1_299_999)).toBe(false);
    expect(isExpired(expiresAt, 1_300_000)).toBe(true);
    // A refused code: the server's reason decides before the time is up; a wrong code is not an expired one.
    expect(isExpired(expiresAt, 1_000_000, { error_type: 'otp_code_not_found', error_details: { reason: 'expired' } })).toBe(true);
    expect(isExpired(expiresAt, 1_000_000, { error_type: 'otp_code_not_found' })).toBe(false);
    expect(isExpired(expiresAt, 1_300_000, { error_type: 'otp_code_not_found' })).toBe(true);
    expect(MESSAGES['otp.expired']).toBe('Your code has expired.');
  });
});

describe('passcode input', () => {
  it('keeps digits only, at most 6', () => {
    expect(PASSCODE_LENGTH).toBe(6);
    expect(sanitizePasscode('12a3 4-5')).toBe('12345');
    expect(sanitizePasscode('123456789')).toBe('123456');
    expect(sanitizePasscode('١٢٣')).toBe('');
    expect(sanitizePasscode('')).toBe('');
  });

  it('is complete at exactly 6 digits', () => {
    expect(isComplete('123456')).toBe(true);
    expect(isComplete('12345')).toBe(false);
    expect(isComplete('12345a')).toBe(false);
    expect(isComplete('1234567')).toBe(false);
  });

  it('auto-submits on the change that completes the code', () => {
    expect(shouldAutoSubmit('12345', '123456')).toBe(true);
    expect(shouldAutoSubmit('123456', '123456')).toBe(false);
    expect(shouldAutoSubmit('', '123456')).toBe(true);
    expect(shouldAutoSubmit('1234', '12345')).toBe(false);
  });
});

describe('resend state machine', () => {
  it("shows 'Code sent' for 2 seconds (docs/behaviour.md §9)", () => {
    expect(CODE_SENT_LABEL_MS).toBe(2000);
  });

  it('goes initial → sending → sent → waiting, and back to initial on failure', () => {
    expect(resendTransition('initial', 'send')).toBe('sending');
    expect(resendTransition('sending', 'succeeded')).toBe('sent');
    expect(resendTransition('sent', 'sentLabelElapsed')).toBe('waiting');
    expect(resendTransition('waiting', 'send')).toBe('sending');
    expect(resendTransition('sending', 'failed')).toBe('initial');
  });

  it('ignores events that do not apply', () => {
    expect(resendTransition('sending', 'send')).toBe('sending');
    expect(resendTransition('sent', 'send')).toBe('sent');
    expect(resendTransition('initial', 'succeeded')).toBe('initial');
    expect(resendTransition('waiting', 'sentLabelElapsed')).toBe('waiting');
  });

  it('labels each state', () => {
    const labels = Object.fromEntries(
      (Object.keys(RESEND_LABEL_KEYS) as ResendState[]).map((s) => [s, MESSAGES[RESEND_LABEL_KEYS[s]]]),
    );
    expect(labels).toEqual({ initial: 'Resend code', sending: 'Sending...', sent: 'Code sent', waiting: 'Resend code' });
    expect(canResend('initial')).toBe(true);
    expect(canResend('waiting')).toBe(true);
    expect(canResend('sending')).toBe(false);
    expect(canResend('sent')).toBe(false);
  });
});
