'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { messageForError } from 'portico';
import { PorticoAuthenticate } from '@/lib/portico-react';

/** Where emailed links land (`loginRedirectURL`): redeems the token, then shows the account. */
export default function AuthenticatePage() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const onSuccess = useCallback(() => router.replace('/account'), [router]);
  const onError = useCallback((failure: unknown) => setError(messageForError(failure)), []);
  return (
    <main>
      <h1>{error ? 'This link could not be used' : 'Signing you in…'}</h1>
      <PorticoAuthenticate onSuccess={onSuccess} onError={onError} />
      {error && (
        <>
          <p role="alert">{error}</p>
          <Link href="/login?method=link">Back to sign in</Link>
        </>
      )}
    </main>
  );
}
