/**
 * Placeholder flow: the first screen of the identity-provider kind, whose
 * flow has not landed, so that mount leads somewhere honest. It moves to its
 * own flow when that flow lands.
 */
import type { FlowDefinition } from '../flow';
import type { ComingSoonAction } from './actions';
import { ComingSoonScreen } from './coming-soon-screen';
import { LATER_MESSAGES } from './messages';
import type { ComingSoonState } from './state';

const firstScreen = { component: ComingSoonScreen, backArrow: false, focus: 'heading' } as const;

const flow: FlowDefinition<ComingSoonState, ComingSoonAction> = {
  id: 'comingSoon',
  reducer: (state) => state,
  screens: {
    IDPConsent: firstScreen,
  },
  messages: LATER_MESSAGES,
};

export default flow;
