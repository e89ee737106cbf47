'use client';
import Link from 'next/link';
import { usePorticoUser } from 'portico/react';
import { SignOutButton } from './sign-out-button';

/** Who is signed in, as the browser's client knows it, with the way out. */
export function SignedInPanel() {
  const { user } = usePorticoUser();
  const email = user?.emails[0]?.email;
  return (
    <section aria-label="Signed in">
      <p>{email ? `Signed in as ${email}` : 'Signed in'}</p>
      <p>
        <Link href="/account">Your account</Link> · <Link href="/dashboard">Dashboard</Link>
      </p>
      <SignOutButton />
    </section>
  );
}
