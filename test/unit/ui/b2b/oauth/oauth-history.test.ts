/**
 * State-history tests of B2B OAuth (docs/architecture.md, "Reducer"): the
 * landing's handoffs for the tokens the provider's redirect brings, through
 * the root reducer with the B2B flows, asserting the exact screens; after a
 * `primary_required` that allows an OAuth provider, the organization's
 * sign-in with only that; the b2bOAuth flow itself changes no state (its
 * starts leave the page).
 */
import { describe, expect, it } from 'vitest';
import type { B2BAuthenticateByUrlResult, B2BAuthenticateResponseWithMfa, B2BDiscoveryAuthenticateResponse } from '../../../../../src/core/b2b';
import type { AnyFlow } from '../../../../../src/ui/flows';
import type { B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import b2bMain from '../../../../../src/ui/flows/b2b/b2b-main';
import { landingHandoff } from '../../../../../src/ui/flows/b2b/b2b-main/api';
import b2bOAuth from '../../../../../src/ui/flows/b2b/b2b-oauth';
import discovery from '../../../../../src/ui/flows/b2b/discovery';
import { authOutcome, type B2BHandoff } from '../../../../../src/ui/flows/b2b/handoffs';
import organization from '../../../../../src/ui/flows/b2b/organization';
import { createRootReducer, type RootAction } from '../../../../../src/ui/host/root-reducer';
import { discoveryAnswer, makeOrganization, sessionAnswer } from '../../../core/b2b/b2b-harness';

const HOME: B2BWidgetState = { screen: 'B2BMain' };
const reducer = createRootReducer<B2BWidgetState>([b2bMain, b2bOAuth, discovery, organization] as unknown as AnyFlow[], HOME);

function history(actions: Array<RootAction | B2BHandoff>, start: B2BWidgetState = HOME): B2BWidgetState[] {
  const states = [start];
  for (const action of actions) states.push(reducer(states.at(-1) as B2BWidgetState, action as RootAction));
  return states;
}

const EMAIL = 'ada@acme.example';
const ACME = makeOrganization();
const found = discoveryAnswer({
  discovered_organizations: [{ organization: ACME, membership: { type: 'active_member', details: null, member: null }, member_authenticated: false, primary_required: null, mfa_required: null }],
}) as unknown as B2BDiscoveryAuthenticateResponse;
const session = sessionAnswer() as unknown as B2BAuthenticateResponseWithMfa;
const landed = (tokenType: 'discovery_oauth' | 'oauth', data: unknown) => landingHandoff({ handled: true, tokenType, data } as B2BAuthenticateByUrlResult)!;

describe("the landing of the provider's redirect", () => {
  it('a discovery_oauth token: B2BMain → the organization list, announcing B2B_OAUTH_DISCOVERY_AUTHENTICATE', () => {
    const handoff = landed('discovery_oauth', found);
    expect(handoff).toMatchObject({ type: 'discovery/discovered', email: EMAIL, announce: { type: 'B2B_OAUTH_DISCOVERY_AUTHENTICATE' } });
    expect(history([handoff]).map((state) => state.screen)).toEqual(['B2BMain', 'DiscoveryOrganizations']);
  });

  it('an oauth token: B2BMain → signed in, announcing B2B_OAUTH_AUTHENTICATE; a second outcome changes nothing', () => {
    const handoff = landed('oauth', session);
    expect(handoff).toMatchObject({ type: 'b2bMain/signedIn', announce: { type: 'B2B_OAUTH_AUTHENTICATE' } });
    const states = history([handoff, { type: 'back' }, handoff]);
    expect(states.map((state) => state.screen)).toEqual(['B2BMain', 'B2BSignedIn', 'B2BSignedIn', 'B2BSignedIn']);
    expect(states[3]).toBe(states[1]);
  });

  it('an oauth token whose organization wants another factor: B2BMain → B2BPrimaryRequired → its sign-in with only what the answer allows', () => {
    const primary = sessionAnswer({
      member_session: null,
      member_authenticated: false,
      intermediate_session_token: 'ist-1',
      primary_required: { allowed_auth_methods: ['google_oauth'] },
    }) as unknown as B2BAuthenticateResponseWithMfa;
    const outcome = authOutcome(primary, EMAIL);
    const show: B2BHandoff = { type: 'organization/show', organization: ACME as never, allowedAuthMethods: ['google_oauth'], email: EMAIL };
    const states = history([outcome, show]);
    expect(states.map((state) => state.screen)).toEqual(['B2BMain', 'B2BPrimaryRequired', 'OrganizationLogin']);
    expect(states[2]).toMatchObject({ screen: 'OrganizationLogin', only: ['google_oauth'], email: EMAIL });
  });
});

describe('the b2bOAuth flow', () => {
  it('has no screens and changes no state: a start leaves the page', () => {
    expect(b2bOAuth.screens).toEqual({});
    expect(Object.keys(b2bOAuth.serves ?? {})).toEqual(['b2bOAuth']);
    for (const state of [HOME, { screen: 'OrganizationLoad' } as B2BWidgetState]) {
      expect(b2bOAuth.reducer(state, { type: 'b2bOAuth/anything' })).toBe(state);
    }
  });
});
