/**
 * The redirect landing (`<PorticoAuthenticate>`, `mountAuthenticate`): the
 * page a magic link, an OAuth sign-in or One Tap returns to redeems the
 * token of its address, with the widget's look. Its own chunk, loaded only
 * by this mount kind.
 */
import type { FlowDefinition } from '../flow';
import type { AuthenticateAction } from './actions';
import { AUTHENTICATE_MESSAGES } from './messages';
import { authenticateReducer } from './reducer';
import { AuthenticateByUrlScreen, AuthenticateDoneScreen, AuthenticateFailedScreen } from './screens';
import type { AuthenticateState } from './state';

const flow: FlowDefinition<AuthenticateState, AuthenticateAction, keyof typeof AUTHENTICATE_MESSAGES> = {
  id: 'authenticate',
  reducer: authenticateReducer,
  screens: {
    AuthenticateByUrl: { component: AuthenticateByUrlScreen, backArrow: false, focus: 'heading' },
    AuthenticateDone: { component: AuthenticateDoneScreen, backArrow: false, focus: 'heading' },
    AuthenticateFailed: { component: AuthenticateFailedScreen, backArrow: false, focus: 'heading' },
  },
  effects(action, { emit }) {
    if (action.type === 'authenticate/succeeded') emit({ type: 'AuthenticateFlowComplete', data: {} });
  },
  messages: AUTHENTICATE_MESSAGES,
  texts: 'authenticate',
};

export default flow;
