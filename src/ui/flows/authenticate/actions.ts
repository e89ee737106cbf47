/** The redirect landing's domain actions (`authenticate/…`): what redeeming the token came to. */
import type { AuthenticateByUrlResult } from '../../../core';
import type { MessageDescriptor } from '../../i18n/format';

export type AuthenticateAction =
  | { type: 'authenticate/succeeded'; result: AuthenticateByUrlResult }
  | { type: 'authenticate/failed'; message: MessageDescriptor };

export const authenticated = (result: AuthenticateByUrlResult): AuthenticateAction => ({ type: 'authenticate/succeeded', result });
export const authenticateFailed = (message: MessageDescriptor): AuthenticateAction => ({ type: 'authenticate/failed', message });
