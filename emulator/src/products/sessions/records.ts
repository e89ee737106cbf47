import type { AuthenticationFactor, Session } from '../../../../protocol';
import { defineCollection } from '../../store/collection';

/** A session as sent on the wire, minus derived `roles`, plus the token digests. */
export interface SessionRecord extends Omit<Session, 'roles' | 'authentication_factors'> {
  authentication_factors: AuthenticationFactor[];
  tokenDigest: string;
  /**
   * Tokens handed to callers that presented only the session JWT (the first
   * token cannot be shown again: only its digest is kept). Newest last, at
   * most `MAX_EXTRA_SESSION_TOKENS`; absent in older snapshots.
   */
  extraTokenDigests?: string[];
}

export const SESSIONS = defineCollection<SessionRecord>()({
  name: 'sessions',
  key: (session) => session.session_id,
  indexes: {
    token: (session) => [session.tokenDigest, ...(session.extraTokenDigests ?? [])],
  },
  onUserDeleted: { deleteOwnedBy: (session) => session.user_id },
});
