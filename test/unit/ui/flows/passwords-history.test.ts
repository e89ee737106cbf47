/**
 * State-history tests of the password flow (docs/architecture.md): action
 * sequences through the root reducer, asserting the exact screens and data.
 */
import { describe, expect, it } from 'vitest';
import type { MagicLinksAuthenticateResponse, OtpsSendResponse, PasswordsAuthenticateResponse } from '../../../../src/core';
import type { WidgetState } from '../../../../src/ui/flows';
import { firstScreen } from '../../../../src/ui/flows';
import magicLink from '../../../../src/ui/flows/magic-link';
import { magicLinkSent } from '../../../../src/ui/flows/magic-link/actions';
import main from '../../../../src/ui/flows/main';
import otp from '../../../../src/ui/flows/otp';
import { otpSent } from '../../../../src/ui/flows/otp/actions';
import passwords from '../../../../src/ui/flows/passwords';
import { passwordsSearched, refusedResetSent, resetResent, resetSent, signedIn, tokenRejected } from '../../../../src/ui/flows/passwords/actions';
import { refusedPasswordScreen } from '../../../../src/ui/flows/passwords/reducer';
import { alertError } from '../../../../src/ui/flows/screen-error';
import { createRootReducer, type RootAction } from '../../../../src/ui/host/root-reducer';

const HOME: WidgetState = { screen: 'Main' };
const flows = [main, magicLink, otp, passwords];
const reducer = createRootReducer(flows, HOME);
const RESET_HOME = firstScreen('resetPassword', { passwordResetToken: 'tok' });
const resetReducer = createRootReducer(flows, RESET_HOME);

function history(actions: RootAction[], start: WidgetState = HOME, run = reducer): WidgetState[] {
  const states = [start];
  for (const action of actions) states.push(run(states.at(-1) as WidgetState, action));
  return states;
}

const EMAIL = 'ada@example.com';
const sent = { request_id: 'r', status_code: 200 };
const auth = {} as PasswordsAuthenticateResponse;
const linkAuth = { method_id: 'email-1' } as MagicLinksAuthenticateResponse;
const wrong = { message: { key: 'unauthorized_credentials' }, field: true };
const form = (type: 'new' | 'password') => ({ screen: 'PasswordCreateOrLogin', email: EMAIL, type });

