/**
 * State-history tests of the b2bEmail flow (docs/architecture.md, "Reducer"):
 * B2BMain → method choice → passcode or 'Check your email', resends, the
 * back arrow, and answers for a screen the visitor left.
 */
import { describe, expect, it } from 'vitest';
import type { B2BSendResponse } from '../../../../../src/core/b2b';
import type { B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import b2bEmail from '../../../../../src/ui/flows/b2b/b2b-email';
import b2bMain from '../../../../../src/ui/flows/b2b/b2b-main';
import discovery from '../../../../../src/ui/flows/b2b/discovery';
import type { AnyFlow } from '../../../../../src/ui/flows';
import { createRootReducer, type RootAction } from '../../../../../src/ui/host/root-reducer';
import type { DiscoveryAction } from '../../../../../src/ui/flows/b2b/discovery/actions';
import type { B2BEmailAction } from '../../../../../src/ui/flows/b2b/b2b-email/actions';


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
const response = { request_id: 'r', status_code: 200 } as B2BSendResponse;
const wrong = { message: { key: 'otp_code_not_found' }, field: true };

describe('b2bEmail', () => {
  it('both products: B2BMain → method → passcode; a wrong code, then a resend clears it and restarts the countdown', () => {
    expect(
      history([
        { type: 'b2bEmail/chooseMethod', email },
        { type: 'b2bEmail/codeSent', email, response },
        { type: 'failed', error: wrong },
        { type: 'b2bEmail/codeResent', email, response, expiresAt: 300_000 },
      ]),
    ).toEqual([
      HOME,
      { screen: 'B2BEmailMethod', email },
      { screen: 'B2BEmailOtp', email },
      { screen: 'B2BEmailOtp', email, error: wrong },
      { screen: 'B2BEmailOtp', email, expiresAt: 300_000, expired: false },
    ]);
  });

  it('the code expires: the screen says so until a resend gives a new code and a new expiry', () => {
    expect(
      history([
        { type: 'b2bEmail/codeSent', email, response },
        { type: 'b2bEmail/codeExpired' },
        { type: 'b2bEmail/codeResent', email, response, expiresAt: 600_000 },
      ]),
    ).toEqual([
      HOME,
      { screen: 'B2BEmailOtp', email },
      { screen: 'B2BEmailOtp', email, expired: true },
      { screen: 'B2BEmailOtp', email, expiresAt: 600_000, expired: false },
    ]);
  });

  it('an expiry reported after the visitor left the passcode screen changes nothing', () => {
    const states = history([{ type: 'b2bEmail/codeSent', email, response }, { type: 'back' }, { type: 'b2bEmail/codeExpired' }]);
    expect(states.map((s) => s.screen)).toEqual(['B2BMain', 'B2BEmailOtp', 'B2BMain', 'B2BMain']);
    expect(states[3]).toBe(states[2]);
  });

  it('links only: B2BMain → Check your email → resent → back to B2BMain', () => {
    expect(
      history([{ type: 'b2bEmail/linkSent', email, response }, { type: 'b2bEmail/linkResent', email, response }, { type: 'back' }]),
    ).toEqual([HOME, { screen: 'B2BEmailSent', email }, { screen: 'B2BEmailSent', email }, HOME]);
  });

  it('a send answered after the visitor went back changes nothing', () => {
    const states = history([{ type: 'b2bEmail/chooseMethod', email }, { type: 'back' }, { type: 'b2bEmail/codeResent', email, response, expiresAt: 1 }]);
    expect(states.map((s) => s.screen)).toEqual(['B2BMain', 'B2BEmailMethod', 'B2BMain', 'B2BMain']);
    expect(states[3]).toBe(states[2]);
  });

  it('the passcode accepted → the organization list (the discovery handoff)', () => {
    const states = history(
      [{ type: 'b2bEmail/codeSent', email, response }, { type: 'discovery/discovered', email, organizations: [] }],
    );
    expect(states.map((s) => s.screen)).toEqual(['B2BMain', 'B2BEmailOtp', 'DiscoveryNoOrganizations']);
  });
});
