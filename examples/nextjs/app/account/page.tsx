import { redirect } from 'next/navigation';
import { currentUser } from '@/lib/session';
import { SignedIn } from 'portico/react';
import { SignOutButton } from '../sign-out-button';

/**
 * Protected on the server: the session JWT is verified before anything is
 * rendered; without a valid one the visitor is sent to /login.
 */
export default async function AccountPage() {
  const user = await currentUser();
  if (!user) redirect('/login');
  return (
    <main>
      <h1>Your account</h1>
      <p>Verified on the server from the session cookie.</p>
      <dl>
        <dt>User ID</dt>
        <dd>{user.userId}</dd>
        <dt>Email</dt>
        <dd>{user.email ?? '(none)'}</dd>
        <dt>Session ID</dt>
        <dd>{user.sessionId}</dd>
      </dl>
      <SignedIn>
        <SignOutButton />
      </SignedIn>
    </main>
  );
}
