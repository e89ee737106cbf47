/**
 * Placeholder flow: the screens of flows that have not landed (wallets, the
 * identity provider), so Main's
 * buttons and the other mount kinds lead somewhere honest. Each screen moves
 * to its own flow when that flow lands.
 */
import type { FlowDefinition } from '../flow';
import type { ComingSoonAction } from './actions';
import { ComingSoonScreen } from './coming-soon-screen';
import { LATER_MESSAGES } from './messages';
import type { ComingSoonState } from './state';

const subScreen = { component: ComingSoonScreen, backArrow: true, focus: 'heading' } as const;
const firstScreen = { component: ComingSoonScreen, backArrow: false, focus: 'heading' } as const;

const flow: FlowDefinition<ComingSoonState, ComingSoonAction> = {
  id: 'comingSoon',
  reducer: (state, action) => (state.screen === 'Main' ? action.next : state),
  screens: {
    CryptoConnect: subScreen,
    CryptoOtherScreen: subScreen,
    IDPConsent: firstScreen,
  },
  messages: LATER_MESSAGES,
};

export default flow;
