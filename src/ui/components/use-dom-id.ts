import { useState } from 'react';

let counter = 0;

/**
 * A page-unique element id for label/aria wiring. Not `useId`: its ids are
 * unique only within one root, and the mount API renders one root per
 * element, so two widgets on a page would share ids (and a label could point
 * at the other widget's input).
 */
export function useDomId(prefix: string): string {
  const [id] = useState(() => {
    counter += 1;
    return `portico-${prefix}-${counter}`;
  });
  return id;
}
