/**
 * The flows a mount needs: those already loaded (Main, in the entry, always)
 * at once, the others as their chunks arrive (a late answer after unmount is
 * ignored by the runner). When the first screen's flow is here (login: Main),
 * the other chunks are requested right after the first paint, so requesting
 * them does not hold it up; otherwise at once, in a layout effect.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useRunner } from '../async/use-runner';
import { useHydrated } from '../context/use-browser-value';
import type { AnyFlow } from '../flows';
import { availableFlows, entryFlows, loadFlows, loadedFlows, onFlowLoaded } from './load-flows';

/** `flows` holds the flows loaded so far, in registry order, whatever the status. */
export type FlowsState =
  | { status: 'loading'; flows: AnyFlow[] }
  | { status: 'ready'; flows: AnyFlow[] }
  | { status: 'failed'; flows: AnyFlow[]; error: unknown; retry: () => void };

/**
 * What a server has: the entry's flows only (it runs no effect, so it loads no chunk). The
 * hydration of its markup renders from the same, whatever this page has loaded already.
 */
function onServer(ids: readonly string[]): FlowsState {
  const flows = ids.flatMap((id) => entryFlows[id] ?? []);
  return { status: flows.length === ids.length ? 'ready' : 'loading', flows };
}

function current(ids: readonly string[]): FlowsState {
  const flows = loadedFlows(ids);
  return flows === null ? { status: 'loading', flows: availableFlows(ids) } : { status: 'ready', flows };
}

/** `screen`: the first screen shown, whose flow is awaited without delay. */
export function useFlows(ids: readonly string[], screen: string): FlowsState {
  const key = ids.join(',');
  const [state, setState] = useState<FlowsState>(() => current(ids));
  const { run } = useRunner();
  const [attempt, setAttempt] = useState(0);
  const urgent = !state.flows.some((flow) => screen in flow.screens);
  const hydrated = useHydrated();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ids`
  const server = useMemo(() => onServer(ids), [key]);

  const load = () => {
    const next = current(ids);
    setState((shown) => (sameState(shown, next) ? shown : next));
    if (next.status === 'ready') return;
    void run(() => loadFlows(ids), { mode: 'latest' }).then((outcome) => {
      if (outcome.status === 'ok') setState({ status: 'ready', flows: outcome.value });
      else if (outcome.status === 'failed') {
        setState({
          status: 'failed',
          flows: availableFlows(ids),
          error: outcome.error,
          retry: () => setAttempt((n) => n + 1),
        });
      }
    });
  };
  // `key` stands for `ids`; `urgent` picks which of the two effects loads.
  /* eslint-disable react-hooks/exhaustive-deps -- `key` stands for `ids` (above) */
  // A chunk another caller brought (a Main part's use, host/flow-host.tsx, after this load
  // failed or before it finished) is rendered at once: its screens and blocks are here.
  useEffect(
    () =>
      onFlowLoaded(() => {
        const next = current(ids);
        setState((shown) => {
          if (next.status === 'ready') return sameState(shown, next) ? shown : next;
          return next.flows.length === shown.flows.length ? shown : { ...shown, flows: next.flows };
        });
      }),
    [key],
  );
  useLayoutEffect(() => {
    if (urgent) load();
  }, [key, run, attempt, urgent]);
  useEffect(() => {
    if (!urgent) load();
  }, [key, run, attempt, urgent]);
  /* eslint-enable react-hooks/exhaustive-deps -- end of the effects above */

  return hydrated ? state : server;
}

function sameState(a: FlowsState, b: FlowsState): boolean {
  return a.status === b.status && a.flows.length === b.flows.length && a.flows.every((flow, index) => flow === b.flows[index]);
}
