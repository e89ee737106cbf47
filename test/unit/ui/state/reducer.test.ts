import { describe, expect, it } from 'vitest';
import { widgetActions, type WidgetAction } from '../../../../src/ui/state/actions';
import { widgetReducer } from '../../../../src/ui/state/reducer';
import { HOME_SCREEN, SCREENS, hasBackArrow, isScreen } from '../../../../src/ui/state/screens';
import { INITIAL_STATE, createInitialState, type WidgetState } from '../../../../src/ui/state/widget-state';

const run = (actions: WidgetAction[], state: WidgetState = createInitialState()) => actions.reduce(widgetReducer, state);

describe('screens', () => {
  it('lists every spec screen once', () => {
    expect(SCREENS).toHaveLength(23);
    expect(new Set(SCREENS).size).toBe(SCREENS.length);
    for (const s of ['Main', 'PasswordCreate', 'PasswordLogin', 'IDPConsent', 'PasskeyList', 'CryptoOtherScreen']) {
      expect(isScreen(s)).toBe(true);
    }
    expect(isScreen('PasswordCreateOrLogin')).toBe(false);
    expect(isScreen(undefined)).toBe(false);
  });

  it('shows the back arrow on login sub-screens only', () => {
    expect(HOME_SCREEN).toBe('Main');
    expect(hasBackArrow('Main')).toBe(false);
    expect(hasBackArrow('EmailConfirmation')).toBe(true);
    expect(hasBackArrow('CryptoError')).toBe(true);
    expect(hasBackArrow('IDPConsent')).toBe(false);
  });
});

describe('initial state', () => {
  it('starts on Main with empty flow state and Metamask as wallet', () => {
    expect(INITIAL_STATE).toEqual({
      screen: 'Main',
      magicLink: { email: '' },
      otp: { type: 'email', methodId: '', otpDestination: '' },
      crypto: { walletAddress: '', walletOption: 'Metamask', walletChallenge: '' },
      password: { email: '', type: 'new' },
      resetPassword: { token: '' },
    });
    expect(INITIAL_STATE.error).toBeUndefined();
  });

  it('lets an entry point pick the screen and reset token', () => {
    const state = createInitialState({ screen: 'PasswordResetForm', resetPasswordToken: 'tok-1' });
    expect(state.screen).toBe('PasswordResetForm');
    expect(state.resetPassword.token).toBe('tok-1');
  });
});

describe('widgetReducer', () => {
  it('OTP submit: stores type, method id and destination, then OTPAuthenticate → OTPConfirmation', () => {
    const state = run([
      widgetActions.updateOtpState({ type: 'sms', methodId: 'phone-number-1', otpDestination: '+15555550100' }),
      widgetActions.navigate('OTPAuthenticate'),
    ]);
    expect(state.otp).toEqual({ type: 'sms', methodId: 'phone-number-1', otpDestination: '+15555550100' });
    expect(state.screen).toBe('OTPAuthenticate');
    expect(run([widgetActions.navigate('OTPConfirmation')], state).screen).toBe('OTPConfirmation');
  });

  it('magic link submit and Try again', () => {
    const sent = run([widgetActions.setMagicLinkEmail('a@b.co'), widgetActions.navigate('EmailConfirmation')]);
    expect(sent.magicLink.email).toBe('a@b.co');
    expect(sent.screen).toBe('EmailConfirmation');
    const back = run([widgetActions.setMagicLinkEmail(''), widgetActions.goBack()], sent);
    expect(back.magicLink.email).toBe('');
    expect(back.screen).toBe('Main');
  });

  it('password search stores email and type', () => {
    const state = run([
      widgetActions.updatePasswordState({ email: 'p@q.io', type: 'password' }),
      widgetActions.navigate('PasswordLogin'),
    ]);
    expect(state.password).toEqual({ email: 'p@q.io', type: 'password' });
    expect(state.screen).toBe('PasswordLogin');
  });

  it('crypto updates merge and keep the other fields', () => {
    const state = run([
      widgetActions.updateCryptoState({ walletOption: 'Phantom' }),
      widgetActions.updateCryptoState({ walletAddress: '0xabc', walletChallenge: 'sign me' }),
    ]);
    expect(state.crypto).toEqual({ walletOption: 'Phantom', walletAddress: '0xabc', walletChallenge: 'sign me' });
  });

  it('skips undefined values in partial updates', () => {
    const start = run([widgetActions.updateOtpState({ methodId: 'm1' })]);
    const next = widgetReducer(start, widgetActions.updateOtpState({ methodId: undefined }));
    expect(next.otp.methodId).toBe('m1');
    expect(next).toBe(start);
  });

  it('sets and clears the error descriptor', () => {
    const withError = run([widgetActions.setErrorDescriptor({ key: 'invalid_email' })]);
    expect(withError.error).toEqual({ key: 'invalid_email' });
    const cleared = widgetReducer(withError, widgetActions.clearErrorDescriptor());
    expect(cleared.error).toBeUndefined();
    expect('error' in cleared).toBe(false);
  });

  it('drops the error descriptor on navigation (errors are screen-scoped)', () => {
    const state = run([widgetActions.setErrorDescriptor({ key: 'x' }), widgetActions.navigate('PasskeyConfirmation')]);
    expect(state.screen).toBe('PasskeyConfirmation');
    expect(state.error).toBeUndefined();
    const back = run([widgetActions.setErrorDescriptor({ key: 'y' }), widgetActions.goBack()], state);
    expect(back.error).toBeUndefined();
  });

  it('returns the same object when nothing changes', () => {
    const state = createInitialState();
    expect(widgetReducer(state, widgetActions.navigate('Main'))).toBe(state);
    expect(widgetReducer(state, widgetActions.goBack())).toBe(state);
    expect(widgetReducer(state, widgetActions.setMagicLinkEmail(''))).toBe(state);
    expect(widgetReducer(state, widgetActions.updateCryptoState({ walletOption: 'Metamask' }))).toBe(state);
    expect(widgetReducer(state, widgetActions.clearErrorDescriptor())).toBe(state);
  });

  it('never mutates its input', () => {
    const state = createInitialState();
    const snapshot = structuredClone(state);
    run(
      [
        widgetActions.updateOtpState({ type: 'whatsapp' }),
        widgetActions.updatePasswordState({ email: 'z@z.zz' }),
        widgetActions.setErrorDescriptor({ key: 'k' }),
        widgetActions.navigate('CryptoError'),
      ],
      state,
    );
    expect(state).toEqual(snapshot);
  });
});
