/**
 * The passkey flow's transitions (docs/behaviour.md §4.1). Each action applies
 * only on the screens of its applies-on table (docs/architecture.md,
 * "Reducer"), so a late answer for a screen the visitor left changes nothing.
 */
import type { WidgetState } from '..';
import type { AppliesOn } from '../applies-on';
import type { PasskeysAction } from './actions';

/** Where an action leads from `state`, one of the screens it applies on. */
function next(state: WidgetState, action: PasskeysAction): WidgetState {
  switch (action.type) {
    case 'passkeys/authenticated':
      // The confirmation carries no error.
      return { screen: 'PasskeyConfirmation' };
    case 'passkeys/registered':
    case 'passkeys/skipped':
      return { screen: 'PasskeyRegistrationSuccess', created: action.type === 'passkeys/registered' };
    case 'passkeys/setUpAnother':
      return { screen: 'PasskeyRegistrationStart' };
    case 'passkeys/deleteAsked': {
      // The warning replaces the error shown, as the list's only message.
      if (state.screen !== 'PasskeyRegistrationSuccess' && state.screen !== 'PasskeyList') return state;
      const { error: _replaced, ...rest } = state;
      return { ...rest, notice: 'deleteWarning' };
    }
    case 'passkeys/deleteEnded': {
      if ((state.screen !== 'PasskeyRegistrationSuccess' && state.screen !== 'PasskeyList') || state.notice === undefined) return state;
      const { notice: _ended, ...rest } = state;
      return rest;
    }
    case 'passkeys/done':
      // The same screen without its error or notice, a new state: each press is accepted, so `PasskeyDone` fires once per press.
      return state.screen === 'PasskeyRegistrationSuccess' ? { screen: state.screen, created: state.created } : state;
  }
}

/** The screens each action may leave from. */
const APPLIES_ON: AppliesOn<PasskeysAction> = {
  // Only Main starts a passkey sign-in (its button or autofill).
  'passkeys/authenticated': ['Main'],
  'passkeys/registered': ['PasskeyRegistrationStart'],
  'passkeys/skipped': ['PasskeyRegistrationStart'],
  'passkeys/setUpAnother': ['PasskeyRegistrationSuccess'],
  'passkeys/done': ['PasskeyRegistrationSuccess'],
  'passkeys/deleteAsked': ['PasskeyRegistrationSuccess', 'PasskeyList'],
  'passkeys/deleteEnded': ['PasskeyRegistrationSuccess', 'PasskeyList'],
};

export function passkeysReducer(state: WidgetState, action: PasskeysAction): WidgetState {
  return APPLIES_ON[action.type].includes(state.screen) ? next(state, action) : state;
}
