/**
 * Just enough routing for four pages, over the History API: the path below
 * the app's base (`/react/` in vite.config.ts), links that navigate without a
 * reload, and `navigate()` for code. A real app would use its router of choice.
 */
import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';

const BASE = import.meta.env.BASE_URL.replace(/\/+$/, '');
const CHANGE = 'portico-example:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/** The path below the base with its query, e.g. `/login?method=link` (a string: a stable snapshot). */
function currentLocation(): string {
  const path = location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length) : location.pathname;
  return `${path === '' ? '/' : path}${location.search}`;
}

/** The current path below the base (`/login`) and its query. */
export function useRoute(): { path: string; query: URLSearchParams } {
  const [path = '/', query = ''] = useSyncExternalStore(subscribe, currentLocation).split('?');
  return { path, query: new URLSearchParams(query) };
}

/** The full URL of an app path, for redirect URLs that leave the app. */
export function appUrl(path: string): string {
  return `${location.origin}${BASE}${path}`;
}

export function navigate(to: string, { replace = false } = {}): void {
  history[replace ? 'replaceState' : 'pushState'](null, '', `${BASE}${to}`);
  window.dispatchEvent(new Event(CHANGE));
}

export function Link({ to, children }: { to: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={`${BASE}${to}`} onClick={onClick}>
      {children}
    </a>
  );
}
