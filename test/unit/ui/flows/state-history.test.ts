/**
 * State-history tests (docs/architecture.md): feed the root reducer a
 * sequence of actions and assert the exact sequence of screens and data.
 * Stale actions — an answer for a screen the visitor has left — change
 * nothing.
 */
import { describe, expect, it } from 'vitest';
import type { OtpsAuthenticateResponse, OtpsSendResponse } from '../../../../src/core';
import idp from '../../../../src/ui/flows/idp';
import { flowsNeeded, type WidgetState } from '../../../../src/ui/flows';
import { firstScreen } from '../../../../src/ui/flows';
import magicLink from '../../../../src/ui/flows/magic-link';
import { magicLinkSent, magicLinkTryAgain, type MagicLinkAction } from '../../../../src/ui/flows/magic-link/actions';
import main from '../../../../src/ui/flows/main';
import otp from '../../../../src/ui/flows/otp';
import passkeys from '../../../../src/ui/flows/passkeys';
import passwords from '../../../../src/ui/flows/passwords';
import { otpExpired, otpResent, otpSent, otpVerified } from '../../../../src/ui/flows/otp/actions';
import { alertError } from '../../../../src/ui/flows/screen-error';
import { createRootReducer, type RootAction } from '../../../../src/ui/host/root-reducer';

const HOME: WidgetState = { screen: 'Main' };
const reducer = createRootReducer([main, magicLink, otp, idp], HOME);

/** Every state after each action, starting from `start`. */
function history(actions: RootAction[], start: WidgetState = HOME): WidgetState[] {
  const states = [start];
  for (const action of actions) states.push(reducer(states.at(-1) as WidgetState, action));
  return states;
}

const sendResponse = (methodId: string) => ({ request_id: 'r', status_code: 200, method_id: methodId }) as OtpsSendResponse;
const authResponse = {} as OtpsAuthenticateResponse;
const wrongCode = { message: { key: 'otp_code_not_found' }, field: true };
/** A Main tab's input for an email: sent to and shown as the address. */
const email = (address: string) => ({ destination: address, display: address });

describe('magic-link flow', () => {
  it('Main → EmailConfirmation (email stored) → Try again → Main', () => {
    const states = history([magicLinkSent('ada@example.com', { request_id: 'r', status_code: 200 }), magicLinkTryAgain('ada@example.com')]);
    expect(states).toEqual([{ screen: 'Main' }, { screen: 'EmailConfirmation', email: 'ada@example.com' }, { screen: 'Main' }]);
  });

  it('Main → EmailConfirmation → Resend email (stays, same email) → Try again → Main', () => {
    const sent = { request_id: 'r', status_code: 200 };
    const magicLinkResent = (email: string, response: typeof sent): MagicLinkAction => ({ type: 'magicLink/resent', email, response });
    const states = history([magicLinkSent('ada@example.com', sent), magicLinkResent('ada@example.com', sent), magicLinkTryAgain('ada@example.com')]);
    expect(states).toEqual([
      { screen: 'Main' },
      { screen: 'EmailConfirmation', email: 'ada@example.com' },
      { screen: 'EmailConfirmation', email: 'ada@example.com' },
      { screen: 'Main' },
    ]);
    // A late resend answer after 'Try again' changes nothing.
    expect(reducer(HOME, magicLinkResent('ada@example.com', sent))).toBe(HOME);
  });

  it('a late send answer after the visitor left Main changes nothing', () => {
    const onConfirmation: WidgetState = { screen: 'EmailConfirmation', email: 'a@b.co' };
    expect(reducer(onConfirmation, magicLinkSent('late@b.co', { request_id: 'r', status_code: 200 }))).toBe(onConfirmation);
    expect(reducer(HOME, magicLinkTryAgain('a@b.co'))).toBe(HOME);
  });
});

