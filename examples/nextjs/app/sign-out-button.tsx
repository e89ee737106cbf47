'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { messageForError } from 'portico';
import { usePorticoClient } from 'portico/react';

/** Revokes the session (the client clears its cookies), then goes to /login. */
export function SignOutButton() {
  const client = usePorticoClient();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const signOut = async () => {
    try {
      await client.session.revoke();
      router.push('/login');
      // Server components rendered for the old session (/account) must not be reused.
      router.refresh();
    } catch (failure) {
      setError(messageForError(failure));
    }
  };
  return (
    <>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
