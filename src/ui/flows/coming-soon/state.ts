import type { WalletOption } from '../../config/config-types';
import type { ScreenStateBase } from '../flow';

/** Login sub-screens of flows that have not landed, reachable from Main. */
export type ComingSoonSubScreen = 'CryptoConnect' | 'CryptoOtherScreen';

export type ComingSoonState =
  | (ScreenStateBase & { screen: 'CryptoConnect'; wallet: WalletOption })
  | (ScreenStateBase & { screen: 'CryptoOtherScreen' })
  // The first screen of the mount kind whose flow has not landed.
  | (ScreenStateBase & { screen: 'IDPConsent' });