describe('passcode flow', () => {
  it('send → wrong code → resend → expiry → resend → verified (signed in) → back stays there', () => {
    const states = history([
      otpSent('email', email('ada@example.com'), sendResponse('m1'), 1000),
      { type: 'failed', error: wrongCode },
      otpResent('email', 'ada@example.com', sendResponse('m2'), 2000),
      otpExpired(),
      otpExpired(),
      otpResent('email', 'ada@example.com', sendResponse('m3'), 3000),
      otpVerified(authResponse),
      { type: 'back' },
    ]);
    const base = { screen: 'OTPAuthenticate', type: 'email', destination: 'ada@example.com', otpDestination: 'ada@example.com' };
    expect(states).toEqual([
      { screen: 'Main' },
      { ...base, methodId: 'm1', expiresAt: 1000, expired: false },
      { ...base, methodId: 'm1', expiresAt: 1000, expired: false, error: wrongCode },
      { ...base, methodId: 'm2', expiresAt: 2000, expired: false },
      { ...base, methodId: 'm2', expiresAt: 2000, expired: true },
      { ...base, methodId: 'm2', expiresAt: 2000, expired: true },
      { ...base, methodId: 'm3', expiresAt: 3000, expired: false },
      { screen: 'OTPConfirmation', signedIn: true },
      { screen: 'OTPConfirmation', signedIn: true },
    ]);
    // The repeated expiry was a no-op: the same object; so was back once signed in.
    expect(states[5]).toBe(states[4]);
    expect(states[8]).toBe(states[7]);
  });

  it('SMS: the state keeps the number in E.164 and as displayed; a resend sends to the E.164 one', () => {
    const phone = { destination: '+12133734253', display: '+1 213 373 4253' };
    const states = history([otpSent('sms', phone, sendResponse('phone-1'), 5), otpResent('sms', '+12133734253', sendResponse('phone-2'), 9)]);
    const base = { screen: 'OTPAuthenticate', type: 'sms', destination: '+12133734253', otpDestination: '+1 213 373 4253', expired: false };
    expect(states).toEqual([{ screen: 'Main' }, { ...base, methodId: 'phone-1', expiresAt: 5 }, { ...base, methodId: 'phone-2', expiresAt: 9 }]);
  });

  it('a resend with the same method id is still a new state (its effects run once per resend)', () => {
    const states = history([otpSent('email', email('a@b.co'), sendResponse('m'), 1), otpResent('email', 'a@b.co', sendResponse('m'), 1)]);
    expect(states[2]).toEqual(states[1]);
    expect(states[2]).not.toBe(states[1]);
  });

  it('Back while verifying: the late verified answer changes nothing', () => {
    const states = history([otpSent('email', email('a@b.co'), sendResponse('m1'), 1), { type: 'back' }, otpVerified(authResponse)]);
    expect(states.map((s) => s.screen)).toEqual(['Main', 'OTPAuthenticate', 'Main', 'Main']);
    expect(states[3]).toBe(states[2]);
  });

  it('resend and expiry answers for a screen the visitor left change nothing', () => {
    expect(reducer(HOME, otpResent('email', 'a@b.co', sendResponse('m9'), 9))).toBe(HOME);
    expect(reducer(HOME, otpExpired())).toBe(HOME);
    const done: WidgetState = { screen: 'OTPConfirmation' };
    expect(reducer(done, otpVerified(authResponse))).toBe(done);
  });
});

describe('signed in (docs/behaviour.md §2)', () => {
  const signedIn: WidgetState = { screen: 'OTPConfirmation', signedIn: true };

  it('a sign-in marks its state signedIn; back, errors and later actions keep it, and none returns to Main', () => {
    const alert = alertError({ key: 'network_error' });
    const states = history([
      otpSent('email', email('a@b.co'), sendResponse('m1'), 1),
      otpVerified(authResponse),
      { type: 'back' },
      { type: 'failed', error: alert },
      { type: 'back' },
      { type: 'errorCleared' },
    ]);
    expect(states.map((s) => [s.screen, s.signedIn ?? false])).toEqual([
      ['Main', false],
      ['OTPAuthenticate', false],
      ['OTPConfirmation', true],
      ['OTPConfirmation', true],
      ['OTPConfirmation', true],
      ['OTPConfirmation', true],
      ['OTPConfirmation', true],
    ]);
    expect(states[3]).toBe(states[2]);
    expect(states[5]).toBe(states[4]);
    expect(states[6]).toEqual(signedIn);
  });

  it("a flow action that would lead a signed-in visitor to the kind's first screen changes nothing", () => {
    // Magic link's 'Try again' returns to Main: from a signed-in state it must not.
    const confirmation: WidgetState = { screen: 'EmailConfirmation', email: 'a@b.co', signedIn: true };
    expect(reducer(confirmation, magicLinkTryAgain('a@b.co'))).toBe(confirmation);
  });

  it('a state that moves on from a signed-in one stays signed in', () => {
    // Any next screen a flow picks keeps the mark (here a late send accepted by a test-only start on Main).
    const onMain: WidgetState = { screen: 'Main', signedIn: true };
    const next = reducer(onMain, magicLinkSent('a@b.co', { request_id: 'r', status_code: 200 }));
    expect(next).toEqual({ screen: 'EmailConfirmation', email: 'a@b.co', signedIn: true });
  });
});

