/**
 * The synchronous half of the `user` namespace (`getSync`, `getInfo` and the
 * change observers), over the session manager and the session observers.
 * Apart from the requests (user.ts) so the client can hand these out at once
 * and load the rest on first use.
 */
import type { SessionManager } from '../client-context';
import type { SessionObservers } from '../session/session-observers';
import { validate } from '../validate';
import type { UserApi } from './user';

export type UserSyncApi = Pick<UserApi, 'getSync' | 'getInfo' | 'onChange' | 'onInfoChange'>;

export function createUserSync(session: SessionManager, observers: SessionObservers): UserSyncApi {
  return {
    getSync: () => session.getUserSync(),
    getInfo: () => observers.userInfo(),
    onChange(callback) {
      validate('user.onChange').isFunction('callback', callback);
      return observers.onUserChange(callback);
    },
    onInfoChange(callback) {
      validate('user.onInfoChange').isFunction('callback', callback);
      return observers.onUserInfoChange(callback);
    },
  };
}
