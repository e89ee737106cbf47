import { useEffect } from 'react';
import { SignedIn, SignedOut, usePorticoSession, usePorticoUser } from 'portico/react';
import { navigate } from '../router';
import { SignOutButton } from '../SignOutButton';

/** Signed out: off to the sign-in page. Rendered only once the client knows, so a signed-in visitor never bounces. */
function ToLogin() {
  useEffect(() => navigate('/login', { replace: true }), []);
  return <p>You are signed out. Taking you to the sign-in page…</p>;
}

function Dashboard() {
  const { user } = usePorticoUser();
  return (
    <>
      <p>Signed in as {user?.emails[0]?.email ?? user?.user_id ?? 'you'}.</p>
      <SignOutButton />
    </>
  );
}

/** Guarded in the browser: right for what a page shows; data needs a server that verifies the session. */
export function DashboardPage() {
  const { isInitialized } = usePorticoSession();
  return (
    <main>
      <h1>Dashboard</h1>
      {!isInitialized && <p>Checking your session…</p>}
      <SignedIn>
        <Dashboard />
      </SignedIn>
      <SignedOut>
        <ToLogin />
      </SignedOut>
    </main>
  );
}
