/**
 * The MFA flow's moves (docs/architecture.md, "Rules every flow follows", "B2B widget"):
 * `mfa/required` → the first screen (first-screen.ts); enrolment choice → SMS or TOTP enrolment;
 * SMS enrolment → SMS entry; TOTP enrolment (QR code) → TOTP entry → the recovery codes, shown
 * once; a later sign-in's TOTP entry → a recovery code or a text instead. An accepted code
 * (`mfa/verified`) keeps the screen, marked signed in by the root reducer (`signsIn`), until the
 * screen hands over to b2bMain's success screen (`b2bMain/signedIn`); a lost intermediate session
 * → MfaSessionExpired. Each action applies only on the screens of its applies-on table.
 */
import type { B2BWidgetState } from '..';
import { isMfaAction, type MfaAction, type MfaDispatch } from './actions';
import { firstMfaScreen } from './first-screen';
import type { MfaMember, MfaPendingState } from './state';

type B2BScreenName = B2BWidgetState['screen'];

/** Whose second factor, from any screen before it is done. */
function who({ member, organization, phoneNumber, totpEnrolled }: MfaPendingState): MfaMember {
  return { member, organization, phoneNumber, totpEnrolled };
}

/** The same screen without the error it showed (a new state: the action applied). */
function withoutError<S extends B2BWidgetState>(state: S): S {
  const { error: _dropped, ...rest } = state;
  return rest as S;
}

/** The new code's expiry, when the send said it (absent: the SMS entry counts from its arrival). */
function expiry(action: { expiresAt?: number }): { expiresAt?: number } {
  return action.expiresAt === undefined ? {} : { expiresAt: action.expiresAt };
}

/** Where an action leads from `state`, one of the screens it applies on. */
function next(state: B2BWidgetState, action: MfaAction): B2BWidgetState {
  switch (action.type) {
    case 'mfa/required':
      return firstMfaScreen(action);
    case 'mfa/methodChosen':
      if (state.screen !== 'MfaEnrollSelect') return state;
      return action.method === 'totp'
        ? { screen: 'MfaTotpEnroll', ...who(state), enrolment: null, methods: action.methods }
        : { screen: 'MfaSmsEnroll', ...who(state), methods: action.methods };
    case 'mfa/smsSent':
      if (state.screen === 'MfaSmsEnroll') {
        return {
          screen: 'MfaSmsEntry',
          ...who(state),
          sent: true,
          enrolling: action.enrolling,
          destination: action.destination,
          methods: state.methods,
          ...expiry(action),
        };
      }
      if (state.screen !== 'MfaSmsEntry') return state;
      {
        // The arrival's send or a resend: the same screen, a new code on its way, usable until its expiry.
        const { expired: _old, ...current } = withoutError(state);
        return { ...current, sent: true, ...expiry(action) };
      }
    case 'mfa/smsExpired':
      return state.screen === 'MfaSmsEntry' ? { ...state, expired: true } : state;
    case 'mfa/totpCreated': {
      // A second answer (a retry) changes nothing: the QR code shown is the one to scan.
      if (state.screen !== 'MfaTotpEnroll' || state.enrolment !== null) return state;
      const { secret, recovery_codes: recoveryCodes } = action.response;
      return { ...withoutError(state), enrolment: { secret, uri: action.uri, recoveryCodes } };
    }
    case 'mfa/totpScanned':
      if (state.screen !== 'MfaTotpEnroll' || state.enrolment === null) return state;
      return { screen: 'MfaTotpEntry', ...who(state), enrolment: state.enrolment, methods: state.methods };
    case 'mfa/useRecoveryCode':
      if (state.screen !== 'MfaTotpEntry' || state.enrolment !== null) return state;
      return { screen: 'MfaRecoveryCodeEntry', ...who(state) };
    case 'mfa/useSms':
      if (state.screen !== 'MfaTotpEntry' || state.enrolment !== null || state.phoneNumber === '') return state;
      return { screen: 'MfaSmsEntry', ...who(state), sent: false, enrolling: null, destination: state.phoneNumber, methods: state.methods };
    case 'mfa/goBack':
      return back(state);
    case 'mfa/verified':
      // A new TOTP registration's first code: its recovery codes, shown once, before the success screen.
      if (action.method === 'totp' && state.screen === 'MfaTotpEntry' && state.enrolment !== null) {
        const { member, organization } = action.response;
        return { screen: 'MfaRecoveryCodesSave', member, organization, codes: state.enrolment.recoveryCodes };
      }
      return withoutError(state);
    case 'mfa/sessionExpired':
      return { screen: 'MfaSessionExpired', reason: action.reason };
  }
}

