import { useCallback, useState } from 'react';
import { PorticoAuthenticate } from 'portico/react';
import { Link, navigate } from '../router';

/**
 * Where emailed links land (`loginRedirectURL`): the widget redeems the
 * token, says how it went, and on success this page opens the dashboard.
 */
export function AuthenticatePage() {
  const [failed, setFailed] = useState(false);
  const onSuccess = useCallback(() => navigate('/dashboard', { replace: true }), []);
  const onError = useCallback(() => setFailed(true), []);
  return (
    <main>
      <PorticoAuthenticate onSuccess={onSuccess} onError={onError} />
      {failed && <Link to="/login?method=link">Back to sign in</Link>}
    </main>
  );
}
