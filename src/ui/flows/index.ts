/**
 * The flows of the widget: one line each (docs/architecture.md, "How to add a
 * flow"). A flow's folder is loaded as its own chunk, and only when the mount
 * kind or the config needs it. The one exception is Main, the login kind's
 * first paint: it is entry code, so the mount call renders it at once; the
 * other flows' chunks start downloading in the mount call and a screen waits
 * for its flow only when the visitor gets there (a Main tab's submit awaits
 * the flow that serves the tab).
 */
import type { Product } from '../config/config-types';
import type { WidgetKind } from '../widget-props';
import type { FlowDefinition, FlowMessageKeys, FlowState } from './flow';
import main from './main';

/** What decides whether a mount needs a flow. */
export interface FlowNeeds {
  kind: WidgetKind;
  products: readonly Product[];
}

const login = (needs: FlowNeeds) => needs.kind === 'login';
const uses = (needs: FlowNeeds, product: Product) => login(needs) && needs.products.includes(product);

export const FLOWS = {
  // In the entry (see above): `load` hands it out at once.
  main: { load: () => Promise.resolve({ default: main }), neededBy: login },
  magicLink: { load: () => import('./magic-link'), neededBy: (n: FlowNeeds) => uses(n, 'emailMagicLinks') },
  otp: { load: () => import('./otp'), neededBy: (n: FlowNeeds) => uses(n, 'otp') },
  // Also the reset kind's flow (its first screen, PasswordResetForm).
  passwords: { load: () => import('./passwords'), neededBy: (n: FlowNeeds) => n.kind === 'resetPassword' || uses(n, 'passwords') },
  // Also the flow of the passkey registration and passkey list kinds.
  passkeys: {
    load: () => import('./passkeys'),
    neededBy: (n: FlowNeeds) => n.kind === 'passkeyRegistration' || n.kind === 'passkeyList' || uses(n, 'passkeys'),
  },
  crypto: { load: () => import('./crypto'), neededBy: (n: FlowNeeds) => uses(n, 'crypto') },
  oauth: { load: () => import('./oauth'), neededBy: (n: FlowNeeds) => uses(n, 'oauth') },
  // Only the identity-provider mount's (consent and logout).
  idp: { load: () => import('./idp'), neededBy: (n: FlowNeeds) => n.kind === 'identityProvider' },
  // Only the redirect landing's (`<PorticoAuthenticate>`, `mountAuthenticate`).
  authenticate: { load: () => import('./authenticate'), neededBy: (n: FlowNeeds) => n.kind === 'authenticate' },
} as const;

export type FlowId = keyof typeof FLOWS;

/** Any loaded flow, as the host holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a flow of any state and action: FlowDefinition is invariant in both, so unknown would fit none
export type AnyFlow = FlowDefinition<any, any, string, string>;

type LoadedFlow<K extends FlowId> = Awaited<ReturnType<(typeof FLOWS)[K]['load']>>['default'];

/**
 * A flow's `id` (its actions' namespace) is the key it is registered under:
 * a line whose key differs from its flow's id names it here and fails the
 * typecheck below.
 */
type Misregistered = { [K in FlowId]: [LoadedFlow<K>['id']] extends [K] ? ([K] extends [LoadedFlow<K>['id']] ? never : K) : K }[FlowId];
const registeredUnderItsId: [Misregistered] extends [never] ? true : { misregistered: Misregistered } = true;
void registeredUnderItsId;

/** The widget state: a union keyed by screen, each screen with exactly the data it needs. */
export type WidgetState = { [K in FlowId]: FlowState<LoadedFlow<K>> }[FlowId];

/**
 * The keys of every flow's message catalogue: `MessageKey` (src/ui/i18n/messages.ts)
 * is derived from them, so a flow's texts type-check with no line of their own there.
 */
export type FlowMessageKey = { [K in FlowId]: FlowMessageKeys<LoadedFlow<K>> }[FlowId];

/** Every screen name of every flow. */
export type ScreenName = WidgetState['screen'];

/** The flows that are entry code: available synchronously, never fetched. */
export const EAGER_FLOWS: Partial<Record<FlowId, AnyFlow>> = { main };

/** The flows a mount needs, in registry order. */
export function flowsNeeded(needs: FlowNeeds): FlowId[] {
  return (Object.keys(FLOWS) as FlowId[]).filter((id) => FLOWS[id].neededBy(needs));
}
