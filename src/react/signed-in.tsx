/**
 * Guards that never guess: they render once the client knows whether there
 * is a session (the startup check answered), so a signed-in visitor whose
 * session is still being checked is not shown the signed-out branch, nor the
 * other way round (README, "React and Next.js").
 */
import type { ReactNode } from 'react';
import { usePorticoSession } from './hooks';

export interface SignedInProps {
  children?: ReactNode;
  /** Rendered while the client does not know yet (on a server too). Default nothing. */
  fallback?: ReactNode;
}

/** `children` once the client knows there is a session; `fallback` until it knows. */
export function SignedIn({ children, fallback = null }: SignedInProps) {
  const { session, isInitialized } = usePorticoSession();
  if (!isInitialized) return <>{fallback}</>;
  return session === null ? null : <>{children}</>;
}

/** `children` once the client knows there is no session; `fallback` until it knows. */
export function SignedOut({ children, fallback = null }: SignedInProps) {
  const { session, isInitialized } = usePorticoSession();
  if (!isInitialized) return <>{fallback}</>;
  return session === null ? <>{children}</> : null;
}
