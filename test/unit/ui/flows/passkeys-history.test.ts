/**
 * State-history tests of the passkey flow (docs/architecture.md): action
 * sequences through the root reducer, asserting the exact screens and data.
 */
import { describe, expect, it } from 'vitest';
import type { WebAuthnAuthenticateResponse } from '../../../../src/core';
import type { WidgetState } from '../../../../src/ui/flows';
import { firstScreen } from '../../../../src/ui/flows';
import main from '../../../../src/ui/flows/main';
import passkeys from '../../../../src/ui/flows/passkeys';
import {
  deleteAsked,
  deleteEnded,
  passkeyAuthenticated,
  passkeyRegistered,
  passkeysDone,
  passkeySkipped,
  setUpAnotherPasskey,
} from '../../../../src/ui/flows/passkeys/actions';
import { alertError } from '../../../../src/ui/flows/screen-error';
import { createRootReducer, type RootAction } from '../../../../src/ui/host/root-reducer';

const flows = [main, passkeys];
const HOME: WidgetState = { screen: 'Main' };
const REGISTRATION = firstScreen('passkeyRegistration', {});
const LIST = firstScreen('passkeyList', {});

function history(actions: RootAction[], start: WidgetState): WidgetState[] {
  const run = createRootReducer(flows, start);
  const states = [start];
  for (const action of actions) states.push(run(states.at(-1) as WidgetState, action));
  return states;
}

const response = { webauthn_registration_id: 'webauthn-registration-1' } as WebAuthnAuthenticateResponse;
const unknown = alertError({ key: 'passkey_unknown_error' });
const duplicate = alertError({ key: 'passkey_duplicate' });

describe('passkey sign-in from Main', () => {
  it('an error, then success: PasskeyConfirmation (signed in) with the error cleared; back stays there', () => {
    expect(history([{ type: 'failed', error: unknown }, passkeyAuthenticated(response), { type: 'back' }], HOME)).toEqual([
      { screen: 'Main' },
      { screen: 'Main', error: unknown },
      { screen: 'PasskeyConfirmation', signedIn: true },
      { screen: 'PasskeyConfirmation', signedIn: true },
    ]);
  });

  it('a late answer for a screen the visitor left changes nothing', () => {
    const onConfirmation: WidgetState = { screen: 'PasskeyConfirmation' };
    expect(history([passkeyAuthenticated(response)], onConfirmation)).toEqual([onConfirmation, onConfirmation]);
  });
});

describe('passkey registration', () => {
  it('create → success (created) → set up another → duplicate error → skip → success (skipped) → Done', () => {
    expect(
      history(
        [
          passkeyRegistered(response),
          setUpAnotherPasskey(),
          { type: 'failed', error: duplicate },
          passkeySkipped(),
          passkeysDone(),
          passkeysDone(),
        ],
        REGISTRATION,
      ),
    ).toEqual([
      { screen: 'PasskeyRegistrationStart' },
      { screen: 'PasskeyRegistrationSuccess', created: true },
      { screen: 'PasskeyRegistrationStart' },
      { screen: 'PasskeyRegistrationStart', error: duplicate },
      { screen: 'PasskeyRegistrationSuccess', created: false },
      // Each press is accepted (a new state, no filler field), so PasskeyDone fires once per press.
      { screen: 'PasskeyRegistrationSuccess', created: false },
      { screen: 'PasskeyRegistrationSuccess', created: false },
    ]);
  });

  it("starting a delete sets the screen's notice (replacing its error); confirming or cancelling clears it; Done clears it too", () => {
    const states = history(
      [passkeySkipped(), { type: 'failed', error: duplicate }, deleteAsked(), deleteEnded(), deleteEnded(), deleteAsked(), passkeysDone()],
      REGISTRATION,
    );
    expect(states).toEqual([
      { screen: 'PasskeyRegistrationStart' },
      { screen: 'PasskeyRegistrationSuccess', created: false },
      { screen: 'PasskeyRegistrationSuccess', created: false, error: duplicate },
      { screen: 'PasskeyRegistrationSuccess', created: false, notice: 'deleteWarning' },
      { screen: 'PasskeyRegistrationSuccess', created: false },
      { screen: 'PasskeyRegistrationSuccess', created: false },
      { screen: 'PasskeyRegistrationSuccess', created: false, notice: 'deleteWarning' },
      { screen: 'PasskeyRegistrationSuccess', created: false },
    ]);
    // Nothing to clear: the same state.
    expect(states[5]).toBe(states[4]);
    // The passkey list kind's screen has the same notice.
    expect(history([deleteAsked(), deleteEnded()], LIST)).toEqual([LIST, { ...LIST, notice: 'deleteWarning' }, LIST]);
  });

  it('actions of other screens change nothing', () => {
    expect(history([setUpAnotherPasskey(), passkeysDone(), passkeyAuthenticated(response)], REGISTRATION)).toEqual([
      REGISTRATION,
      REGISTRATION,
      REGISTRATION,
      REGISTRATION,
    ]);
    expect(history([passkeyRegistered(response), passkeysDone()], LIST)).toEqual([LIST, LIST, LIST]);
  });
});
