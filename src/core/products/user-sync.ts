/**
 * The synchronous half of the `user` namespace (`getSync`, `onChange`), which
 * reads the session manager. Apart from the requests (user.ts) so the client
 * can hand these out at once and load the rest on first use.
 */
import type { ClientContext } from '../client-context';
import { PorticoInvalidCallError } from '../errors';
import type { User } from '../wire-types';
import type { UserApi } from './user';

export function createUserSync(ctx: ClientContext): Pick<UserApi, 'getSync' | 'onChange'> {
  return {
    getSync() {
      return ctx.session.getUserSync();
    },
    onChange(callback) {
      if (typeof callback !== 'function') {
        throw new PorticoInvalidCallError('Invalid call to user.onChange\ncallback must be a function.');
      }
      let last: User | null = ctx.session.getUserSync();
      return ctx.session.onChange((state) => {
        const next = state?.user ?? null;
        if (next === last) return;
        last = next;
        callback(next);
      });
    },
  };
}