describe('common actions', () => {
  it('failed sets the error on the current screen; errorCleared and navigation drop it', () => {
    const alert = alertError({ key: 'network_error' });
    const states = history([{ type: 'failed', error: alert }, { type: 'errorCleared' }, { type: 'errorCleared' }]);
    expect(states).toEqual([{ screen: 'Main' }, { screen: 'Main', error: alert }, { screen: 'Main' }, { screen: 'Main' }]);
    expect(states[3]).toBe(states[2]);
    const withError = history([otpSent('email', email('a@b.co'), sendResponse('m'), 1), { type: 'failed', error: alert }, { type: 'back' }]);
    expect(withError[3]).toEqual({ screen: 'Main' });
  });

  it('unknown namespaces change nothing', () => {
    expect(reducer(HOME, { type: 'nobody/home' })).toBe(HOME);
  });
});

describe('mount kinds', () => {
  it('maps each kind to its first screen', () => {
    expect(firstScreen('login', {})).toEqual({ screen: 'Main' });
    expect(firstScreen('resetPassword', { passwordResetToken: 'tok' })).toEqual({ screen: 'PasswordResetForm', token: 'tok' });
    expect(firstScreen('passkeyRegistration', {})).toEqual({ screen: 'PasskeyRegistrationStart' });
    expect(firstScreen('passkeyList', {})).toEqual({ screen: 'PasskeyList' });
    expect(firstScreen('identityProvider', {})).toEqual({ screen: 'IDPConsent' });
  });

  it('loads only the flows the kind and config need', () => {
    expect(flowsNeeded({ kind: 'login', products: ['emailMagicLinks'] })).toEqual(['main', 'magicLink']);
    expect(flowsNeeded({ kind: 'login', products: ['emailMagicLinks', 'otp'] })).toEqual(['main', 'magicLink', 'otp']);
    expect(flowsNeeded({ kind: 'login', products: ['oauth'] })).toEqual(['main', 'oauth']);
    expect(flowsNeeded({ kind: 'login', products: ['otp', 'crypto'] })).toEqual(['main', 'otp', 'crypto']);
    expect(flowsNeeded({ kind: 'login', products: ['passwords', 'emailMagicLinks'] })).toEqual(['main', 'magicLink', 'passwords']);
    expect(flowsNeeded({ kind: 'resetPassword', products: ['otp'] })).toEqual(['passwords']);
    expect(flowsNeeded({ kind: 'passkeyRegistration', products: [] })).toEqual(['passkeys']);
    expect(flowsNeeded({ kind: 'passkeyList', products: [] })).toEqual(['passkeys']);
    expect(flowsNeeded({ kind: 'login', products: ['passkeys', 'otp'] })).toEqual(['main', 'otp', 'passkeys']);
    expect(flowsNeeded({ kind: 'identityProvider', products: [] })).toEqual(['idp']);
  });

  it('every first screen has a registry entry without a back arrow', () => {
    const flows = [main, idp, passwords, passkeys];
    for (const kind of ['login', 'resetPassword', 'passkeyRegistration', 'passkeyList', 'identityProvider'] as const) {
      const { screen } = firstScreen(kind, {});
      const entry = flows.map((flow) => (flow.screens as Record<string, { backArrow: boolean }>)[screen]).find(Boolean);
      expect(entry?.backArrow, screen).toBe(false);
    }
  });
});
