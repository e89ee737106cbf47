/**
 * State-history tests of the discovery flow (docs/architecture.md, "Reducer"),
 * and its pure decisions (rules.ts): direct login, direct creation, each
 * organization's action, the slug rule.
 */
import { describe, expect, it } from 'vitest';
import type { B2BAuthenticateResponseWithMfa, DiscoveredOrganization } from '../../../../../src/core/b2b';
import { validateB2BConfig } from '../../../../../src/ui/b2b/config/validate-b2b-config';
import type { B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import b2bEmail from '../../../../../src/ui/flows/b2b/b2b-email';
import b2bMain from '../../../../../src/ui/flows/b2b/b2b-main';
import discovery from '../../../../../src/ui/flows/b2b/discovery';
import {
  canCreateOrganization,
  directStep,
  isValidSlug,
  organizationAction,
  organizationUrl,
  slugFromName,
} from '../../../../../src/ui/flows/b2b/discovery/rules';
import { authOutcome } from '../../../../../src/ui/flows/b2b/handoffs';
import type { AnyFlow } from '../../../../../src/ui/flows';
import { createRootReducer, type RootAction } from '../../../../../src/ui/host/root-reducer';
import type { DiscoveryAction } from '../../../../../src/ui/flows/b2b/discovery/actions';
import type { B2BEmailAction } from '../../../../../src/ui/flows/b2b/b2b-email/actions';

import { makeOrganization, sessionAnswer } from '../../../core/b2b/b2b-harness';

const HOME: B2BWidgetState = { screen: 'B2BMain' };
const reducer = createRootReducer<B2BWidgetState>([b2bMain, b2bEmail, discovery] as unknown as AnyFlow[], HOME);

/** The B2B flows' actions (handoffs included) and the common ones. */
type Step = RootAction | B2BEmailAction | DiscoveryAction;

function history(actions: Step[], start: B2BWidgetState = HOME): B2BWidgetState[] {
  const states = [start];
  for (const action of actions) states.push(reducer(states.at(-1) as B2BWidgetState, action as RootAction));
  return states;
}

const email = 'ada@acme.example';
const org = (id: string, type: string) =>
  ({ organization: makeOrganization({ organization_id: id, organization_name: id }), membership: { type } }) as unknown as DiscoveredOrganization;
const session = sessionAnswer() as unknown as B2BAuthenticateResponseWithMfa;
const config = (extra: Record<string, unknown> = {}) => validateB2BConfig({ authFlowType: 'Discovery', products: ['emailOtp'], ...extra }, 'mount');

describe('discovery', () => {
  it('passcode → organizations → create → signed in', () => {
    const organizations = [org('a', 'active_member')];
    expect(
      history(
        [{ type: 'discovery/discovered', email, organizations }, { type: 'discovery/createStarted', email }, authOutcome(session, email)],
        { screen: 'B2BEmailOtp', email },
      ),
    ).toEqual([
      { screen: 'B2BEmailOtp', email },
      { screen: 'DiscoveryOrganizations', email, organizations },
      { screen: 'DiscoveryCreate', email },
      { screen: 'B2BSignedIn', organizationName: 'Acme', signedIn: true },
    ]);
  });

  it('none found → no organizations → create; back returns to B2BMain', () => {
    expect(
      history([{ type: 'discovery/discovered', email, organizations: [] }, { type: 'discovery/createStarted', email }, { type: 'back' }]).map(
        (s) => s.screen,
      ),
    ).toEqual(['B2BMain', 'DiscoveryNoOrganizations', 'DiscoveryCreate', 'B2BMain']);
  });

  it('a discovery answer for a screen the visitor left changes nothing', () => {
    const start: B2BWidgetState = { screen: 'B2BEmailMethod', email };
    expect(reducer(start, { type: 'discovery/discovered', email, organizations: [] } as Step as RootAction)).toBe(start);
    const created: B2BWidgetState = { screen: 'DiscoveryCreate', email };
    expect(reducer(created, { type: 'discovery/createStarted', email } as Step as RootAction)).toBe(created);
  });
});

describe('discovery rules', () => {
  const direct = (status: boolean, ignoreInvites = false, ignoreJitProvisioning = false) =>
    config({ directLoginForSingleMembership: { status, ignoreInvites, ignoreJitProvisioning } });

  it('direct login: exactly one active membership, invites and JIT organizations counting unless ignored', () => {
    const one = [org('a', 'active_member')];
    expect(directStep(one, direct(true), true)).toEqual({ kind: 'exchange', organization: one[0] });
    expect(directStep(one, direct(false), true)).toBeNull();
    expect(directStep(one, config(), true)).toBeNull();
    expect(directStep([...one, org('b', 'active_member')], direct(true), true)).toBeNull();
    const invited = [...one, org('b', 'invited_member')];
    expect(directStep(invited, direct(true), true)).toBeNull();
    expect(directStep(invited, direct(true, true), true)).toMatchObject({ kind: 'exchange' });
    const jit = [...one, org('c', 'eligible_to_join_by_email_domain')];
    expect(directStep(jit, direct(true), true)).toBeNull();
    expect(directStep(jit, direct(true, false, true), true)).toMatchObject({ kind: 'exchange' });
  });

  it('direct creation: no membership, configured, and creation allowed', () => {
    expect(directStep([], config({ directCreateOrganizationForNoMembership: true }), true)).toEqual({ kind: 'create' });
    expect(directStep([], config({ directCreateOrganizationForNoMembership: true }), false)).toBeNull();
    expect(directStep([], config(), true)).toBeNull();
  });

  it('creation needs the project and the host to allow it', () => {
    expect(canCreateOrganization(true, config())).toBe(true);
    expect(canCreateOrganization(false, config())).toBe(false);
    expect(canCreateOrganization(true, config({ disableCreateOrganization: true }))).toBe(false);
  });

  it('each membership type has its action', () => {
    expect(
      ['active_member', 'pending_member', 'invited_member', 'eligible_to_join_by_email_domain', 'eligible_to_join_by_oauth_tenant'].map((type) =>
        organizationAction(org('a', type)),
      ),
    ).toEqual(['b2b.discovery.continue', 'b2b.discovery.continue', 'b2b.discovery.acceptInvite', 'b2b.discovery.join', 'b2b.discovery.join']);
  });

  it('slugs: derived from the name, checked by the provider rule, shown under the project slugPattern', () => {
    expect(slugFromName('  Acme Rockets, Inc. ')).toBe('acme-rockets-inc.');
    expect(isValidSlug('acme-rockets')).toBe(true);
    expect(isValidSlug('a')).toBe(false);
    expect(isValidSlug('acme rockets')).toBe(false);
    expect(organizationUrl('https://app.example/org/{{slug}}', 'acme')).toBe('https://app.example/org/acme');
    expect(organizationUrl(null, 'acme')).toBeNull();
  });
});
