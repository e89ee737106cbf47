/**
 * Loads flow chunks, once per page: a flow already loaded (or in the entry,
 * like Main) is handed out synchronously, so a remount renders at once.
 * Flow ids are strings: the consumer registry's (src/ui/flows/index.ts) and
 * the B2B registry's (src/ui/flows/b2b/index.ts), which a B2B widget adds
 * with `registerFlowLines` so the consumer entry never names a B2B chunk
 * (docs/architecture.md, "B2B widget").
 */
import { EAGER_FLOWS, FLOWS, type AnyFlow } from '../flows';

/** What the loader needs of a registry line. */
export interface FlowLine {
  load: () => Promise<{ default: AnyFlow }>;
}

const lines: Record<string, FlowLine> = { ...FLOWS };
const loaded = new Map<string, AnyFlow>(Object.entries(EAGER_FLOWS));
const loading = new Map<string, Promise<AnyFlow>>();

/** Adds a registry's lines (the B2B widget's); ids never collide with the consumer's (a unit test checks). */
export function registerFlowLines(more: Readonly<Record<string, FlowLine>>): void {
  Object.assign(lines, more);
}
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

export function loadFlow(id: string): Promise<AnyFlow> {
  const done = loaded.get(id);
  if (done !== undefined) return Promise.resolve(done);
  let promise = loading.get(id);
  if (promise === undefined) {
    promise = lines[id]!.load().then(
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

export function loadFlows(ids: readonly string[]): Promise<AnyFlow[]> {
  return Promise.all(ids.map(loadFlow));
}

/** The flows if all are loaded already, else null. */
export function loadedFlows(ids: readonly string[]): AnyFlow[] | null {
  const flows = availableFlows(ids);
  return flows.length === ids.length ? flows : null;
}

/** Those of the flows that are loaded already, in the order given. */
export function availableFlows(ids: readonly string[]): AnyFlow[] {
  const flows: AnyFlow[] = [];
  for (const id of ids) {
    const flow = loaded.get(id);
    if (flow !== undefined) flows.push(flow);
  }
  return flows;
}
