import Link from 'next/link';
import { headers } from 'next/headers';
import type { LoginConfig } from 'portico/react';
import { LoginOrAccount } from './login-or-account';

/** This request's origin, for the magic link's absolute redirect URL. */
async function requestOrigin(): Promise<string> {
  const h = await headers();
  const proto = h.get('x-forwarded-proto') ?? 'http';
  return `${proto}://${h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost'}`;
}

/**
 * Email codes by default; `?method=link` emails a link instead, which lands
 * on /authenticate (the two email methods cannot share one config).
 */
function loginConfig(method: string | undefined, origin: string): LoginConfig {
  if (method === 'link') {
    const redirectURL = `${origin}/authenticate`;
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

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ method?: string | string[] }> }) {
  const { method } = await searchParams;
  const config = loginConfig(typeof method === 'string' ? method : undefined, await requestOrigin());
  return (
    <main>
      <h1>Sign in</h1>
      <LoginOrAccount config={config} />
      <p>
        {config.products.includes('otp') ? (
          <Link href="/login?method=link">Email me a link instead</Link>
        ) : (
          <Link href="/login">Email me a code instead</Link>
        )}
      </p>
    </main>
  );
}
