/**
 * The Main screen (docs/behaviour.md §2.1): the blocks the config asks for, with the
 * tab forms the other loaded flows contribute. It has no domain actions of
 * its own: its forms dispatch their flows' actions.
 */
import type { FlowAction, FlowDefinition } from '../flow';
import { MainScreen } from './main-screen';
import type { MainState } from './state';

const flow: FlowDefinition<MainState, FlowAction, never, 'main'> = {
  id: 'main',
  reducer: (state) => state,
  screens: {
    Main: { component: MainScreen, backArrow: false, focus: 'heading' },
  },
  messages: {},
};

export default flow;
