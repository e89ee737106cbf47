import type { ReactNode } from 'react';
import type { PorticoClient } from '../core/client';
import type { PorticoClientOptions } from '../core/options';
import { PorticoClientContext } from './context';
import { useOwnedClient } from './owned-client';

/**
 * Either a client the host created, or the token and options to create one
 * with: plain data, so a server component (a Next.js root layout) can render
 * the provider.
 */
export type PorticoProviderProps =
  | {
      /** A client from `createPorticoClient` (or `createPorticoUIClient(...).client`). */
      client: PorticoClient;
      publicToken?: never;
      options?: never;
      children?: ReactNode;
    }
  | {
      client?: never;
      /** The project's public token: the provider creates the client (once; inert on a server). */
      publicToken: string;
      /** `createPorticoClient`'s options (`customBaseUrl`, `cookieOptions`, …), as plain data. */
      options?: PorticoClientOptions;
      children?: ReactNode;
    };

/**
 * Makes a Portico client available to the components and hooks below it.
 * Given `publicToken` it creates the client itself: on a server an inert one
 * (no request, timer or storage read), in a browser one client for every
 * provider given the same token and options, destroyed when the last of
 * them unmounts.
 *
 * @example
 * // app/layout.tsx (a server component)
 * <PorticoProvider publicToken="public-token-test-…" options={{ customBaseUrl }}>{children}</PorticoProvider>
 * // or, with a client of your own
 * <PorticoProvider client={client}><App /></PorticoProvider>
 */
export function PorticoProvider(props: PorticoProviderProps) {
  const { client: given, publicToken, options, children } = props;
  const own = useOwnedClient(given === undefined ? publicToken : undefined, options);
  const client = given ?? own;
  if (!client) throw new Error('PorticoProvider: pass a client, or a publicToken (and options).');
  return <PorticoClientContext.Provider value={client}>{children}</PorticoClientContext.Provider>;
}
