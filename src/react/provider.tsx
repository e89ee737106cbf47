import type { ReactNode } from 'react';
import type { PorticoClient } from '../core/client';
import { PorticoClientContext } from './context';

export interface PorticoProviderProps {
  /** A client from `createPorticoClient` (or `createPorticoUIClient(...).client`). */
  client: PorticoClient;
  children?: ReactNode;
}

/**
 * Makes a Portico client available to the components and hooks below it.
 *
 * @example
 * const client = createPorticoClient('public-token-test-…');
 * <PorticoProvider client={client}><App /></PorticoProvider>
 */
export function PorticoProvider({ client, children }: PorticoProviderProps) {
  return <PorticoClientContext.Provider value={client}>{children}</PorticoClientContext.Provider>;
}
