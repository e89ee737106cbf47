/** The discovery flow's actions: the list handoff (handoffs.ts) and 'Create an organization'. */
import type { B2BHandoff } from '../handoffs';

export type DiscoveryAction =
  | Extract<B2BHandoff, { type: 'discovery/discovered' }>
  /** 'Create an organization' from the list or the no-organizations screen. */
  | { type: 'discovery/createStarted'; email: string };
