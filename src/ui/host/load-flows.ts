/**
 * Loads flow chunks, once per page: a flow already loaded (or in the entry,
 * like Main) is handed out synchronously, so a remount renders at once.
 * A widget registers its registry's lines here (`registerFlows`): the
 * consumer's (src/ui/widget-root.tsx) and the B2B one's
 * (src/ui/b2b/b2b-widget-root.tsx). This module names no registry itself, so
 * neither widget's build holds the other's chunks (docs/architecture.md,
 * "B2B widget"). Flow ids never collide (a unit test checks).
 */
import type { AnyFlow } from '../flows';

/** What the loader needs of a registry line: its chunk, and the parts of Main its flow serves. */
export interface FlowLine {
  load: () => Promise<{ default: AnyFlow }>;
  serves?: readonly string[];
}

const lines: Record<string, FlowLine> = {};
/** The flows in a widget's entry (consumer: Main): what a server render has (use-flows.ts). */
export const entryFlows: Record<string, AnyFlow> = {};
const loaded = new Map<string, AnyFlow>();
const loading = new Map<string, Promise<AnyFlow>>();

/** Adds a registry's lines, and the flows its entry holds (handed out at once, on a server too). */
export function registerFlows(more: Readonly<Record<string, FlowLine>>, entry: Readonly<Record<string, AnyFlow>> = {}): void {
  Object.assign(lines, more);
  Object.assign(entryFlows, entry);
  for (const id in entry) loaded.set(id, entry[id]!);
}

/**
 * The flow that serves a part of Main, from the registered lines' `serves`. Found: every part is
 * served (the consumer registry's typecheck, src/ui/flows/index.ts, `EveryPartServed`).
 */
export function flowServing(part: string): string {
  return Object.keys(lines).find((id) => lines[id]!.serves?.includes(part))!;
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
