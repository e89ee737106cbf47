import type { ComponentType } from 'react';
import { AuthenticatePage } from './pages/AuthenticatePage';
import { DashboardPage } from './pages/DashboardPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { Link, useRoute } from './router';

const PAGES: Record<string, ComponentType> = {
  '/': HomePage,
  '/login': LoginPage,
  '/dashboard': DashboardPage,
  '/authenticate': AuthenticatePage,
};

function NotFound() {
  return (
    <main>
      <h1>Page not found</h1>
      <Link to="/">Home</Link>
    </main>
  );
}

export function App() {
  const Page = PAGES[useRoute().path] ?? NotFound;
  return (
    <>
      <nav aria-label="Example pages">
        <Link to="/">Home</Link>
        <Link to="/login">Sign in</Link>
        <Link to="/dashboard">Dashboard</Link>
      </nav>
      <Page />
    </>
  );
}
