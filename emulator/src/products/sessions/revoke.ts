import type { EmulatorContext, EmulatorDeps } from '../../context';
import { optionalSession } from '../../auth';
import { sessionsOf } from './issue';

/**
 * Ending a user's other sessions (docs/security.md): after a password reset
 * and once an address is proven on an account whose password was set before
 * anyone proved it. The session the caller holds or was just given stays.
 */

/** Deletes every session of the user except `keepSessionId`; returns how many ended. */
export function revokeOtherSessions(deps: EmulatorDeps, userId: string, keepSessionId: string | undefined): number {
  const sessions = sessionsOf(deps);
  const ending = sessions.values().filter((s) => s.user_id === userId && s.session_id !== keepSessionId);
  for (const session of ending) sessions.delete(session.session_id);
  return ending.length;
}

/** The id of the caller's live session when it belongs to `userId` (the session a login would join). */
export function callerSessionIdFor(c: EmulatorContext, userId: string): string | undefined {
  const caller = optionalSession(c);
  return caller?.user.user_id === userId ? caller.session.session_id : undefined;
}
