import { useMemo } from 'react';
import { PorticoLogin, usePorticoSession, usePorticoUser, type LoginConfig, type PorticoCallbacks } from 'portico/react';
import { recordEvent } from '../record-event';
import { appUrl, Link, navigate, useRoute } from '../router';
import { SignOutButton } from '../SignOutButton';

/** Email codes by default; `?method=link` emails a link that lands on /authenticate. */
function loginConfig(method: string | null): LoginConfig {
  if (method === 'link') {
    const redirectURL = appUrl('/authenticate');
    return {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: redirectURL, signupRedirectURL: redirectURL },
      sessionOptions: { sessionDurationMinutes: 30 },
    };
  }
  return {
    products: ['otp'],
    otpOptions: { methods: ['email'], expirationMinutes: 5 },
    sessionOptions: { sessionDurationMinutes: 30 },
  };
}

function SignedInPanel() {
  const { user } = usePorticoUser();
  const email = user?.emails[0]?.email;
  return (
    <section aria-label="Signed in">
      <p>{email ? `Signed in as ${email}` : 'Signed in'}</p>
      <p>
        <Link to="/dashboard">Dashboard</Link>
      </p>
      <SignOutButton />
    </section>
  );
}

/**
 * The widget while signed out, the signed-in panel once a session exists:
 * the widget leaves the tree during the sign-in, and its
 * AuthenticateFlowComplete must still reach onEvent.
 */
export function LoginPage() {
  const method = useRoute().query.get('method');
  const config = useMemo(() => loginConfig(method), [method]);
  const { session } = usePorticoSession();
  const callbacks = useMemo<PorticoCallbacks>(
    () => ({
      onEvent: (event) => {
        recordEvent(event.type);
        if (event.type === 'AuthenticateFlowComplete') navigate('/dashboard');
      },
    }),
    [],
  );
  return (
    <main>
      <h1>Sign in</h1>
      {session ? <SignedInPanel /> : <PorticoLogin config={config} callbacks={callbacks} />}
      <p>
        {method === 'link' ? <Link to="/login">Email me a code instead</Link> : <Link to="/login?method=link">Email me a link instead</Link>}
      </p>
    </main>
  );
}
