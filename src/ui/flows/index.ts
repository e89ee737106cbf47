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
import type { FlowDefinition, FlowMessageKeys, FlowState, MainPart } from './flow';
import type { PasskeysState } from './passkeys/state';
import type { PasswordsState } from './passwords/state';
import type { IDPState } from './idp/state';
import type { AuthenticateState } from './authenticate/state';
import type { MainState } from './main/state';
import main from './main';

export type { MainPart };

/** What a mount kind's first screen may need from the mount call. */
export interface KindInputs {
  /** resetPassword: the token from the emailed link. */
  passwordResetToken?: string | undefined;
}

/**
 * One line per flow, under its id:
 * - `load`: its chunk;
 * - `product`: the configured product that brings it to the login kind's Main;
 * - `starts`: the mount kinds that open on one of its screens, with that first
 *   screen (docs/behaviour.md §1);
 * - `serves`: the parts of Main it serves (its tabs, the passkey sign-in, its blocks),
 *   which its definition holds (`FlowDefinition.serves`).
 * A mount loads the flows whose `starts` names its kind and, for login, those of
 * its configured products: nothing else.
 */
export const FLOWS = {
  // In the entry (see above): `load` hands it out at once.
  main: { load: () => Promise.resolve({ default: main }), starts: { login: (): MainState => ({ screen: 'Main' }) } },
  magicLink: { load: () => import('./magic-link'), product: 'emailMagicLinks', serves: ['emailMagicLink'] },
  otp: { load: () => import('./otp'), product: 'otp', serves: ['sms', 'whatsapp', 'emailOtp'] },
  passwords: {
    load: () => import('./passwords'),
    product: 'passwords',
    serves: ['password'],
    starts: { resetPassword: (inputs: KindInputs): PasswordsState => ({ screen: 'PasswordResetForm', token: inputs.passwordResetToken ?? '' }) },
  },
  passkeys: {
    load: () => import('./passkeys'),
    product: 'passkeys',
    serves: ['passkey'],
    starts: {
      passkeyRegistration: (): PasskeysState => ({ screen: 'PasskeyRegistrationStart' }),
      passkeyList: (): PasskeysState => ({ screen: 'PasskeyList' }),
    },
  },
  crypto: { load: () => import('./crypto'), product: 'crypto', serves: ['crypto'] },
  oauth: { load: () => import('./oauth'), product: 'oauth', serves: ['oauth'] },
  // The identity-provider mount's consent and logout.
  idp: { load: () => import('./idp'), starts: { identityProvider: (): IDPState => ({ screen: 'IDPConsent' }) } },
  // The redirect landing (`<PorticoAuthenticate>`, `mountAuthenticate`).
  authenticate: { load: () => import('./authenticate'), starts: { authenticate: (): AuthenticateState => ({ screen: 'AuthenticateByUrl' }) } },
} as const satisfies Record<string, RegistryLine>;

/** The shape of a registry line (above). */
interface RegistryLine {
  load: () => Promise<{ default: AnyFlow }>;
  product?: Product;
  serves?: readonly MainPart[];
  starts?: Partial<Record<WidgetKind, (inputs: KindInputs) => { screen: string }>>;
}

export type FlowId = keyof typeof FLOWS;

/** What decides whether a mount needs a flow. */
export interface FlowNeeds {
  kind: WidgetKind;
  products: readonly Product[];
}

const LINES = FLOWS as Readonly<Record<FlowId, RegistryLine>>;
const IDS = Object.keys(FLOWS) as FlowId[];

/** The parts of Main a registry line says its flow serves (`serves`). */
type Served<K extends FlowId> = (typeof FLOWS)[K] extends { serves: ReadonlyArray<infer T> } ? T : never;

/** The mount kinds a registry line says start in its flow (`starts`). */
type Started<K extends FlowId> = (typeof FLOWS)[K] extends { starts: infer S } ? keyof S : never;

/** Holds only when `T` is `true`: the registry's checks below, types only (no code in the entry). */
type Check<T extends true> = T;

/** Every part of Main is served by a flow: a part no line names fails the typecheck here. */
export type EveryPartServed = Check<[MainPart] extends [{ [K in FlowId]: Served<K> }[FlowId]] ? true : false>;

/** Every mount kind starts in a flow: a kind no line names fails the typecheck here. */
export type EveryKindStarts = Check<[WidgetKind] extends [{ [K in FlowId]: Started<K> }[FlowId]] ? true : false>;

/** The mount kind's first screen, from the registry's `starts` (docs/behaviour.md §1). */
export function firstScreen(kind: WidgetKind, inputs: KindInputs): WidgetState {
  // Found: every kind starts in a flow (EveryKindStarts).
  return IDS.map((id) => LINES[id].starts?.[kind]).find(Boolean)!(inputs) as WidgetState;
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

/** The flows a mount needs, in registry order: those its kind starts in, and for login its products'. */
export function flowsNeeded({ kind, products }: FlowNeeds): FlowId[] {
  return IDS.filter((id) => {
    const line = LINES[id];
    return line.starts?.[kind] !== undefined || (kind === 'login' && line.product !== undefined && products.includes(line.product));
  });
}
