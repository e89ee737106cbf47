/**
 * State-history tests of the b2bMain flow (docs/architecture.md, "Reducer"):
 * action sequences through the root reducer with the B2B flows, asserting the
 * exact screens: the sign-in outcomes apply from any screen but an outcome,
 * once; the root marks signed in and the back arrow changes nothing then.
 */
import { describe, expect, it } from 'vitest';
import type { B2BAuthenticateResponseWithMfa, DiscoveredOrganization } from '../../../../../src/core/b2b';
import type { B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import b2bEmail from '../../../../../src/ui/flows/b2b/b2b-email';
import b2bMain from '../../../../../src/ui/flows/b2b/b2b-main';
import discovery from '../../../../../src/ui/flows/b2b/discovery';
import { authOutcome } from '../../../../../src/ui/flows/b2b/handoffs';
import type { AnyFlow } from '../../../../../src/ui/flows';
import { createRootReducer, type RootAction } from '../../../../../src/ui/host/root-reducer';
import type { DiscoveryAction } from '../../../../../src/ui/flows/b2b/discovery/actions';
import type { B2BEmailAction } from '../../../../../src/ui/flows/b2b/b2b-email/actions';

import { makeOrganization, mfaAnswer, sessionAnswer } from '../../../core/b2b/b2b-harness';

const HOME: B2BWidgetState = { screen: 'B2BMain' };
const reducer = createRootReducer<B2BWidgetState>([b2bMain, b2bEmail, discovery] as unknown as AnyFlow[], HOME);

/** The B2B flows' actions (handoffs included) and the common ones. */
type Step = RootAction | B2BEmailAction | DiscoveryAction;

function history(actions: Step[], start: B2BWidgetState = HOME): B2BWidgetState[] {
  const states = [start];
  for (const action of actions) states.push(reducer(states.at(-1) as B2BWidgetState, action as RootAction));
  return states;
}

const EMAIL = 'ada@acme.example';
const session = sessionAnswer() as unknown as B2BAuthenticateResponseWithMfa;
const primary = sessionAnswer({
  member_session: null,
  member_authenticated: false,
  intermediate_session_token: 'ist-1',
  primary_required: { allowed_auth_methods: ['sso'] },
}) as unknown as B2BAuthenticateResponseWithMfa;
const ORG = { organization: makeOrganization(), membership: { type: 'active_member' } } as unknown as DiscoveredOrganization;
const list = { screen: 'DiscoveryOrganizations', email: EMAIL, organizations: [ORG] } as B2BWidgetState;

describe('b2bMain outcomes', () => {
  it('a redirect landing: B2BMain → signed in; back and a second outcome change nothing', () => {
    const states = history([authOutcome(session, EMAIL), { type: 'back' }, authOutcome(session, EMAIL)]);
    expect(states).toEqual([
      HOME,
      { screen: 'B2BSignedIn', organizationName: 'Acme', signedIn: true },
      { screen: 'B2BSignedIn', organizationName: 'Acme', signedIn: true },
      { screen: 'B2BSignedIn', organizationName: 'Acme', signedIn: true },
    ]);
    expect(states[3]).toBe(states[1]);
  });

  it('the organization list → primary required → back to B2BMain', () => {
    expect(history([authOutcome(primary, EMAIL), { type: 'back' }], list).map((s) => s.screen)).toEqual([
      'DiscoveryOrganizations',
      'B2BPrimaryRequired',
      'B2BMain',
    ]);
  });

  it('an outcome on an outcome screen changes nothing', () => {
    const [, primaryShown] = history([authOutcome(primary, EMAIL)], list);
    expect(reducer(primaryShown as B2BWidgetState, authOutcome(session, EMAIL))).toBe(primaryShown);
  });

  it('authOutcome: signed in, MFA owed, primary factor owed, each with the event it is given', () => {
    const event = { type: 'B2B_DISCOVERY_INTERMEDIATE_SESSION_EXCHANGE', data: {} } as const;
    expect(authOutcome(session, EMAIL, event)).toMatchObject({ type: 'b2bMain/signedIn', announce: event });
    expect(authOutcome(mfaAnswer() as unknown as B2BAuthenticateResponseWithMfa, EMAIL).type).toBe('mfa/required');
    expect(authOutcome(primary, EMAIL)).toMatchObject({ type: 'b2bMain/primaryRequired', allowedAuthMethods: ['sso'], email: EMAIL });
  });
});
