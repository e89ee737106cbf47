/**
 * Screens whose code loads after the first paint (flows/flow.ts,
 * `LazyScreen`): resolved once per page, preloaded by the host as soon as the
 * first screen is on the page.
 */
import type { ComponentType } from 'react';
import type { AnyFlow } from '../flows';
import type { LazyScreen, ScreenEntry } from '../flows/flow';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen of any props: ComponentType<unknown> would accept no screen
type AnyComponent = ComponentType<any>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a lazy screen of any props, as AnyComponent
type AnyLazy = LazyScreen<any>;

const loaded = new WeakMap<AnyLazy, AnyComponent>();
const loading = new WeakMap<AnyLazy, Promise<AnyComponent>>();

function isLazy(component: ScreenEntry['component']): component is AnyLazy {
  return typeof component === 'object' && component !== null && 'load' in component;
}

/** The component of an entry, or null while its chunk is still on its way. */
export function screenComponent(entry: ScreenEntry): AnyComponent | null {
  const { component } = entry;
  if (!isLazy(component)) return component as AnyComponent;
  return loaded.get(component) ?? null;
}

/** Loads an entry's component (once); resolves when it is available. */
export function loadScreen(entry: ScreenEntry): Promise<void> {
  const { component } = entry;
  if (!isLazy(component) || loaded.has(component)) return Promise.resolve();
  let promise = loading.get(component);
  if (promise === undefined) {
    promise = component.load().then(
      (resolved) => {
        loaded.set(component, resolved);
        return resolved;
      },
      (error: unknown) => {
        loading.delete(component);
        throw error;
      },
    );
    loading.set(component, promise);
  }
  return promise.then(() => undefined);
}

/** Loads every lazy screen of `flows`. */
export function preloadScreens(flows: readonly AnyFlow[]): Promise<void> {
  const entries = flows.flatMap((flow) => Object.values(flow.screens) as ScreenEntry[]);
  return Promise.all(entries.map(loadScreen)).then(() => undefined);
}
