/**
 * What a flow is (docs/architecture.md, "How to add a flow"): one folder
 * under `src/ui/flows/` exporting a `FlowDefinition` as its default. This
 * module holds types only, so no flow pulls code in through it. The
 * definition carries the flow's screen states, its domain actions and the
 * pure reducer that picks the next screen from them, its screen components
 * (with their back-arrow and focus rules), the sends of the Main-screen tabs
 * it serves and its message catalogue. The root reducer and the screen
 * registry are built from the definitions of the flows a mount loaded.
 */
import type { ComponentType } from 'react';
import type { MainBlock, MainTabId } from '../config/main-layout';
import type { WidgetEnvironment } from '../context/widget-context';
import type { MessageDescriptor, Text } from '../i18n/format';
import type { WidgetState } from '.';

/**
 * An error shown on a screen. `field` errors are the visitor's input (an
 * invalid email, a wrong passcode): they mark the field invalid. The others
 * (network, 5xx, captcha, an expired code) show in the screen's alert.
 */
export interface ScreenError {
  message: MessageDescriptor;
  field: boolean;
}

/** Every screen state: its name, and the error it shows, if any. */
export interface ScreenStateBase {
  screen: string;
  error?: ScreenError;
  /**
   * The visitor signed in on the way here (an action a flow's `signsIn`
   * names). Set and kept by the root reducer, never by a flow: from then on
   * no screen shows the back arrow, and no action returns to the login form
   * (docs/behaviour.md §2).
   */
  signedIn?: true;
}

/** Actions every screen may dispatch, handled by the root reducer. */
export type CommonAction =
  /** The back arrow: return to the mount kind's first screen (never once signed in). */
  | { type: 'back' }
  /** A call failed or input was refused: show it on the current screen. */
  | { type: 'failed'; error: ScreenError }
  /** The error shown is no longer current (the visitor edits, switches tab, resends). */
  | { type: 'errorCleared' };

/**
 * Domain actions are namespaced by their flow: `'<flow id>/<what happened>'`,
 * the flow id being the flow's key in the registry (src/ui/flows/index.ts).
 */
export interface FlowAction {
  type: `${string}/${string}`;
}

/** The namespace of a flow's actions: `'otp'` for `'otp/sent' | 'otp/verified'`. */
export type ActionNamespace<A extends FlowAction> = A['type'] extends `${infer Id}/${string}` ? Id : never;

/** What a screen component receives: its own state (never another screen's) and dispatch. */
export interface ScreenProps<S extends ScreenStateBase, A extends FlowAction = FlowAction> {
  state: S;
  dispatch: (action: A | CommonAction) => void;
}

/** How a screen takes focus when the visitor arrives on it (not on the first render). */
export type ScreenFocus =
  /** The screen's task is one field: focus it (it carries the screen's context in its name). */
  | 'field'
  /** Focus the heading. */
  | 'heading';

/**
 * A screen that is never on the first paint (it follows a send), so its code
 * is a chunk of its own that the host loads right after the first paint
 * (host/lazy-screens.ts): what Main needs arrives first, the rest before the
 * visitor can get there. Written `{ load: () => import('./x').then((m) => m.X) }`.
 */
export interface LazyScreen<P> {
  load: () => Promise<ComponentType<P>>;
}

/** One registry entry: `{ screen, component, backArrow }` plus the focus rule. */
export interface ScreenEntry<S extends ScreenStateBase = ScreenStateBase, A extends FlowAction = FlowAction> {
  component: ComponentType<ScreenProps<S, A>> | LazyScreen<ScreenProps<S, A>>;
  /** Shows the arrow that returns to Main. */
  backArrow: boolean;
  focus: ScreenFocus;
}

/** The registry of a flow's screens, keyed by screen name. */
export type ScreenRegistry<S extends ScreenStateBase, A extends FlowAction> = {
  [K in S['screen']]: ScreenEntry<Extract<S, { screen: K }>, A>;
};

/**
 * What a Main tab's form hands its flow once the input is valid: the address
 * to send to (an email, or a phone number in E.164) and as the screens show it
 * (the email, or the number formatted internationally).
 */
export interface TabInput {
  destination: string;
  display: string;
}

/**
 * A Main tab's send as the host offers it: it resolves the flow that sends
 * for `tab` (the registry's `tabs`), awaits its chunk and runs its send.
 */
export type SendTab = (tab: MainTabId, input: TabInput, signal: AbortSignal) => Promise<FlowAction>;

/** What a flow's Main-tab send may use: the client and the config. */
export type TabEnv = Pick<WidgetEnvironment, 'client' | 'config'>;

/**
 * A Main tab's send, contributed by its flow: makes the flow's request and
 * resolves with the action to dispatch (e.g. `'otp/sent'`). The form itself
 * (the field, its validation, the button) is entry code that renders in the
 * mount call; the flow's chunk is awaited only when the visitor submits.
 * A send may resolve with another flow's action when it hands the visitor
 * over (the password tab's passwordless path sends a magic link or a code).
 */
export type TabSend<A extends FlowAction = FlowAction> = (
  input: TabInput,
  env: TabEnv,
  signal: AbortSignal,
  /**
   * The host's `sendTab`, to hand over to another tab's send (the password
   * tab's passwordless path sends a magic link or a code as their tabs do).
   */
  sendTab: SendTab,
) => Promise<A | FlowAction>;

/** How Main asks for a passkey: its 'Login with a Passkey' button, or autofill on the email field. */
export type PasskeyMode = 'button' | 'autofill';

