import { useState } from 'react';
import { messageForError } from 'portico';
import { usePorticoClient } from 'portico/react';
import { navigate } from './router';

/** Revokes the session (the client clears its cookies), then goes to the sign-in page. */
export function SignOutButton() {
  const client = usePorticoClient();
  const [error, setError] = useState<string | null>(null);
  const signOut = async () => {
    try {
      await client.session.revoke();
      navigate('/login');
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
