/**
 * One React root per host element. A second mount on the same element
 * remounts the widget in that root with the new options (fresh widget state,
 * docs/behaviour.md §1); a change of render target
 * (shadow DOM on or off) or of CSP nonce tears the old one down first.
 * Unmounting removes everything the mount added: the root's DOM (the
 * widget's style element included) and the container inside the shadow root.
 */
import { Fragment, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DomIdScopeContext } from '../ui/components/use-dom-id';
import { StyleNonceContext } from '../ui/theme/style-sheet';
import { createShadowContainer, ensureShadowRoot, revealLightChildren } from './shadow-root';

export interface MountTarget {
  /** The public method name, for error messages (`mountLogin`, …). */
  method: string;
  /** The host element the selector resolved to. */
  element: Element;
  /** Render inside an open shadow root of `element`. */
  shadowDOM: boolean;
  /** CSP nonce for the style elements. */
  nonce: string | undefined;
}

interface MountRecord {
  root: Root;
  shadowDOM: boolean;
  nonce: string | undefined;
  /** What React renders into: `element` itself, or a div inside its shadow root. */
  container: Element;
  /** Light mode on an element that has a Portico shadow root: the slot that shows the light children. */
  slot: HTMLSlotElement | null;
  /** Bumped on every mount call: the key that makes React start the widget afresh. */
  generation: number;
  /** Keeps this root's element ids apart from other roots' (use-dom-id.ts). */
  idScope: string;
}

const records = new WeakMap<Element, MountRecord>();
let liveCount = 0;
let rootCount = 0;

function build(target: MountTarget): MountRecord {
  const { element, method, shadowDOM, nonce } = target;
  rootCount += 1;
  const container = shadowDOM ? createShadowContainer(ensureShadowRoot(method, element)) : element;
  const slot = shadowDOM ? null : revealLightChildren(element);
  return { root: createRoot(container), shadowDOM, nonce, container, slot, generation: 0, idScope: `m${rootCount}-` };
}

function teardown(element: Element, record: MountRecord): void {
  record.root.unmount();
  if (record.shadowDOM) record.container.remove();
  record.slot?.remove();
  records.delete(element);
  liveCount -= 1;
}

/**
 * Renders `node` (the widget) into `target.element`, creating the root on
 * first use and reusing it afterwards: with a fresh widget when `fresh`
 * (a mount call), else re-rendering the mounted one with the new props
 * (`update`: its state, input and focus stay).
 */
export function mountInto(target: MountTarget, node: ReactNode, fresh = true): void {
  let record = records.get(target.element);
  if (record && (record.shadowDOM !== target.shadowDOM || record.nonce !== target.nonce)) {
    teardown(target.element, record);
    record = undefined;
  }
  if (!record) {
    record = build(target);
    records.set(target.element, record);
    liveCount += 1;
  }
  if (fresh) record.generation += 1;
  record.root.render(
    <StyleNonceContext.Provider value={record.nonce}>
      <DomIdScopeContext.Provider value={record.idScope}>
        <Fragment key={record.generation}>{node}</Fragment>
      </DomIdScopeContext.Provider>
    </StyleNonceContext.Provider>,
  );
}

/** Unmounts the widget of `element`; false when nothing was mounted there. */
export function unmountFrom(element: Element): boolean {
  const record = records.get(element);
  if (!record) return false;
  teardown(element, record);
  return true;
}

/** True while a widget is mounted on `element`. */
export function isMounted(element: Element): boolean {
  return records.has(element);
}

/** How many widgets are mounted (all UI clients together). For leak checks. */
export function mountedCount(): number {
  return liveCount;
}