/**
 * What a passkey sign-in from Main came to: the action to dispatch (signed
 * in), `'cancelled'` (the visitor closed the prompt, or autofill used up its
 * attempts: nothing to show), `'superseded'` (another ceremony started and
 * aborted this one) or `'unsupported'` (the browser has no passkey autofill:
 * Main shows the passkey button instead). The button's errors to show are
 * rejections.
 */
export type PasskeyOutcome = FlowAction | 'cancelled' | 'superseded' | 'unsupported';

/** What Main's passkey sign-in may use: the client, the config, and `onError` for what it does not show. */
export type PasskeyEnv = Pick<WidgetEnvironment, 'client' | 'config' | 'reportError'>;

/**
 * Main's passkey sign-in, contributed by the passkeys flow: the button and
 * the start of autofill are entry code in Main; the ceremonies, autofill's
 * retries and the error rules load with the flow's chunk, awaited when the
 * visitor (or autofill) starts one. Autofill keeps trying after a failure the
 * visitor should see: it hands each to `onFailure` (never after `signal` aborted).
 */
export type PasskeySend = (
  mode: PasskeyMode,
  env: PasskeyEnv,
  signal: AbortSignal,
  onFailure: (error: unknown) => void,
) => Promise<PasskeyOutcome>;

/** What a Main block contributed by a flow receives. */
export interface MainBlockProps<B> {
  block: B;
  dispatch: (action: FlowAction | CommonAction) => void;
}

/** A Main block's layout (src/ui/config/main-layout.ts) by its kind. */
type BlockOf<K extends MainBlock['kind']> = Extract<MainBlock, { kind: K }>;

/**
 * The parts of Main a flow may serve (docs/architecture.md, "How to add a
 * flow"), by name: each tab's send (the form is Main's, entry code), the
 * passkey sign-in behind Main's button and autofill, and the blocks a flow
 * renders itself (the wallet buttons: which wallets the page has decides
 * their order; the social buttons with their icons and One Tap). Main holds a
 * block's space until the flow's chunk, requested right after the first
 * paint, is here. A flow's registry line names the parts it serves
 * (`serves`); its definition holds them here, and the typecheck keeps the two
 * in step (src/ui/flows/index.ts).
 */
export type MainParts = Record<MainTabId, TabSend> & {
  passkey: PasskeySend;
  crypto: ComponentType<MainBlockProps<BlockOf<'crypto'>>>;
  oauth: ComponentType<MainBlockProps<BlockOf<'oauth'>>>;
};

export type MainPart = keyof MainParts;

/**
 * `M` is the keys of the flow's message catalogue (`keyof typeof
 * OTP_MESSAGES`): `MessageKey` is derived from them (src/ui/i18n/messages.ts).
 * `Id` is the flow's key in the registry: its actions' namespace, or named
 * (`FlowDefinition<MainState, FlowAction, never, 'main'>`) by a flow that has
 * no actions of its own.
 */
export interface FlowDefinition<
  S extends ScreenStateBase = ScreenStateBase,
  A extends FlowAction = FlowAction,
  M extends string = string,
  Id extends string = ActionNamespace<A>,
> {
  /**
   * The flow's key in the registry (src/ui/flows/index.ts), which is its
   * actions' namespace: `'otp'` for `'otp/sent'`. Typed (`Id`), and the
   * registry checks each flow's against its key, so a mismatch fails the
   * typecheck.
   */
  id: Id;
  /**
   * Pure: the next widget state for one of this flow's actions, over the
   * widget's screen union (so every screen name it reads or writes, another
   * flow's included, is checked). Returns `state` itself for an action that
   * does not apply to the current screen (its applies-on table, applies-on.ts:
   * a late answer for a screen the visitor has left changes nothing).
   */
  reducer: (state: WidgetState, action: A) => WidgetState;
  /**
   * The actions of this flow that complete a sign-in (`'otp/verified'`): the
   * root reducer marks the state they lead to, and every later one,
   * `signedIn`, so neither the back arrow nor any other action brings the
   * login form back to a signed-in visitor (docs/behaviour.md §2).
   */
  signsIn?: readonly A['type'][];
  screens: ScreenRegistry<S, A>;
  /** The parts of Main this flow serves, by part: the ones its registry line names (`serves`). */
  serves?: Partial<MainParts>;
  /**
   * What an accepted action does besides changing state: the host events,
   * telemetry and toasts it implies. Runs once per action the reducer
   * accepted (changed the state), so an answer for a screen the visitor left
   * fires nothing.
   */
  effects?: (action: A, env: FlowEffectsEnv) => void;
  /**
   * Texts of this flow's screens (keys are dotted, e.g. `'otp.title'`). They
   * load with the flow's chunk; their keys are part of `MessageKey`.
   */
  messages: Readonly<Record<M, Text>>;
  /**
   * The name of this flow's texts in every other language (`src/ui/i18n/locales/<tag>/<texts>.ts`),
   * loaded with the flow when the widget is not in English (docs/i18n.md, "Chunks").
   */
  texts?: string;
}

/** The state type of a flow definition. */
export type FlowState<F> = F extends FlowDefinition<infer S, infer _A, infer _M, infer _Id> ? S : never;

/** The message keys of a flow definition. */
export type FlowMessageKeys<F> = F extends FlowDefinition<infer _S, infer _A, infer M, infer _Id> ? M : never;

/** What a flow's `effects` may touch: events, errors, telemetry, toasts and texts; never state. */
export type FlowEffectsEnv = Pick<WidgetEnvironment, 'emit' | 'telemetry' | 'showToast' | 't' | 'config' | 'reportError'>;
