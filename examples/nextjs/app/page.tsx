import Link from 'next/link';

export default function Home() {
  return (
    <main>
      <h1>Portico in Next.js</h1>
      <ul>
        <li>
          <Link href="/login">Sign in</Link> with an emailed code (server-rendered widget), or{' '}
          <Link href="/login?method=link">with an emailed link</Link>
        </li>
        <li>
          <Link href="/dashboard">Dashboard</Link>: guarded in the browser (<code>SignedIn</code>/<code>SignedOut</code>)
        </li>
        <li>
          <Link href="/account">Account</Link>: verified on the server (portico-server); also{' '}
          <a href="/api/me">/api/me</a>
        </li>
      </ul>
    </main>
  );
}
