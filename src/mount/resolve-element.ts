/**
 * Finds the page element a mount call targets: a selector or the element
 * itself (docs/behaviour.md §1: a selector that matches no element throws an
 * error naming it).
 */
import { PorticoInvalidCallError } from '../core/errors';

/**
 * The text of the error raised when `selector` matches nothing, e.g.
 * `Invalid call to mountLogin\nThe selector "#login" applies to no elements.`
 * It keeps the client's usage-error shape (`Invalid call to <method>` and the
 * problem on the next line) so hosts see one format for every mistake.
 */
export function noElementMessage(method: string, selector: string): string {
  return `Invalid call to ${method}\nThe selector "${selector}" applies to no elements.`;
}

/** The text of the error raised when `selector` is not valid CSS. */
export function invalidSelectorMessage(method: string, selector: string): string {
  return `Invalid call to ${method}\nelementId must be a valid CSS selector (got "${selector}").`;
}

/**
 * The element `target` names: itself when it is one, else the first match of
 * the selector (`querySelector`, a syntax error turned into a usage error).
 */
export function queryElement(method: string, target: unknown, root: ParentNode = document): Element | null {
  if (isElement(target)) return target;
  if (typeof target != 'string') {
    throw new PorticoInvalidCallError(`Invalid call to ${method}\nelementId must be a string or an HTMLElement.`);
  }
  try {
    return root.querySelector(target);
  } catch {
    throw new PorticoInvalidCallError(invalidSelectorMessage(method, target));
  }
}

/**
 * The element `target` names: itself, or the first element matching the
 * selector (e.g. `'#login'`).
 *
 * @throws PorticoInvalidCallError when nothing matches, the selector is invalid
 *   or `target` is neither a string nor an element.
 */
export function resolveElement(method: string, target: unknown, root: ParentNode = document): Element {
  const element = queryElement(method, target, root);
  if (!element) throw new PorticoInvalidCallError(noElementMessage(method, target as string));
  return element;
}

/**
 * True for a DOM element, from this document or another (an iframe's): a
 * mount target given as the element itself.
 */
export function isElement(value: unknown): value is HTMLElement {
  return typeof value === 'object' && value !== null && (value as Partial<Node>).nodeType === 1;
}
