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
import type { MainTabId } from '../config/main-layout';
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
  magicLink: { load: () => import('./magic-link'), neededBy: (n: FlowNeeds) => uses(n, 'emailMagicLinks'), serves: ['emailMagicLink'] },
  otp: { load: () => import('./otp'), neededBy: (n: FlowNeeds) => uses(n, 'otp'), serves: ['sms', 'whatsapp', 'emailOtp'] },
  // Also the reset kind's flow (its first screen, PasswordResetForm).
  passwords: {
    load: () => import('./passwords'),
    neededBy: (n: FlowNeeds) => n.kind === 'resetPassword' || uses(n, 'passwords'),
    serves: ['password'],
  },
  // Also the flow of the passkey registration and passkey list kinds.
  passkeys: {
    load: () => import('./passkeys'),
    neededBy: (n: FlowNeeds) => n.kind === 'passkeyRegistration' || n.kind === 'passkeyList' || uses(n, 'passkeys'),
    serves: ['passkey'],
  },
  crypto: { load: () => import('./crypto'), neededBy: (n: FlowNeeds) => uses(n, 'crypto') },
  oauth: { load: () => import('./oauth'), neededBy: (n: FlowNeeds) => uses(n, 'oauth') },
  // Only the identity-provider mount's (consent and logout).
  idp: { load: () => import('./idp'), neededBy: (n: FlowNeeds) => n.kind === 'identityProvider' },
  // Only the redirect landing's (`<PorticoAuthenticate>`, `mountAuthenticate`).
  authenticate: { load: () => import('./authenticate'), neededBy: (n: FlowNeeds) => n.kind === 'authenticate' },
} as const;

export type FlowId = keyof typeof FLOWS;

/**
 * A part of Main a flow serves: a tab (the flow's definition holds its send,
 * `tabs`) or the passkey sign-in (`passkey`).
 */
export type MainPart = MainTabId | 'passkey';

/** The parts of Main a registry line says its flow serves (`serves`). */
type Served<K extends FlowId> = (typeof FLOWS)[K] extends { serves: ReadonlyArray<infer T> } ? T : never;

/** Holds only when `T` is `true`: the registry's checks below, types only (no code in the entry). */
type Check<T extends true> = T;

/** Every part of Main is served by a flow: a part no line names fails the typecheck here. */
export type EveryPartServed = Check<[MainPart] extends [{ [K in FlowId]: Served<K> }[FlowId]] ? true : false>;

/**
 * The flow that serves a part of Main, from the registry's `serves`: the one
 * place the tab → flow mapping is written. The host resolves a tab's send
 * with it (a form's submit, and a flow handing over to another tab's send)
 * and Main's passkey sign-in.
 */
export function flowServing(part: MainPart): FlowId {
  // Found: every part of Main is served (EveryPartServed).
  return (Object.keys(FLOWS) as FlowId[]).find((id) => (FLOWS[id] as { serves?: readonly MainPart[] }).serves?.includes(part))!;
}

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
export type RegisteredUnderTheirIds = Check<[Misregistered] extends [never] ? true : false>;

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
