/**
 * The client a `PorticoProvider` creates from `publicToken` and `options`
 * (plain data, so a server component can render the provider). On a server
 * the client is inert and made per render (docs/architecture.md, "Server
 * rendering"): nothing is shared between requests. In a browser one client
 * serves every provider given the same token and options, created on the
 * first render and kept while a provider that committed holds it:
 * StrictMode's second render and its unmount-and-mount of effects find the
 * same client, so it is made once and sends its startup check once.
 */
import { useEffect, useMemo } from 'react';
import { createPorticoClient, type PorticoClient } from '../core/client';
import type { PorticoClientOptions } from '../core/options';

interface Owned {
  client: PorticoClient;
  holders: number;
}

const owned = new Map<string, Owned>();

/** A browser has a `document`; a server render (Node, a server component) has none. */
const inBrowser = () => typeof document !== 'undefined';

function ownedFor(key: string, publicToken: string, options: PorticoClientOptions | undefined): Owned {
  let entry = owned.get(key);
  if (entry === undefined) {
    entry = { client: createPorticoClient(publicToken, options), holders: 0 };
    owned.set(key, entry);
  }
  return entry;
}

/** Holds `entry` until the returned release; the last release destroys it a task later, unless held again. */
function hold(key: string, entry: Owned): () => void {
  entry.holders += 1;
  return () => {
    entry.holders -= 1;
    if (entry.holders > 0) return;
    setTimeout(() => {
      if (entry.holders > 0 || owned.get(key) !== entry) return;
      owned.delete(key);
      entry.client.destroy();
    }, 0);
  };
}

/** The provider's own client, or null when it was given one (`publicToken` undefined). */
export function useOwnedClient(publicToken: string | undefined, options: PorticoClientOptions | undefined): PorticoClient | null {
  // The options as data: a server component's props arrive as a new object on every render.
  const key = publicToken === undefined ? null : JSON.stringify([publicToken, options ?? {}]);
  const entry = useMemo(() => {
    if (key === null || publicToken === undefined) return null;
    return inBrowser() ? ownedFor(key, publicToken, options) : { client: createPorticoClient(publicToken, options), holders: 0 };
    // `key` stands for the token and the options.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the token and the options (above)
  }, [key]);
  useEffect(() => (key === null || entry === null ? undefined : hold(key, entry)), [key, entry]);
  return entry?.client ?? null;
}
