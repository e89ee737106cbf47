import type { WalletOption } from '../../config/config-types';
import type { ComingSoonState } from './state';

export type ComingSoonAction = { type: 'comingSoon/opened'; next: Extract<ComingSoonState, { screen: 'CryptoConnect' | 'CryptoOtherScreen' }> };

export function comingSoonOpened(screen: 'CryptoConnect', data: { wallet: WalletOption }): ComingSoonAction;
export function comingSoonOpened(screen: 'CryptoOtherScreen'): ComingSoonAction;
export function comingSoonOpened(screen: string, data: object = {}): ComingSoonAction {
  return { type: 'comingSoon/opened', next: { ...data, screen } as ComingSoonAction['next'] };
}
