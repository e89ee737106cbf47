/**
 * The widget's styles as static rules, without a CSS-in-JS runtime.
 *
 * `css` registers a rule once, when its module is evaluated, under a class
 * name derived from its text; components use `cx(rule)` as their
 * `className`. The registry compiles every rule to plain CSS once (nested
 * `&` selectors and `@media` blocks flattened), and each widget renders that
 * text in one `<style nonce>` at its root (style-sheet.tsx), inside the
 * shadow root when there is one. Nothing is serialised, hashed or inserted
 * per render, which is where the first render used to spend its time
 * (emotion + stylis: about 9 ms of a 25 ms mount, and 15 kB of code).
 *
 * Every themeable value is a `var(--portico-…, default)` (theme/styles.ts),
 * so the text never changes with the theme: the defaults are those fallbacks,
 * and host CSS or the `styles` option set the variables (docs/architecture.md,
 * "Look").
 *
 * A rule's text is stored with `&` where its class selector goes, and
 * `styleSheetText` fills it in, so `&` cannot appear in a declaration's value.
 */

/** A registered rule: its class name and its source (nested `&` allowed). */
export interface StyleRule {
  readonly className: string;
  /** The body as written, for composition into other rules. */
  readonly source: string;
}

/** A registered `@keyframes`: interpolate it where an animation name goes. */
export interface Keyframes {
  readonly name: string;
  toString(): string;
}

type Interpolation = string | number | StyleRule | Keyframes | false | null | undefined;

const rules = new Map<string, string>();
let compiled: string | null = null;
let version = 0;
const listeners = new Set<() => void>();

/** djb2 over the text, base 36: stable names across builds and pages. */
function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

function isRule(value: Interpolation): value is StyleRule {
  return typeof value === 'object' && value !== null && 'className' in value;
}

function join(strings: TemplateStringsArray, values: readonly Interpolation[]): string {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    const piece = isRule(value) ? value.source : value === false || value === null || value === undefined ? '' : String(value);
    text += piece + (strings[index + 1] ?? '');
  });
  // Comments go: they could hide a brace from the flattener.
  return text.replace(/\/\*[\s\S]*?\*\//g, '').trim();
}

function register(key: string, text: string): void {
  if (rules.has(key)) return;
  rules.set(key, text);
  compiled = null;
  version += 1;
  for (const listener of [...listeners]) listener();
}

/** A rule; `${otherRule}` inside it includes the other rule's declarations. */
export function css(strings: TemplateStringsArray, ...values: Interpolation[]): StyleRule {
  const source = join(strings, values);
  const className = `portico-${hash(source)}`;
  // Stored with `&` for the class selector (filled in by `styleSheetText`), so the standalone
  // build's compiled text does not repeat each hash: bytes in every first load.
  register(className, flatten(source, '&'));
  return { className, source };
}

export function keyframes(strings: TemplateStringsArray, ...values: Interpolation[]): Keyframes {
  const body = join(strings, values);
  const name = `portico-k${hash(body)}`;
  register(name, `@keyframes ${name}{${body}}`);
  return { name, toString: () => name };
}

/**
 * A rule the standalone build compiled already (scripts/compile-styles.mjs
 * replaces each `css` template with this call): its class name and finished
 * text (`&` for its class selector), registered as they are. The build compiles every template, so no
 * rule made at run time composes one of these (their `source` is empty).
 */
export function compiledRule(className: string, text: string): StyleRule {
  register(className, text);
  return { className, source: '' };
}

/** The compiled form of `keyframes` (see `compiledRule`). */
export function compiledKeyframes(name: string, text: string): Keyframes {
  register(name, text);
  return { name, toString: () => name };
}

/** The class names of the rules given (falsy entries skipped), for `className`. */
export function cx(...list: ReadonlyArray<StyleRule | false | null | undefined>): string {
  let names = '';
  for (const rule of list) if (rule) names = names === '' ? rule.className : `${names} ${rule.className}`;
  return names;
}

/** Every registered rule as CSS text (cached until a lazy chunk registers more). */
export function styleSheetText(): string {
  compiled ??= [...rules].map(([key, text]) => text.replace(/&/g, `.${key}`)).join('');
  return compiled;
}

/** Changes when rules are added (a flow's chunk loaded): the style sheets re-render. */
export function styleSheetVersion(): number {
  return version;
}

/**
 * Calls `listener` whenever rules are added, e.g. by a screen's chunk that
 * loads after the widget rendered; with `styleSheetVersion`, fits
 * `useSyncExternalStore`.
 */
export function subscribeStyleSheet(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `color: red` → `color:red`: the space after a property name is bytes in every first load. */
function tightDeclaration(text: string): string {
  return text.trim().replace(/^([-\w]+)\s*:\s*/, '$1:');
}

/**
 * Splits a block body at depth 0 into declarations and nested blocks
 * (`prelude { body }`). Quotes are respected so `content: '{'` stays whole.
 */
function parseBlock(body: string): { declarations: string; blocks: Array<{ prelude: string; body: string }> } {
  let declarations = '';
  const blocks: Array<{ prelude: string; body: string }> = [];
  let buffer = '';
  let i = 0;
  while (i < body.length) {
    const ch = body[i] as string;
    if (ch === '"' || ch === "'") {
      const end = body.indexOf(ch, i + 1);
      const stop = end < 0 ? body.length : end + 1;
      buffer += body.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === ';') {
      const declaration = tightDeclaration(buffer);
      if (declaration !== '') declarations += `${declaration};`;
      buffer = '';
      i += 1;
      continue;
    }
    if (ch === '{') {
      let depth = 1;
      let j = i + 1;
      while (j < body.length && depth > 0) {
        if (body[j] === '{') depth += 1;
        else if (body[j] === '}') depth -= 1;
        j += 1;
      }
      blocks.push({ prelude: buffer.trim(), body: body.slice(i + 1, j - 1) });
      buffer = '';
      i = j;
      continue;
    }
    buffer += ch;
    i += 1;
  }
  const rest = tightDeclaration(buffer);
  if (rest !== '') declarations += `${rest};`;
  return { declarations, blocks };
}

/** `&:focus, & *` under `.a` → `.a:focus,.a *`; a selector without `&` is a descendant. */
function resolveSelector(prelude: string, parent: string): string {
  return prelude
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (part.includes('&') ? part.replace(/&/g, parent) : `${parent} ${part}`).replace(/\s*([>+~])\s*/g, '$1'))
    .join(',');
}

/** Plain CSS for `source` under `selector`: nested rules flattened, at-rules kept around them. */
export function flatten(source: string, selector: string): string {
  const { declarations, blocks } = parseBlock(source);
  // The last declaration needs no `;`.
  let out = declarations === '' ? '' : `${selector}{${declarations.slice(0, -1)}}`;
  for (const block of blocks) {
    out += block.prelude.startsWith('@')
      ? `${block.prelude}{${flatten(block.body, selector)}}`
      : flatten(block.body, resolveSelector(block.prelude, selector));
  }
  return out;
}

/** A host-CSS hook's name (docs/architecture.md, "Look"; README, "Styling with CSS"). */
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

/**
 * `{...part('header')}` on a key element: its stable name for host CSS, both
 * as `data-portico-part` (selectors in light DOM) and as `part` (`::part()`
 * from outside a shadow root; in light DOM it does nothing). Class names are
 * hashes that change between versions; these names do not.
 */
export function part(name: PartName): { part: PartName; 'data-portico-part': PartName } {
  return { part: name, 'data-portico-part': name };
}
