/**
 * The flows a mount needs: synchronously when already loaded, otherwise
 * after their chunks arrive (a late answer after unmount is ignored by the
 * runner).
 */
import { useLayoutEffect, useState } from 'react';
import { useRunner } from '../async/use-runner';
import type { AnyFlow, FlowId } from '../flows';
import { loadFlows, loadedFlows } from './load-flows';

export type FlowsState =
  | { status: 'loading' }
  | { status: 'ready'; flows: AnyFlow[] }
  | { status: 'failed'; error: unknown; retry: () => void };

export function useFlows(ids: readonly FlowId[]): FlowsState {
  const key = ids.join(',');
  const [state, setState] = useState<FlowsState>(() => {
    const flows = loadedFlows(ids);
    return flows === null ? { status: 'loading' } : { status: 'ready', flows };
  });
  const { run } = useRunner();
  const [attempt, setAttempt] = useState(0);

  // A layout effect: the answer is acted on at once, not a frame later.
  useLayoutEffect(() => {
    const flows = loadedFlows(ids);
    if (flows !== null) {
      setState((current) => (current.status === 'ready' && sameFlows(current.flows, flows) ? current : { status: 'ready', flows }));
      return;
    }
    setState({ status: 'loading' });
    void run(() => loadFlows(ids), { mode: 'latest' }).then((outcome) => {
      if (outcome.status === 'ok') setState({ status: 'ready', flows: outcome.value });
      else if (outcome.status === 'failed') {
        setState({ status: 'failed', error: outcome.error, retry: () => setAttempt((n) => n + 1) });
      }
    });
    // `key` stands for `ids`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, run, attempt]);

  return state;
}

function sameFlows(a: readonly AnyFlow[], b: readonly AnyFlow[]): boolean {
  return a.length === b.length && a.every((flow, index) => flow === b[index]);
}
