import { useCallback, useState } from 'react';
import { messageForError } from 'portico';
import { PorticoAuthenticate } from '../portico-react';
import { Link, navigate } from '../router';

/** Where emailed links land (`loginRedirectURL`): redeems the token, then opens the dashboard. */
export function AuthenticatePage() {
  const [error, setError] = useState<string | null>(null);
  const onSuccess = useCallback(() => navigate('/dashboard', { replace: true }), []);
  const onError = useCallback((failure: unknown) => setError(messageForError(failure)), []);
  return (
    <main>
      <h1>{error ? 'This link could not be used' : 'Signing you in…'}</h1>
      <PorticoAuthenticate onSuccess={onSuccess} onError={onError} />
      {error && (
        <>
          <p role="alert">{error}</p>
          <Link to="/login?method=link">Back to sign in</Link>
        </>
      )}
    </main>
  );
}
