/**
 * Renders the flows: one state (a union keyed by screen), the root reducer
 * over the flows' domain actions, the current screen looked up in the loaded
 * flows' registries, the back arrow, the screen's alert (errors that are not
 * an input's), the focus rule and the watermark. The kind's first screen
 * renders as soon as its flow is here — at once for login, whose Main is
 * entry code — while the other flows' chunks are still on their way; Main's
 * tab forms, passkey button and blocks get their parts from the flows the
 * registry declares for them (`MainPartsContext`).
 *
 * Dispatch runs the reducer synchronously and, when the action was accepted
 * (the state changed), the owning flow's effects once — so an answer for a
 * screen the visitor has left neither changes the screen nor fires events.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRunner } from '../async/use-runner';
import { useScreenCall } from '../async/use-screen-call';
import { BackButton } from '../components/back-button';
import { ScreenAlert } from '../components/screen-alert';
import { Watermark } from '../components/watermark';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { PorticoUnreachableError } from '../../core/errors';
import { useWidget } from '../context/widget-context';
import type { WidgetState } from '../flows';
import type { FlowAction, ScreenEntry, ScreenStateBase } from '../flows/flow';
import * as styles from '../theme/styles';
import { focusScreen } from './focus';
import { loadScreen, preloadScreens, screenComponent } from './lazy-screens';
import { MainPartsContext, type MainPartsHost } from './flow-registry';
import { availableFlows, flowServing, loadFlow } from './load-flows';
import type { FlowsState } from './use-flows';
import { createRootReducer, namespaceOf, type RootAction } from './root-reducer';
import { cx } from '../theme/css';

/** `S`: the widget's screen union (the consumer's by default, or the B2B widget's). */
export interface FlowHostProps<S extends ScreenStateBase = WidgetState> {
  /** The flows this mount needs (ids of the consumer or the B2B registry). */
  ids: readonly string[];
  /** Those loaded so far (useFlows). */
  flows: FlowsState;
  /** The mount kind's first screen: where the widget starts and the back arrow returns. */
  home: S;
  /** Start on another screen (tests, the screens gallery). */
  initialState?: S | undefined;
}

export function FlowHost<S extends ScreenStateBase = WidgetState>({ ids, flows: loading, home, initialState }: FlowHostProps<S>) {
  const env = useWidget();
  const { flows } = loading;
  const screens = useMemo(() => {
    const table = new Map<string, ScreenEntry>();
    for (const flow of flows) for (const [name, entry] of Object.entries(flow.screens)) table.set(name, entry as ScreenEntry);
    return table;
  }, [flows]);

  const [state, setState] = useState<S>(() => initialState ?? home);
  const current = useRef(state);
  const envRef = useRef(env);
  envRef.current = env;

  const dispatch = useCallback(
    (action: RootAction) => {
      // The flows loaded by now, not at the last render: a tab's send resolves with
      // its flow's action as soon as the chunk is here, maybe before a re-render.
      const loaded = availableFlows(ids);
      const before = current.current;
      const after = createRootReducer<S>(loaded, home)(before, action);
      if (after === before) return;
      current.current = after;
      setState(after);
      const owner = loaded.find((flow) => flow.id === namespaceOf(action));
      owner?.effects?.(action as FlowAction, envRef.current);
    },
    [ids, home],
  );

  // Main's parts (docs/architecture.md, "How to add a flow"): each from the flow whose
  // registry line declares it, loading that flow's chunk alone when it is not here yet.
  const mainParts = useMemo<MainPartsHost>(
    () => ({
      // Main shows only the parts of the configured products, whose flows this mount needs.
      async part(part) {
        // A chunk that did not download: a network error in the screen's alert. The next use
        // asks for it again (browsers fetch a failed dynamic import again).
        const flow = await loadFlow(flowServing(part)).catch((cause: unknown) => {
          throw new PorticoUnreachableError('network_error', { cause });
        });
        return flow.serves![part]!;
      },
      loaded: (part) => flows.find((flow) => flow.id === flowServing(part))?.serves?.[part],
    }),
    [flows],
  );

  const entry = screens.get(state.screen);
  const Screen = entry === undefined ? null : screenComponent(entry);

  // Screens that follow a send load right after the first paint, so they are
  // here before the visitor can reach them; a screen still on its way renders
  // as soon as it arrives.
  const { run: preload } = useRunner();
  const { call: loadScreenChunk } = useScreenCall(dispatch);
  const [, screenLoaded] = useState(0);
  useEffect(() => {
    void preload(() => preloadScreens(flows), { mode: 'latest' });
  }, [preload, flows]);
  useEffect(() => {
    if (entry === undefined || Screen !== null) return;
    // A chunk that cannot be downloaded shows as a network error in the screen's alert.
    void loadScreenChunk(() => loadScreen(entry), { mode: 'latest', onOk: () => screenLoaded((n) => n + 1) });
  }, [entry, Screen, loadScreenChunk]);

  // The focus rule: on each move between screens, never on the first render. In a
  // layout effect, so keys typed right after the move already land in the new screen.
  const frame = useRef<HTMLDivElement>(null);
  const shown = useRef(state.screen);
  useLayoutEffect(() => {
    if (shown.current === state.screen || Screen === null) return;
    shown.current = state.screen;
    if (frame.current !== null) focusScreen(frame.current, entry?.focus ?? 'heading');
  }, [state.screen, entry, Screen]);

  if (entry === undefined && loading.status === 'loading') {
    // The first screen's flow is on its way (a few milliseconds): hold the space, announce nothing.
    return <div className={cx(styles.screen)} aria-busy="true" />;
  }
  if (entry === undefined && loading.status === 'failed') {
    // The flow's chunk did not download: say so, and let the visitor try again.
    return (
      <div className={cx(styles.screen)}>
        <Alert variant="error" message={env.t('network_error')} />
        <Button variant="secondary" onClick={loading.retry}>
          {env.t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (entry === undefined) {
    // A screen no flow of this mount renders: a programming error, shown rather than a blank widget.
    return (
      <p role="alert" className={cx(styles.errorText)}>
        {`Portico: no flow renders the screen ${state.screen}.`}
      </p>
    );
  }
  return (
    <MainPartsContext.Provider value={mainParts}>
      <div ref={frame} tabIndex={-1} className={cx(styles.screen)} data-screen={state.screen}>
        {/* Never once the visitor signed in: the back action would not lead to Main (docs/behaviour.md §2). */}
        {entry.backArrow && state.signedIn !== true ? <BackButton onClick={() => dispatch({ type: 'back' })} /> : null}
        {Screen === null ? <div aria-busy="true" /> : <Screen key={state.screen} state={state} dispatch={dispatch} />}
        {/* Input errors mark their field inside the screen; every other error shows here, on every screen. */}
        <ScreenAlert error={state.error} />
      </div>
      <Watermark />
    </MainPartsContext.Provider>
  );
}
