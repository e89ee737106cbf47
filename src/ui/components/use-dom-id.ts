import { createContext, useContext, useId } from 'react';

/**
 * What makes the ids of one render root unique among the page's roots. React's
 * `useId` is unique within a root (and across roots given an
 * `identifierPrefix`); Preact's (the standalone build) restarts in every root.
 * The mount API renders one root per element, so it gives each root a scope
 * of its own (src/mount/mount-registry.tsx); a host's React tree needs none.
 */
export const DomIdScopeContext = createContext('');

/**
 * An element id for label/aria wiring, unique on the page. From `useId`, so
 * a server render and the hydration of its markup give the same id
 * (docs/architecture.md, "Server rendering"); a module counter gave the
 * server's count of every render since it started.
 */
export function useDomId(prefix: string): string {
  const scope = useContext(DomIdScopeContext);
  return `portico-${scope}${prefix}-${useId()}`;
}
