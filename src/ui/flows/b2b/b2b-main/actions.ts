/**
 * The b2bMain flow's actions: the outcomes every B2B sign-in hands over to
 * (src/ui/flows/b2b/handoffs.ts, `authOutcome`), handled here.
 */
import type { B2BHandoff } from '../handoffs';

export type B2BMainAction = Extract<B2BHandoff, { type: `b2bMain/${string}` }>;
