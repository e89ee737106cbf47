/**
 * The B2B login's first screen and the sign-in outcomes (docs/architecture.md,
 * "B2B widget"): B2BMain (the email field, SSO, passwords, OAuth; the redirect
 * landing), B2BSignedIn and B2BPrimaryRequired, with their events.
 */
import type { B2BFlowDefinition } from '../flow';
import type { B2BMainAction } from './actions';
import { B2BMainScreen } from './b2b-main-screen';
import { B2B_MAIN_MESSAGES } from './messages';
import { B2BPrimaryRequiredScreen, B2BSignedInScreen } from './outcome-screens';
import { b2bMainReducer } from './reducer';
import type { B2BMainFlowState } from './state';

const flow: B2BFlowDefinition<B2BMainFlowState, B2BMainAction, keyof typeof B2B_MAIN_MESSAGES, 'b2bMain'> = {
  id: 'b2bMain',
  reducer: b2bMainReducer,
  signsIn: ['b2bMain/signedIn'],
  screens: {
    B2BMain: { component: B2BMainScreen, backArrow: false, focus: 'heading' },
    B2BSignedIn: { component: B2BSignedInScreen, backArrow: false, focus: 'heading' },
    B2BPrimaryRequired: { component: B2BPrimaryRequiredScreen, backArrow: false, focus: 'heading' },
  },
  effects(action, env) {
    // The shell's emit sends any event to the host; a B2B mount's are the B2B ones (b2b-context.ts).
    const { emit } = env;
    // The call that led here (an exchange, a link, a passcode...) first, then the flow's end.
    if (action.announce !== undefined) emit(action.announce);
    if (action.type === 'b2bMain/signedIn') emit({ type: 'AuthenticateFlowComplete', data: {} });
  },
  messages: B2B_MAIN_MESSAGES,
  texts: 'b2b-main',
};

export default flow;
