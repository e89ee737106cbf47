'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { SignedIn, SignedOut, usePorticoSession, usePorticoUser } from 'portico/react';
import { SignOutButton } from '../sign-out-button';

/** Signed out: off to /login. Rendered only once the client knows, so a signed-in visitor never bounces. */
function ToLogin() {
  const router = useRouter();
  useEffect(() => router.replace('/login'), [router]);
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

/** A page guarded in the browser only: fine for what the browser shows, never for data (see /account). */
export default function DashboardPage() {
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