describe('password tab', () => {
  it('new user: Main → create → Confirmation', () => {
    expect(history([passwordsSearched(EMAIL, 'new'), signedIn('create', auth)])).toEqual([
      { screen: 'Main' },
      form('new'),
      { screen: 'PasswordConfirmation', signedIn: true },
    ]);
  });

  it('password user: wrong password → error on the form → right password → Confirmation (signed in) → back stays there', () => {
    const states = history([
      passwordsSearched(EMAIL, 'password'),
      { type: 'failed', error: wrong },
      { type: 'errorCleared' },
      signedIn('login', auth),
      { type: 'back' },
    ]);
    expect(states).toEqual([
      { screen: 'Main' },
      form('password'),
      { ...form('password'), error: wrong },
      form('password'),
      { screen: 'PasswordConfirmation', signedIn: true },
      { screen: 'PasswordConfirmation', signedIn: true },
    ]);
  });

  it.each([
    ['forgot', 'PasswordForgot'],
    ['createInstead', 'PasswordSetNew'],
  ] as const)('login form: a %s reset email → %s → resend keeps the screen (a new state)', (reason, screen) => {
    const states = history([passwordsSearched(EMAIL, 'password'), resetSent(EMAIL, reason, sent), resetResent(EMAIL, sent)]);
    expect(states).toEqual([{ screen: 'Main' }, form('password'), { screen, email: EMAIL }, { screen, email: EMAIL }]);
    expect(states[3]).not.toBe(states[2]);
  });

  it.each([
    ['password', 'reset_password', 'PasswordDedupe'],
    ['new', 'reset_password', 'PasswordDedupe'],
    ['password', 'breached_password', 'PasswordBreached'],
  ] as const)('%s form refused with %s: the reducer picks %s → resend keeps it', (variant, refusal, screen) => {
    expect(refusedPasswordScreen(refusal, variant)).toBe(screen);
    const states = history([passwordsSearched(EMAIL, variant), refusedResetSent(EMAIL, refusal, sent), resetResent(EMAIL, sent)]);
    expect(states).toEqual([{ screen: 'Main' }, form(variant), { screen, email: EMAIL }, { screen, email: EMAIL }]);
  });

  it('a refusal with no screen of its own (a breached password on the create form, any other error) changes nothing', () => {
    expect(refusedPasswordScreen('breached_password', 'new')).toBeNull();
    expect(refusedPasswordScreen('weak_password', 'password')).toBeNull();
    expect(refusedPasswordScreen(undefined, 'password')).toBeNull();
    const onCreate = form('new') as WidgetState;
    expect(reducer(onCreate, refusedResetSent(EMAIL, 'breached_password', sent))).toBe(onCreate);
    // A refusal from Main (no form left to refuse) changes nothing either.
    expect(reducer(HOME, refusedResetSent(EMAIL, 'reset_password', sent))).toBe(HOME);
  });

  it('passwordless user with no link or code configured: Main → PasswordSetNew', () => {
    expect(history([resetSent(EMAIL, 'passwordless', sent)])).toEqual([
      { screen: 'Main' },
      { screen: 'PasswordSetNew', email: EMAIL },
    ]);
  });

  it('passwordless user: the link or code flow takes over from Main or from the form', () => {
    expect(history([magicLinkSent(EMAIL, sent)]).map((s) => s.screen)).toEqual(['Main', 'EmailConfirmation']);
    const code = { request_id: 'r', status_code: 200, method_id: 'm' } as OtpsSendResponse;
    expect(history([passwordsSearched(EMAIL, 'new'), otpSent('email', { destination: EMAIL, display: EMAIL }, code, 1)])).toEqual([
      { screen: 'Main' },
      form('new'),
      { screen: 'OTPAuthenticate', type: 'email', methodId: 'm', destination: EMAIL, otpDestination: EMAIL, expiresAt: 1, expired: false },
    ]);
    expect(history([passwordsSearched(EMAIL, 'password'), magicLinkSent(EMAIL, sent)]).at(-1)).toEqual({
      screen: 'EmailConfirmation',
      email: EMAIL,
    });
  });

  it('late answers for a screen the visitor left change nothing', () => {
    const left = history([passwordsSearched(EMAIL, 'password'), { type: 'back' }]);
    const onMain = left.at(-1) as WidgetState;
    for (const late of [signedIn('login', auth), resetSent(EMAIL, 'forgot', sent), resetResent(EMAIL, sent), tokenRejected(alertError({ key: 'x' }))]) {
      expect(reducer(onMain, late)).toBe(onMain);
    }
    // A second search answer on the form, a reset for Main's reason on the form, a resend on the form.
    const onForm = form('new') as WidgetState;
    expect(reducer(onForm, passwordsSearched('late@b.co', 'password'))).toBe(onForm);
    expect(reducer(onForm, resetSent(EMAIL, 'passwordless', sent))).toBe(onForm);
    expect(reducer(onForm, resetResent(EMAIL, sent))).toBe(onForm);
    const done = { screen: 'PasswordConfirmation' } as WidgetState;
    expect(reducer(done, signedIn('create', auth))).toBe(done);
  });
});

describe('reset page (mountResetPassword)', () => {
  it('new password → Confirmation', () => {
    expect(history([signedIn('reset', auth)], RESET_HOME, resetReducer)).toEqual([
      { screen: 'PasswordResetForm', token: 'tok' },
      { screen: 'PasswordConfirmation', signedIn: true },
    ]);
  });

  it("the emailed login link ('login' token) → Confirmation", () => {
    const start = { ...(RESET_HOME as WidgetState), tokenType: 'login' } as WidgetState;
    expect(history([signedIn('loginLink', linkAuth)], start, resetReducer).map((s) => s.screen)).toEqual([
      'PasswordResetForm',
      'PasswordConfirmation',
    ]);
  });

  it('used or expired token → expired with the message → new email → PasswordForgot → resend', () => {
    const used = alertError({ key: 'unable_to_auth_password_reset_token' });
    const states = history(
      [tokenRejected(used), resetSent(EMAIL, 'expiredToken', sent), resetResent(EMAIL, sent)],
      RESET_HOME,
      resetReducer,
    );
    expect(states).toEqual([
      { screen: 'PasswordResetForm', token: 'tok' },
      { screen: 'PasswordResetForm', token: 'tok', expired: true, error: used },
      { screen: 'PasswordForgot', email: EMAIL },
      { screen: 'PasswordForgot', email: EMAIL },
    ]);
  });

  it('back on the reset kind returns to its first screen', () => {
    const expired: WidgetState = { ...(RESET_HOME as WidgetState), expired: true } as WidgetState;
    const states = history([resetSent(EMAIL, 'expiredToken', sent)], expired, resetReducer);
    expect(resetReducer(states.at(-1) as WidgetState, { type: 'back' })).toBe(RESET_HOME);
  });
});
