import type { WalletOption } from '../../config/config-types';
import type { ScreenStateBase } from '../flow';

/** Login sub-screens of flows that have not landed, reachable from Main. */
export type ComingSoonSubScreen = 'CryptoConnect' | 'CryptoOtherScreen';

export type ComingSoonState =
  | (ScreenStateBase & { screen: 'CryptoConnect'; wallet: WalletOption })
  | (ScreenStateBase & { screen: 'CryptoOtherScreen' })
  // The first screens of the mount kinds whose flows have not landed.
  | (ScreenStateBase & { screen: 'PasskeyRegistrationStart' })
  | (ScreenStateBase & { screen: 'IDPConsent' });
