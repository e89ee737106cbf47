'use client';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { PorticoLogin, usePorticoSession, type LoginConfig, type PorticoCallbacks } from 'portico/react';
import { recordEvent } from '@/lib/record-event';
import { SignedInPanel } from '../signed-in-panel';

/**
 * The widget while signed out, the account panel once a session exists.
 * The swap is deliberate: the session appears during the sign-in, so the
 * widget leaves the tree around the time it reports AuthenticateFlowComplete,
 * and that event must still reach onEvent (test/e2e/nextjs.test.ts checks it).
 */
export function LoginOrAccount({ config }: { config: LoginConfig }) {
  const router = useRouter();
  const { session } = usePorticoSession();
  // Callbacks are functions: they live here, in a client component, not in the server page.
  const callbacks = useMemo<PorticoCallbacks>(
    () => ({
      onEvent: (event) => {
        recordEvent(event.type);
        if (event.type === 'AuthenticateFlowComplete') router.push('/account');
      },
    }),
    [router],
  );
  return session ? <SignedInPanel /> : <PorticoLogin config={config} callbacks={callbacks} />;
}
