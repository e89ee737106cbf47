/**
 * Pure: the answer applies only while the token is being redeemed, so a late
 * answer (or a second one) changes nothing and fires no second event.
 */
import type { ScreenStateBase } from '../flow';
import type { AuthenticateAction } from './actions';
import type { AuthenticateState } from './state';

export function authenticateReducer(state: ScreenStateBase, action: AuthenticateAction): ScreenStateBase {
  if (state.screen !== 'AuthenticateByUrl') return state;
  const next: AuthenticateState =
    action.type === 'authenticate/succeeded' ? { screen: 'AuthenticateDone' } : { screen: 'AuthenticateFailed', message: action.message };
  return next;
}
