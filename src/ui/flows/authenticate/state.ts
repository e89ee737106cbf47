import type { MessageDescriptor } from '../../i18n/format';
import type { ScreenStateBase } from '../flow';

/** The redirect landing's screens: redeeming the address's token, signed in, or why not. */
export type AuthenticateState =
  | (ScreenStateBase & { screen: 'AuthenticateByUrl' })
  | (ScreenStateBase & { screen: 'AuthenticateDone' })
  | (ScreenStateBase & { screen: 'AuthenticateFailed'; message: MessageDescriptor });
