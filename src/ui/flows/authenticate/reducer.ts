/**
 * Pure: the answer applies only while the token is being redeemed, so a late
 * answer (or a second one) changes nothing and fires no second event.
 */
import type { WidgetState } from '..';
import type { AppliesOn } from '../applies-on';
import type { AuthenticateAction } from './actions';

function next(action: AuthenticateAction): WidgetState {
  switch (action.type) {
    case 'authenticate/succeeded':
      return { screen: 'AuthenticateDone' };
    case 'authenticate/failed':
      return { screen: 'AuthenticateFailed', message: action.message };
  }
}

/** The screens each action may leave from. */
const APPLIES_ON: AppliesOn<AuthenticateAction> = {
  'authenticate/succeeded': ['AuthenticateByUrl'],
  'authenticate/failed': ['AuthenticateByUrl'],
};

export function authenticateReducer(state: WidgetState, action: AuthenticateAction): WidgetState {
  return APPLIES_ON[action.type].includes(state.screen) ? next(action) : state;
}
