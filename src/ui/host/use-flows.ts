/**
 * The flows a mount needs: those already loaded (Main, in the entry, always)
 * at once, the others as their chunks arrive (a late answer after unmount is
 * ignored by the runner).
 */
import { useLayoutEffect, useState } from 'react';
import { useRunner } from '../async/use-runner';
import type { AnyFlow, FlowId } from '../flows';
import { availableFlows, loadFlows, loadedFlows } from './load-flows';

/** `flows` holds the flows loaded so far, in registry order, whatever the status. */
export type FlowsState =
  | { status: 'loading'; flows: AnyFlow[] }
  | { status: 'ready'; flows: AnyFlow[] }
  | { status: 'failed'; flows: AnyFlow[]; error: unknown; retry: () => void };

function current(ids: readonly FlowId[]): FlowsState {
  const flows = loadedFlows(ids);
  return flows === null ? { status: 'loading', flows: availableFlows(ids) } : { status: 'ready', flows };
}

export function useFlows(ids: readonly FlowId[]): FlowsState {
  const key = ids.join(',');
  const [state, setState] = useState<FlowsState>(() => current(ids));
  const { run } = useRunner();
  const [attempt, setAttempt] = useState(0);

  // A layout effect: the answer is acted on at once, not a frame later.
  useLayoutEffect(() => {
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
    // `key` stands for `ids`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, run, attempt]);

  return state;
}

function sameState(a: FlowsState, b: FlowsState): boolean {
  return a.status === b.status && a.flows.length === b.flows.length && a.flows.every((flow, index) => flow === b.flows[index]);
}
