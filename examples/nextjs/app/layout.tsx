import Link from 'next/link';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { PorticoProvider } from 'portico/react';
import { porticoEnv } from '@/lib/portico-env';
import './globals.css';

export const metadata = { title: 'Portico in Next.js' };

/**
 * The provider's address comes from the server's environment at request time
 * (`connection()` keeps this layout out of the build's prerendering), and
 * reaches the browser as plain props: the provider creates the client there.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  const { baseUrl, publicToken } = porticoEnv();
  return (
    <html lang="en">
      <body>
        <PorticoProvider publicToken={publicToken} options={{ customBaseUrl: baseUrl }}>
          <nav aria-label="Example pages">
            <Link href="/">Home</Link>
            <Link href="/login">Sign in</Link>
            <Link href="/dashboard">Dashboard</Link>
            <Link href="/account">Account</Link>
          </nav>
          {children}
        </PorticoProvider>
      </body>
    </html>
  );
}
