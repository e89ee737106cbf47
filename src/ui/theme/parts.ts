/**
 * Stable hooks for host CSS (docs/architecture.md, "Look"; README, "Styling
 * with CSS"): each key element carries its name both as `data-portico-part`
 * (for selectors in light DOM) and as `part` (for `::part()` from outside a
 * shadow root; in light DOM it does nothing). The class names are hashes and
 * change between versions; these names do not.
 */
export type PartName =
  | 'root'
  | 'header'
  | 'tabs'
  | 'tab'
  | 'input'
  | 'button-primary'
  | 'button-secondary'
  | 'button-text'
  | 'alert'
  | 'divider'
  | 'social-button'
  | 'footer';

/** `{...part('header')}` on an element. */
export function part(name: PartName): { part: PartName; 'data-portico-part': PartName } {
  return { part: name, 'data-portico-part': name };
}
