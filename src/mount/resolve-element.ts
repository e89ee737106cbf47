/**
 * Finds the page element a mount call targets (docs/behaviour.md §1: a
 * selector that matches no element throws an error naming it).
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

/** Runs `querySelector`, turning a syntax error into a usage error. */
export function queryElement(method: string, selector: string, root: ParentNode = document): Element | null {
  try {
    return root.querySelector(selector);
  } catch {
    throw new PorticoInvalidCallError(invalidSelectorMessage(method, selector));
  }
}

/**
 * The first element matching `selector` (e.g. `'#login'`).
 *
 * @throws PorticoInvalidCallError when nothing matches or the selector is invalid.
 */
export function resolveElement(method: string, selector: string, root: ParentNode = document): Element {
  const element = queryElement(method, selector, root);
  if (!element) throw new PorticoInvalidCallError(noElementMessage(method, selector));
  return element;
}
