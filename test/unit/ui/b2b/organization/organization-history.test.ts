/**
 * State-history tests of the Organization flow (docs/architecture.md,
 * "Reducer", "B2B widget"): action sequences through the root reducer over
 * the B2B flows, asserting the exact screens and data: the slug's lookup,
 * the organization's methods handing over to the email, password and MFA
 * flows with the organization, and `primary_required` showing the methods
 * the organization allows; late answers change nothing.
 */
import { describe, expect, it } from 'vitest';
import type { B2BAuthenticateResponseWithMfa, B2BOrganizationBySlugResponse } from '../../../../../src/core/b2b';
import { validateB2BConfig } from '../../../../../src/ui/b2b/config/validate-b2b-config';
import { b2bFlowsNeeded, firstB2BScreen, type B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import b2bEmail from '../../../../../src/ui/flows/b2b/b2b-email';
import b2bMain from '../../../../../src/ui/flows/b2b/b2b-main';
import b2bPasswords from '../../../../../src/ui/flows/b2b/b2b-passwords';
import mfa from '../../../../../src/ui/flows/b2b/mfa';
import organizationFlow from '../../../../../src/ui/flows/b2b/organization';
import type { OrganizationAction } from '../../../../../src/ui/flows/b2b/organization/actions';
import { authOutcome, type B2BHandoff, type SignInOrganization } from '../../../../../src/ui/flows/b2b/handoffs';
import type { AnyFlow } from '../../../../../src/ui/flows';
import { createRootReducer, type RootAction } from '../../../../../src/ui/host/root-reducer';
import { makeOrganization, mfaAnswer, sessionAnswer } from '../../../core/b2b/b2b-harness';

const HOME: B2BWidgetState = { screen: 'OrganizationLoad' };
const reducer = createRootReducer<B2BWidgetState>([organizationFlow, b2bMain, b2bEmail, b2bPasswords, mfa] as unknown as AnyFlow[], HOME);

type Step = RootAction | B2BHandoff | OrganizationAction;

function history(actions: Step[], start: B2BWidgetState = HOME): B2BWidgetState[] {
  const states = [start];
  for (const action of actions) states.push(reducer(states.at(-1) as B2BWidgetState, action as RootAction));
  return states;
}

const EMAIL = 'ada@acme.example';
const ORG = makeOrganization({ sso_active_connections: [] }) as unknown as SignInOrganization;
const sent = { request_id: 'r', status_code: 200 };
const bySlug: B2BOrganizationBySlugResponse = { request_id: 'r', status_code: 200, organization: ORG };
const found: OrganizationAction = { type: 'organization/found', organization: ORG, response: bySlug };
const notFound: OrganizationAction = { type: 'organization/notFound', slug: 'nope', response: { ...bySlug, organization: null } };
const login = { screen: 'OrganizationLogin', organization: ORG, only: null, email: '' };
const session = sessionAnswer() as unknown as B2BAuthenticateResponseWithMfa;
const primary = sessionAnswer({
  member_session: null,
  member_authenticated: false,
  intermediate_session_token: 'ist-1',
  primary_required: { allowed_auth_methods: ['password'] },
}) as unknown as B2BAuthenticateResponseWithMfa;

describe('the Organization login', () => {
  it('lookup → the organization → a code for it → signed in', () => {
    const states = history([found, { type: 'b2bEmail/codeSent', email: EMAIL, response: sent, organization: ORG }, authOutcome(session, EMAIL)]);
    expect(states).toEqual([
      HOME,
      login,
      { screen: 'B2BEmailOtp', email: EMAIL, organization: ORG },
      { screen: 'B2BSignedIn', organizationName: 'Acme', signedIn: true },
    ]);
  });

  it('an unknown slug: not found; a late answer there changes nothing', () => {
    const states = history([notFound, found]);
    expect(states).toEqual([HOME, { screen: 'OrganizationNotFound', slug: 'nope' }, { screen: 'OrganizationNotFound', slug: 'nope' }]);
    expect(states[2]).toBe(states[1]);
  });

  it("both email products: the choice → a link for the organization → back: the mount's first screen (a new lookup)", () => {
    const states = history([
      found,
      { type: 'b2bEmail/chooseMethod', email: EMAIL, organization: ORG },
      { type: 'b2bEmail/linkSent', email: EMAIL, response: sent, organization: ORG },
      { type: 'back' },
    ]);
    expect(states).toEqual([
      HOME,
      login,
      { screen: 'B2BEmailMethod', email: EMAIL, organization: ORG },
      { screen: 'B2BEmailSent', email: EMAIL, organization: ORG },
      HOME,
    ]);
  });

  it('Use a password instead: the password sign-in for the organization', () => {
    expect(history([found, { type: 'b2bPasswords/start', email: '', organization: ORG }]).map((s) => s.screen)).toEqual([
      'OrganizationLoad',
      'OrganizationLogin',
      'B2BPasswordLogin',
    ]);
  });

  it("the organization's code owes MFA: the MFA flow", () => {
    const states = history([found, { type: 'b2bEmail/codeSent', email: EMAIL, response: sent, organization: ORG }, authOutcome(mfaAnswer() as unknown as B2BAuthenticateResponseWithMfa, EMAIL)]);
    expect(states.map((s) => s.screen).slice(0, 3)).toEqual(['OrganizationLoad', 'OrganizationLogin', 'B2BEmailOtp']);
    expect(states[3]?.screen).toMatch(/^Mfa/);
  });

  it('primary_required: B2BPrimaryRequired → organization/show → only the allowed methods, email kept', () => {
    const onCode: B2BWidgetState = { screen: 'B2BEmailOtp', email: EMAIL, organization: ORG };
    const show: B2BHandoff = { type: 'organization/show', organization: ORG, allowedAuthMethods: ['password'], email: EMAIL };
    const states = history([authOutcome(primary, EMAIL), show, show], onCode);
    expect(states).toEqual([
      onCode,
      {
        screen: 'B2BPrimaryRequired',
        organizationName: 'Acme',
        organization: makeOrganization(),
        allowedAuthMethods: ['password'],
        email: EMAIL,
      },
      { screen: 'OrganizationLogin', organization: ORG, only: ['password'], email: EMAIL },
      { screen: 'OrganizationLogin', organization: ORG, only: ['password'], email: EMAIL },
    ]);
    expect(states[3]).toBe(states[2]);
  });

  it('the lookup answers only on OrganizationLoad; organization/show only on B2BPrimaryRequired', () => {
    const shown = { ...login } as B2BWidgetState;
    expect(reducer(shown, found as unknown as RootAction)).toBe(shown);
    const show = { type: 'organization/show', organization: ORG, allowedAuthMethods: [], email: EMAIL };
    expect(reducer(HOME, show as unknown as RootAction)).toBe(HOME);
  });
});

describe('the registry', () => {
  it("opens a login with authFlowType 'Organization' on the lookup; Discovery on B2BMain", () => {
    const organization = validateB2BConfig({ authFlowType: 'Organization', products: ['emailOtp'] }, 'mount');
    expect(firstB2BScreen('b2bLogin', { config: organization })).toEqual({ screen: 'OrganizationLoad' });
    expect(b2bFlowsNeeded('b2bLogin', { config: organization })).toContain('organization');
    const discovery = validateB2BConfig({ authFlowType: 'Discovery', products: ['emailOtp'] }, 'mount');
    expect(firstB2BScreen('b2bLogin', { config: discovery })).toEqual({ screen: 'B2BMain' });
  });
});