/** 'Go back' within the flow: to the step before, never past the flow's first screen. */
function back(state: B2BWidgetState): B2BWidgetState {
  switch (state.screen) {
    case 'MfaSmsEnroll':
    case 'MfaTotpEnroll':
      return state.methods.length > 1 ? { screen: 'MfaEnrollSelect', ...who(state), methods: state.methods } : state;
    case 'MfaSmsEntry':
      if (state.enrolling !== null) return { screen: 'MfaSmsEnroll', ...who(state), methods: state.methods };
      return state.totpEnrolled ? { screen: 'MfaTotpEntry', ...who(state), enrolment: null, methods: state.methods } : state;
    case 'MfaTotpEntry':
      // While enrolling: the QR code again, the same registration.
      return state.enrolment === null ? state : { screen: 'MfaTotpEnroll', ...who(state), enrolment: state.enrolment, methods: state.methods };
    case 'MfaRecoveryCodeEntry':
      return { screen: 'MfaTotpEntry', ...who(state), enrolment: null, methods: [] };
    default:
      return state;
  }
}

const PENDING: readonly B2BScreenName[] = ['MfaEnrollSelect', 'MfaSmsEnroll', 'MfaSmsEntry', 'MfaTotpEnroll', 'MfaTotpEntry', 'MfaRecoveryCodeEntry'];

/** The screens each action may leave from. */
const APPLIES_ON: { readonly [T in MfaAction['type']]: readonly B2BScreenName[] } = {
  // After a primary factor: every screen that signs a member in to an organization (the redirect
  // landings, discovery's exchange and creation, passwords, SSO, an organization's passcode).
  'mfa/required': [
    'B2BMain',
    'B2BEmailOtp',
    'DiscoveryOrganizations',
    'DiscoveryCreate',
    'DiscoveryNoOrganizations',
    'B2BPasswordLogin',
    'B2BPasswordResetForm',
    'SSOAuthenticate',
  ],
  'mfa/methodChosen': ['MfaEnrollSelect'],
  'mfa/smsSent': ['MfaSmsEnroll', 'MfaSmsEntry'],
  'mfa/smsExpired': ['MfaSmsEntry'],
  'mfa/totpCreated': ['MfaTotpEnroll'],
  'mfa/totpScanned': ['MfaTotpEnroll'],
  'mfa/useRecoveryCode': ['MfaTotpEntry'],
  'mfa/useSms': ['MfaTotpEntry'],
  'mfa/goBack': ['MfaSmsEnroll', 'MfaTotpEnroll', 'MfaSmsEntry', 'MfaTotpEntry', 'MfaRecoveryCodeEntry'],
  'mfa/verified': ['MfaSmsEntry', 'MfaTotpEntry', 'MfaRecoveryCodeEntry'],
  'mfa/sessionExpired': PENDING,
};

/** Takes what MFA screens dispatch; the root hands it only this flow's (`mfa/…`) actions. */
export function mfaReducer(state: B2BWidgetState, action: MfaDispatch): B2BWidgetState {
  if (!isMfaAction(action)) return state;
  return APPLIES_ON[action.type].includes(state.screen) ? next(state, action) : state;
}
