/**
 * State-history tests of the B2B MFA flow (docs/architecture.md, "Rules every flow follows"):
 * action sequences through the root reducer, asserting the exact screens and data, and the first
 * screen's decision (first-screen.ts).
 */
import { describe, expect, it } from 'vitest';
import type { B2BAuthenticateResponse, B2BRecoveryCodesRecoverResponse, B2BTotpCreateResponse, Member, Organization } from '../../../../../src/core/b2b';
import type { NormalizedB2BConfig } from '../../../../../src/ui/b2b/config/b2b-config-types';
import type { AnyFlow } from '../../../../../src/ui/flows';
import type { B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import mfa from '../../../../../src/ui/flows/b2b/mfa';
import {
  afterVerified,
  methodChosen,
  sessionExpired,
  sessionLost,
  smsSent,
  totpCreated,
  type MfaDispatch,
} from '../../../../../src/ui/flows/b2b/mfa/actions';
import { enrolmentMethods, firstMfaScreen } from '../../../../../src/ui/flows/b2b/mfa/first-screen';
import { groupSecret, totpUri } from '../../../../../src/ui/flows/b2b/mfa/totp-uri';
import { createRootReducer, type RootAction } from '../../../../../src/ui/host/root-reducer';
import { makeMember, makeOrganization } from '../../../core/b2b/b2b-harness';

const HOME = { screen: 'B2BMain' } as B2BWidgetState;

/**
 * b2bMain's side of the contract (handoffs.ts): `b2bMain/signedIn` opens its success screen and
 * signs in. A stand-in here, so these tests follow the MFA flow to the end on their own.
 */
const b2bMain = {
  id: 'b2bMain',
  reducer: (state: { screen: string }, action: { type: string; member?: Member; organization?: Organization }) =>
    action.type === 'b2bMain/signedIn' ? { screen: 'B2BSignedIn', member: action.member, organization: action.organization } : state,
  signsIn: ['b2bMain/signedIn'],
  screens: {},
  messages: {},
} as unknown as AnyFlow;

const reducer = createRootReducer<B2BWidgetState>([b2bMain, mfa as unknown as AnyFlow], HOME);

function history(actions: Array<RootAction | MfaDispatch>, start: B2BWidgetState = HOME): Array<Record<string, unknown>> {
  const states = [start];
  for (const action of actions) states.push(reducer(states.at(-1) as B2BWidgetState, action as RootAction));
  return states as unknown as Array<Record<string, unknown>>;
}

const screens = (states: Array<Record<string, unknown>>) => states.map((s) => s['screen']);

const member = makeMember() as unknown as Member;
const organization = makeOrganization({ mfa_methods: 'ALL_ALLOWED', allowed_mfa_methods: [] }) as unknown as Organization;
const restricted = (methods: string[]) =>
  makeOrganization({ mfa_methods: 'RESTRICTED', allowed_mfa_methods: methods }) as unknown as Organization;

const required = (options: { phone?: string; totp?: string; initiated?: 'sms_otp' | null; org?: Organization; who?: Member } = {}) => ({
  type: 'mfa/required' as const,
  member: options.who ?? member,
  organization: options.org ?? organization,
  mfaRequired: {
    member_options: options.phone === undefined && options.totp === undefined ? null : { mfa_phone_number: options.phone ?? '', totp_registration_id: options.totp ?? '' },
    secondary_auth_initiated: options.initiated ?? null,
  },
});

const signIn = { member, organization, member_session: {}, session_token: 't', session_jwt: 'j' } as unknown as B2BAuthenticateResponse;
const recovered = { ...signIn, recovery_codes_remaining: 9 } as unknown as B2BRecoveryCodesRecoverResponse;
const CODES = ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'];
const created = { secret: 'JBSWY3DPEHPK3PXP', qr_code: 'otpauth://totp/x', recovery_codes: CODES, member, organization } as unknown as B2BTotpCreateResponse;
const sent = { request_id: 'r', status_code: 200 };
const config = (include: NormalizedB2BConfig['mfaProductInclude'], order: NormalizedB2BConfig['mfaProductOrder'] = []) => ({
  mfaProductInclude: include,
  mfaProductOrder: order,
});

describe('the first screen (firstMfaScreen)', () => {
  it('TOTP registration → TOTP entry; an MFA phone → SMS entry (sent on arrival); the server texted → SMS entry, sent', () => {
    expect(firstMfaScreen(required({ totp: 'totp-1' })).screen).toBe('MfaTotpEntry');
    expect(firstMfaScreen(required({ phone: '+15555550123' }))).toMatchObject({ screen: 'MfaSmsEntry', sent: false, destination: '+15555550123', enrolling: null });
    expect(firstMfaScreen(required({ phone: '+15555550123', totp: 'totp-1', initiated: 'sms_otp' }))).toMatchObject({ screen: 'MfaSmsEntry', sent: true });
  });

  it("both factors: TOTP first, unless the member's default is SMS; a factor the organization forbids does not count", () => {
    expect(firstMfaScreen(required({ phone: '+15555550123', totp: 'totp-1' })).screen).toBe('MfaTotpEntry');
    const smsFirst = { ...member, default_mfa_method: 'sms_otp' } as Member;
    expect(firstMfaScreen(required({ phone: '+15555550123', totp: 'totp-1', who: smsFirst })).screen).toBe('MfaSmsEntry');
    expect(firstMfaScreen(required({ phone: '+15555550123', totp: 'totp-1', org: restricted(['sms_otp']) })).screen).toBe('MfaSmsEntry');
    expect(firstMfaScreen(required({ totp: 'totp-1', org: restricted(['sms_otp']) }))).toMatchObject({ screen: 'MfaEnrollSelect', methods: ['smsOtp'] });
  });

  it('no factor: the enrolment choice among what the organization allows', () => {
    expect(firstMfaScreen(required())).toMatchObject({ screen: 'MfaEnrollSelect', methods: ['totp', 'smsOtp'], phoneNumber: '', totpEnrolled: false });
  });

  it('enrolment methods: the organization allows, the config includes and orders', () => {
    expect(enrolmentMethods(organization, config(null))).toEqual(['totp', 'smsOtp']);
    expect(enrolmentMethods(organization, config(null, ['smsOtp']))).toEqual(['smsOtp', 'totp']);
    expect(enrolmentMethods(organization, config(null, ['smsOtp', 'totp']))).toEqual(['smsOtp', 'totp']);
    expect(enrolmentMethods(organization, config(['totp']))).toEqual(['totp']);
    expect(enrolmentMethods(restricted(['sms_otp']), config(null, ['totp']))).toEqual(['smsOtp']);
    // The config includes nothing the organization allows: the organization's list stands.
    expect(enrolmentMethods(restricted(['totp']), config(['smsOtp']))).toEqual(['totp']);
  });
});

describe('TOTP enrolment', () => {
  it('choice → QR code → code → recovery codes (signed in) → Done → signed in; the codes are gone', () => {
    const states = history([
      required(),
      methodChosen('totp', ['totp', 'smsOtp']),
      totpCreated(created, 'otpauth://totp/Acme:ada'),
      { type: 'mfa/totpScanned' },
      ...afterVerified({ method: 'totp', response: signIn }, true),
      { type: 'back' },
      { type: 'b2bMain/signedIn', member, organization } as MfaDispatch,
    ]);
    expect(screens(states)).toEqual([
      'B2BMain',
      'MfaEnrollSelect',
      'MfaTotpEnroll',
      'MfaTotpEnroll',
      'MfaTotpEntry',
      'MfaRecoveryCodesSave',
      'MfaRecoveryCodesSave',
      'B2BSignedIn',
    ]);
    const enrolment = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Acme:ada', recoveryCodes: CODES };
    expect(states[3]).toMatchObject({ enrolment });
    expect(states[4]).toMatchObject({ enrolment, methods: ['totp', 'smsOtp'] });
    expect(states[5]).toEqual({ screen: 'MfaRecoveryCodesSave', member, organization, codes: CODES, signedIn: true });
    // Signed in: the back arrow changes nothing.
    expect(states[6]).toBe(states[5]);
    expect(states[7]).toEqual({ screen: 'B2BSignedIn', member, organization, signedIn: true });
    expect(JSON.stringify(states[7])).not.toContain(CODES[0]);
  });

  it('a second create answer keeps the QR code shown; back from the code screen keeps the registration', () => {
    const states = history([
      required(),
      methodChosen('totp', ['totp']),
      totpCreated(created, 'otpauth://one'),
      totpCreated({ ...created, secret: 'OTHER' } as B2BTotpCreateResponse, 'otpauth://two'),
      { type: 'mfa/totpScanned' },
      { type: 'mfa/goBack' },
    ]);
    expect(states[4]).toBe(states[3]);
    expect(states[6]).toMatchObject({ screen: 'MfaTotpEnroll', enrolment: { uri: 'otpauth://one' } });
    // One method only: 'Go back' from its enrolment goes nowhere.
    expect(history([{ type: 'mfa/goBack' }], states[6] as unknown as B2BWidgetState)[1]).toBe(states[6]);
  });
});

describe('later sign-ins', () => {
  it('TOTP: code → signed in', () => {
    const states = history([required({ totp: 'totp-1' }), ...afterVerified({ method: 'totp', response: signIn }, false)]);
    expect(screens(states)).toEqual(['B2BMain', 'MfaTotpEntry', 'MfaTotpEntry', 'B2BSignedIn']);
    expect(states[2]).toMatchObject({ signedIn: true });
  });

  it('TOTP → Use a backup code → wrong code → right code → signed in', () => {
    const wrong = { message: { key: 'unable_to_authenticate_recovery_code' }, field: true };
    const states = history([
      required({ totp: 'totp-1' }),
      { type: 'mfa/useRecoveryCode' },
      { type: 'failed', error: wrong },
      { type: 'errorCleared' },
      ...afterVerified({ method: 'recovery', response: recovered }, false),
    ]);
    expect(screens(states)).toEqual(['B2BMain', 'MfaTotpEntry', 'MfaRecoveryCodeEntry', 'MfaRecoveryCodeEntry', 'MfaRecoveryCodeEntry', 'MfaRecoveryCodeEntry', 'B2BSignedIn']);
    expect(states[3]).toMatchObject({ error: wrong });
    expect(states[4]).not.toHaveProperty('error');
  });

  it('TOTP → Text me a code instead (sent on arrival) → signed in; no SMS factor, no switch', () => {
    const states = history([
      required({ totp: 'totp-1', phone: '+15555550123' }),
      { type: 'mfa/useSms' },
      smsSent(sent, null, '+15555550123'),
      ...afterVerified({ method: 'sms', response: signIn }, false),
    ]);
    expect(screens(states)).toEqual(['B2BMain', 'MfaTotpEntry', 'MfaSmsEntry', 'MfaSmsEntry', 'MfaSmsEntry', 'B2BSignedIn']);
    expect(states[2]).toMatchObject({ sent: false, enrolling: null, destination: '+15555550123' });
    expect(states[3]).toMatchObject({ sent: true });
    const totpOnly = history([required({ totp: 'totp-1' }), { type: 'mfa/useSms' }]);
    expect(totpOnly[2]).toBe(totpOnly[1]);
  });
});

describe('SMS', () => {
  it('expiry: the sent code’s expiry is kept; it expires; a resend brings a new expiry and the field back', () => {
    const states = history([
      required({ phone: '+15555550123' }),
      smsSent(sent, null, '+15555550123', false, 300_000),
      { type: 'mfa/smsExpired' },
      { type: 'mfa/smsExpired' },
      smsSent(sent, null, '+15555550123', true, 900_000),
    ]);
    expect(screens(states)).toEqual(['B2BMain', 'MfaSmsEntry', 'MfaSmsEntry', 'MfaSmsEntry', 'MfaSmsEntry', 'MfaSmsEntry']);
    expect(states[1]).not.toHaveProperty('expiresAt');
    expect(states[2]).toMatchObject({ sent: true, expiresAt: 300_000 });
    expect(states[3]).toMatchObject({ expiresAt: 300_000, expired: true });
    expect(states[5]).toMatchObject({ sent: true, expiresAt: 900_000 });
    expect(states[5]).not.toHaveProperty('expired');
    // An expiry reported elsewhere (after the member left the SMS entry) changes nothing.
    const away = history([required({ totp: 'totp-1' }), { type: 'mfa/smsExpired' }]);
    expect(away[2]).toBe(away[1]);
  });

  it('enrolment: choice → phone number → code → signed in; Go back from the code → the number again', () => {
    const states = history([
      required(),
      methodChosen('smsOtp', ['smsOtp', 'totp']),
      smsSent(sent, '+15555550123', '+1 555 555 0123'),
      { type: 'mfa/goBack' },
      smsSent(sent, '+15555550124', '+1 555 555 0124'),
      smsSent(sent, '+15555550124', '+1 555 555 0124', true),
      ...afterVerified({ method: 'sms', response: signIn }, false),
    ]);
    expect(screens(states)).toEqual([
      'B2BMain',
      'MfaEnrollSelect',
      'MfaSmsEnroll',
      'MfaSmsEntry',
      'MfaSmsEnroll',
      'MfaSmsEntry',
      'MfaSmsEntry',
      'MfaSmsEntry',
      'B2BSignedIn',
    ]);
    expect(states[3]).toMatchObject({ sent: true, enrolling: '+15555550123', destination: '+1 555 555 0123', methods: ['smsOtp', 'totp'] });
    // A resend is a new state (its effects toast), the same screen and data.
    expect(states[6]).not.toBe(states[5]);
    expect(states[6]).toEqual(states[5]);
  });

  it('later sign-in: SMS entry (sent on arrival) → code → signed in', () => {
    const states = history([required({ phone: '+15555550123' }), smsSent(sent, null, '+15555550123'), ...afterVerified({ method: 'sms', response: signIn }, false)]);
    expect(screens(states)).toEqual(['B2BMain', 'MfaSmsEntry', 'MfaSmsEntry', 'MfaSmsEntry', 'B2BSignedIn']);
  });
});

describe('a lost intermediate session', () => {
  it('→ MfaSessionExpired → Start over (back) → the first screen', () => {
    const states = history([required({ totp: 'totp-1' }), sessionExpired('intermediate_session_not_found'), { type: 'back' }]);
    expect(states.slice(1)).toEqual([
      expect.objectContaining({ screen: 'MfaTotpEntry' }),
      { screen: 'MfaSessionExpired', reason: 'intermediate_session_not_found' },
      HOME,
    ]);
  });

  it('which failures mean it', () => {
    expect(sessionLost({ error_type: 'intermediate_session_not_found' })).toBe('intermediate_session_not_found');
    expect(sessionLost({ error_type: 'user_unauthenticated' })).toBe('intermediate_session_not_found');
    expect(sessionLost({ error_type: 'invalid_intermediate_session_token_for_organization' })).toBe(
      'invalid_intermediate_session_token_for_organization',
    );
    expect(sessionLost({ error_type: 'otp_code_not_found' })).toBeNull();
    expect(sessionLost(new Error('offline'))).toBeNull();
  });
});

describe('late answers', () => {
  it('an answer for a screen the visitor left changes nothing', () => {
    const onTotp = history([required({ totp: 'totp-1' })])[1] as unknown as B2BWidgetState;
    for (const action of [smsSent(sent, null, 'x'), totpCreated(created, 'u'), methodChosen('totp', ['totp']), { type: 'mfa/totpScanned' } as MfaDispatch]) {
      expect(reducer(onTotp, action as RootAction)).toBe(onTotp);
    }
    expect(reducer(HOME, sessionExpired('intermediate_session_not_found') as RootAction)).toBe(HOME);
  });
});

describe('the otpauth URI the QR code encodes', () => {
  it("is the answer's own otpauth:// URI, else built from the secret: issuer the organization, label issuer:email", () => {
    expect(totpUri({ secret: 'S', qr_code: 'otpauth://totp/given' }, member, organization)).toBe('otpauth://totp/given');
    expect(totpUri({ secret: 'JBSWY3DPEHPK3PXP', qr_code: 'data:image/png;base64,AAAA' }, member, organization)).toBe(
      'otpauth://totp/Acme%3Aada%40acme.example?secret=JBSWY3DPEHPK3PXP&issuer=Acme&algorithm=SHA1&digits=6&period=30',
    );
    expect(groupSecret('JBSWY3DPEHPK3PXPJB')).toBe('JBSW Y3DP EHPK 3PXP JB');
  });
});
