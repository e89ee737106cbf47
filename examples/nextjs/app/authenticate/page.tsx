'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { PorticoAuthenticate } from 'portico/react';

/**
 * Where emailed links land (`loginRedirectURL`): the widget redeems the
 * token, says how it went, and on success this page opens the account.
 */
export default function AuthenticatePage() {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const onSuccess = useCallback(() => router.replace('/account'), [router]);
  const onError = useCallback(() => setFailed(true), []);
  return (
    <main>
      <PorticoAuthenticate onSuccess={onSuccess} onError={onError} />
      {failed && <Link href="/login?method=link">Back to sign in</Link>}
    </main>
  );
}
