/** The B2B login's first screen (docs/behaviour.md, "B2B widget"). */
import type { FlowAction } from '../../flow';
import type { B2BFlowDefinition } from '../flow';
import { B2BMainScreen } from './b2b-main-screen';
import { B2B_MAIN_MESSAGES } from './messages';
import type { B2BMainFlowState } from './state';

const flow: B2BFlowDefinition<B2BMainFlowState, FlowAction, keyof typeof B2B_MAIN_MESSAGES, 'b2bMain'> = {
  id: 'b2bMain',
  reducer: (state) => state,
  screens: {
    B2BMain: { component: B2BMainScreen, backArrow: false, focus: 'heading' },
  },
  messages: B2B_MAIN_MESSAGES,
};

export default flow;
