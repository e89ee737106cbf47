import { Link } from '../router';

export function HomePage() {
  return (
    <main>
      <h1>Portico in a Vite + React app</h1>
      <ul>
        <li>
          <Link to="/login">Sign in</Link> with an emailed code, or <Link to="/login?method=link">with an emailed link</Link>
        </li>
        <li>
          <Link to="/dashboard">Dashboard</Link>: shown only to a signed-in visitor (<code>SignedIn</code>/<code>SignedOut</code>)
        </li>
      </ul>
    </main>
  );
}
