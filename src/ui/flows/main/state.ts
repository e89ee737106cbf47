import type { ScreenStateBase } from '../flow';

/** Main has no data of its own: its forms keep what the visitor types locally. */
export interface MainState extends ScreenStateBase {
  screen: 'Main';
}
