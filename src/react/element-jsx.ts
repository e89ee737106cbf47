/**
 * The custom elements in React's JSX (docs/reference.md "Custom elements"):
 * `<portico-login config={config} onportico-event={…} />` type-checks in a
 * React 19 app that imports anything from `portico/react` (or writes
 * `import type {} from 'portico/react'` once). React 19 sets a custom
 * element's known properties (`config`, `styles`, `strings`) as properties and
 * turns `on<event name>` props into listeners for that exact event name, so
 * the element must be defined (`await definePorticoElements(ui)`) before React
 * first renders it.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  PorticoElement,
  PorticoElementAttributes,
  PorticoElementEventMap,
  PorticoElementProperties,
  PorticoElementTagNameMap,
} from '../mount/element-types';

/** A listener prop per event: `onportico-event`, `onportico-error`. */
type ElementEventProps = {
  [Name in keyof PorticoElementEventMap as `on${Name}`]?: (event: PorticoElementEventMap[Name]) => void;
};

/** What JSX accepts on one tag: React's HTML props, the element's properties, its attributes and its events. */
export type PorticoElementJSXProps<E extends PorticoElement> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, 'children'> &
  PorticoElementProperties<E> &
  PorticoElementAttributes &
  ElementEventProps;

type PorticoIntrinsicElements = {
  [Tag in keyof PorticoElementTagNameMap]: PorticoElementJSXProps<PorticoElementTagNameMap[Tag]>;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the tags into React's JSX
    interface IntrinsicElements extends PorticoIntrinsicElements {}
  }
}
