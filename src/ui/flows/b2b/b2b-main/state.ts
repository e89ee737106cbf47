import type { ScreenStateBase } from '../../flow';

/** The B2B login mount's first screen: Discovery's or the organization's sign-in methods. */
export interface B2BMainState extends ScreenStateBase {
  screen: 'B2BMain';
}

export type B2BMainFlowState = B2BMainState;
