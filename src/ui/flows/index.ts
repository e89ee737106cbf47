/**
 * The flows of the widget: one line each (docs/architecture.md, "How to add a
 * flow"). A flow's folder is loaded as its own chunk, and only when the mount
 * kind or the config needs it; the widget renders once the flows a mount
 * needs have loaded.
 */
import type { Product } from '../config/config-types';
import type { WidgetKind } from '../widget-props';
import type { FlowDefinition, FlowState } from './flow';

/** What decides whether a mount needs a flow. */
export interface FlowNeeds {
  kind: WidgetKind;
  products: readonly Product[];
}

const login = (needs: FlowNeeds) => needs.kind === 'login';
const uses = (needs: FlowNeeds, product: Product) => login(needs) && needs.products.includes(product);

export const FLOWS = {
  main: { load: () => import('./main'), neededBy: login },
  'magic-link': { load: () => import('./magic-link'), neededBy: (n: FlowNeeds) => uses(n, 'emailMagicLinks') },
  otp: { load: () => import('./otp'), neededBy: (n: FlowNeeds) => uses(n, 'otp') },
  // Stands in for the screens of flows that have not landed (passwords, wallets, passkey registration, IDP).
  'coming-soon': {
    load: () => import('./coming-soon'),
    neededBy: (n: FlowNeeds) => !login(n) || uses(n, 'passwords') || uses(n, 'crypto'),
  },
} as const;

export type FlowId = keyof typeof FLOWS;

/** Any loaded flow, as the host holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFlow = FlowDefinition<any, any>;

type LoadedFlow<K extends FlowId> = Awaited<ReturnType<(typeof FLOWS)[K]['load']>>['default'];

/** The widget state: a union keyed by screen, each screen with exactly the data it needs. */
export type WidgetState = { [K in FlowId]: FlowState<LoadedFlow<K>> }[FlowId];

/** Every screen name of every flow. */
export type ScreenName = WidgetState['screen'];

/** The flows a mount needs, in registry order. */
export function flowsNeeded(needs: FlowNeeds): FlowId[] {
  return (Object.keys(FLOWS) as FlowId[]).filter((id) => FLOWS[id].neededBy(needs));
}
