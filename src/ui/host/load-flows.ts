/**
 * Loads flow chunks, once per page: a flow already loaded (or in the entry,
 * like Main) is handed out synchronously, so a remount renders at once.
 */
import { EAGER_FLOWS, FLOWS, type AnyFlow, type FlowId } from '../flows';

const loaded = new Map<FlowId, AnyFlow>(Object.entries(EAGER_FLOWS) as Array<[FlowId, AnyFlow]>);
const loading = new Map<FlowId, Promise<AnyFlow>>();
const loadListeners = new Set<() => void>();

/**
 * Calls `listener` after each flow chunk that arrives, whoever asked for it:
 * a host whose own load failed learns that a submit's later attempt brought
 * the flow (see use-flows.ts). Returns the unsubscribe.
 */
export function onFlowLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => void loadListeners.delete(listener);
}

export function loadFlow(id: FlowId): Promise<AnyFlow> {
  const done = loaded.get(id);
  if (done !== undefined) return Promise.resolve(done);
  let promise = loading.get(id);
  if (promise === undefined) {
    promise = FLOWS[id].load().then(
      (module) => {
        loaded.set(id, module.default);
        loading.delete(id);
        for (const listener of [...loadListeners]) listener();
        return module.default;
      },
      (error: unknown) => {
        // A failed chunk fetch may succeed on the next attempt (a submit, 'Try again', a remount):
        // browsers fetch a failed dynamic import again.
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

export function loadFlows(ids: readonly FlowId[]): Promise<AnyFlow[]> {
  return Promise.all(ids.map(loadFlow));
}

/** The flows if all are loaded already, else null. */
export function loadedFlows(ids: readonly FlowId[]): AnyFlow[] | null {
  const flows = availableFlows(ids);
  return flows.length === ids.length ? flows : null;
}

/** Those of the flows that are loaded already, in the order given. */
export function availableFlows(ids: readonly FlowId[]): AnyFlow[] {
  const flows: AnyFlow[] = [];
  for (const id of ids) {
    const flow = loaded.get(id);
    if (flow !== undefined) flows.push(flow);
  }
  return flows;
}
