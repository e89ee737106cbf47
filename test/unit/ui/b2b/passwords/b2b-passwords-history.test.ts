/**
 * State-history tests of the B2B password flow (docs/architecture.md,
 * "Reducer"): action sequences through the root reducer over the B2B
 * flows, asserting the exact screens and data; the pure outcome helpers
 * (which handoff a sign-in leads to) and the reset link read from the URL.
 */
import { describe, expect, it } from 'vitest';
import type { B2BAuthenticateResponseWithMfa, B2BDiscoveryAuthenticateResponse, Organization } from '../../../../../src/core/b2b';
import { validateB2BConfig } from '../../../../../src/ui/b2b/config/validate-b2b-config';
import { b2bFlowsNeeded, firstB2BScreen, type B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import b2bMain from '../../../../../src/ui/flows/b2b/b2b-main';
import b2bPasswords from '../../../../../src/ui/flows/b2b/b2b-passwords';
import { resetNeeded, resetResent, resetSent } from '../../../../../src/ui/flows/b2b/b2b-passwords/actions';
import { discoveryOutcome, resetLinkFromUrl, signInOutcome } from '../../../../../src/ui/flows/b2b/b2b-passwords/outcomes';
import type { AnyFlow } from '../../../../../src/ui/flows';
import type { B2BHandoff } from '../../../../../src/ui/flows/b2b/handoffs';
import { createRootReducer, type RootAction } from '../../../../../src/ui/host/root-reducer';
import { discoveryAnswer, makeOrganization, mfaAnswer, sessionAnswer } from '../../../core/b2b/b2b-harness';

const HOME: B2BWidgetState = { screen: 'B2BMain' };
const reducer = createRootReducer<B2BWidgetState>([b2bMain, b2bPasswords] as unknown as AnyFlow[], HOME);

function history(actions: RootAction[], start: B2BWidgetState = HOME): B2BWidgetState[] {
  const states = [start];
  for (const action of actions) states.push(reducer(states.at(-1) as B2BWidgetState, action));
  return states;
}

const EMAIL = 'ada@acme.example';
const ORG = makeOrganization() as unknown as Organization;
const sent = { request_id: 'r', status_code: 200 };
const wrong = { message: { key: 'unauthorized_credentials' }, field: true };
const start = (organization: Organization | null): B2BHandoff => ({ type: 'b2bPasswords/start', email: EMAIL, organization });
const login = (organization: Organization | null) => ({ screen: 'B2BPasswordLogin', email: EMAIL, organization });

describe('B2B password sign-in', () => {
  it('Main → login for the organization → wrong password on the form → cleared', () => {
    expect(history([start(ORG), { type: 'failed', error: wrong }, { type: 'errorCleared' }])).toEqual([
      HOME,
      login(ORG),
      { ...login(ORG), error: wrong },
      login(ORG),
    ]);
  });

  it('forgot → reset email (discovery) → resend → back to Main', () => {
    const states = history([start(null), resetNeeded(EMAIL, 'forgot'), resetSent(EMAIL, true, sent), resetResent(EMAIL, true, sent), { type: 'back' }]);
    expect(states).toEqual([
      HOME,
      login(null),
      { screen: 'B2BPasswordForgot', email: EMAIL, organization: null, reason: 'forgot' },
      { screen: 'B2BPasswordResetSent', email: EMAIL, organization: null },
      { screen: 'B2BPasswordResetSent', email: EMAIL, organization: null },
      HOME,
    ]);
    // A resend is a new state, so its effects (the event, the toast) run once per resend.
    expect(states[4]).not.toBe(states[3]);
  });

  it('a member without a password is led to set one by email, for its organization', () => {
    expect(history([start(ORG), resetNeeded(EMAIL, 'noPassword'), resetSent(EMAIL, false, sent)])).toEqual([
      HOME,
      login(ORG),
      { screen: 'B2BPasswordForgot', email: EMAIL, organization: ORG, reason: 'noPassword' },
      { screen: 'B2BPasswordResetSent', email: EMAIL, organization: ORG },
    ]);
  });

  it('late answers for a screen the visitor left change nothing', () => {
    const onMain = history([resetNeeded(EMAIL, 'forgot'), resetSent(EMAIL, false, sent), resetResent(EMAIL, false, sent)]);
    expect(onMain).toEqual([HOME, HOME, HOME, HOME]);
    for (let i = 1; i < onMain.length; i++) expect(onMain[i]).toBe(HOME);
    const left = history([start(ORG), resetNeeded(EMAIL, 'forgot'), { type: 'back' }, resetSent(EMAIL, false, sent)]);
    expect(left.at(-1)).toBe(left.at(-2));
  });
});

describe('where a password sign-in leads (outcomes.ts)', () => {
  it('a member session → signed in, announcing the call', () => {
    const response = sessionAnswer() as unknown as B2BAuthenticateResponseWithMfa;
    expect(signInOutcome(response, EMAIL, 'B2B_PASSWORD_AUTHENTICATE')).toEqual({
      type: 'b2bMain/signedIn',
      member: response.member,
      organization: response.organization,
      announce: { type: 'B2B_PASSWORD_AUTHENTICATE', data: response },
    });
  });

  it('MFA owed → the MFA flow', () => {
    const response = mfaAnswer() as unknown as B2BAuthenticateResponseWithMfa;
    expect(signInOutcome(response, EMAIL, 'B2B_PASSWORD_RESET_BY_EMAIL')).toMatchObject({
      type: 'mfa/required',
      mfaRequired: response.mfa_required,
      announce: { type: 'B2B_PASSWORD_RESET_BY_EMAIL' },
    });
  });

  it('a discovery sign-in → the organization list', () => {
    const response = discoveryAnswer({ discovered_organizations: [{ organization: makeOrganization() }] }) as unknown as B2BDiscoveryAuthenticateResponse;
    expect(discoveryOutcome(response, 'B2B_PASSWORD_DISCOVERY_AUTHENTICATE')).toEqual({
      type: 'discovery/discovered',
      email: EMAIL,
      organizations: response.discovered_organizations,
      announce: { type: 'B2B_PASSWORD_DISCOVERY_AUTHENTICATE', data: response },
    });
  });
});

describe('the reset link and the reset mounts', () => {
  it('reads the token and its type from the page URL', () => {
    expect(resetLinkFromUrl('https://app.example/reset?stytch_token_type=multi_tenant_passwords&token=t-1')).toEqual({
      token: 't-1',
      tokenType: 'multi_tenant_passwords',
    });
    expect(resetLinkFromUrl('https://app.example/reset?stytch_token_type=discovery&token=t-2')).toEqual({ token: 't-2', tokenType: 'discovery' });
    expect(resetLinkFromUrl('https://app.example/reset')).toEqual({ token: null, tokenType: 'multi_tenant_passwords' });
    expect(resetLinkFromUrl('not a url')).toEqual({ token: null, tokenType: 'multi_tenant_passwords' });
  });

  it('mountPasswordReset opens on the form with its token; mount with PasswordReset on the form reading the URL', () => {
    const reset = validateB2BConfig({ authFlowType: 'PasswordReset', products: [] }, 'mount');
    expect(firstB2BScreen('b2bPasswordReset', { config: reset, passwordResetToken: 'tok' })).toEqual({
      screen: 'B2BPasswordResetForm',
      token: 'tok',
    });
    expect(firstB2BScreen('b2bLogin', { config: reset })).toEqual({ screen: 'B2BPasswordResetForm' });
    // The reset form's flow, and the outcomes its sign-in may lead to (list, MFA, success).
    expect(b2bFlowsNeeded('b2bPasswordReset', { config: reset, passwordResetToken: 'tok' })).toEqual(['b2bPasswords', 'b2bMain', 'discovery', 'mfa']);
    // A Discovery login without passwords or SSO (and no SSO token in the page URL) loads neither;
    // it loads the Organization flow, whose methods an organization wanting another primary factor shows.
    expect(b2bFlowsNeeded('b2bLogin', { config: validateB2BConfig({ authFlowType: 'Discovery', products: ['emailOtp'] }, 'mount') })).toEqual([
      'organization',
      'b2bMain',
      'b2bEmail',
      'discovery',
      'mfa',
    ]);
    const discovery = validateB2BConfig({ authFlowType: 'Discovery', products: ['emailMagicLinks'] }, 'mount');
    expect(firstB2BScreen('b2bLogin', { config: discovery })).toEqual({ screen: 'B2BMain' });
  });
});
