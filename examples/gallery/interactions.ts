/**
 * What a scenario's script does to its widget, the way a visitor would:
 * type through the input's native value setter plus an `input` event (what
 * React and preact listen to), submit the form, click a button by its text;
 * and wait on conditions, never on a fixed delay. Waits use animation frames
 * and `performance.now()`, which the frozen clock leaves running.
 */

/** How long a condition may take before the scenario reports a failure. */
const WAIT_LIMIT_MS = 10_000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves with the first truthy value of `probe`, checked once per frame. */
export async function waitFor<T>(what: string, probe: () => T | null | undefined | false): Promise<T> {
  const deadline = performance.now() + WAIT_LIMIT_MS;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await nextFrame();
  }
}

/** Lets effects scheduled by the last render run (preact flushes them after paint). */
export async function settle(): Promise<void> {
  await nextFrame();
  await nextFrame();
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Types `value` into `input` as one edit. */
export function typeInto(input: HTMLInputElement, value: string): void {
  if (valueSetter === undefined) throw new Error('no native value setter');
  valueSetter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Queries inside one widget. */
export class WidgetDom {
  constructor(readonly host: HTMLElement) {}

  one<E extends Element = HTMLElement>(selector: string): E | null {
    return this.host.querySelector<E>(selector);
  }

  /** The element for `selector`, once it exists. */
  find<E extends Element = HTMLElement>(selector: string): Promise<E> {
    return waitFor(selector, () => this.one<E>(selector));
  }

  /** The button (or tab) whose text, or name for an icon button (`aria-label`), is exactly `text`. */
  button(text: string): Promise<HTMLButtonElement> {
    return waitFor(`a button '${text}'`, () =>
      [...this.host.querySelectorAll('button')].find(
        (button) => button.textContent?.trim() === text || button.getAttribute('aria-label') === text,
      ),
    );
  }

  /** Resolves once the widget's text contains `text`. */
  async text(text: string): Promise<void> {
    await waitFor(`the text '${text}'`, () => this.host.textContent?.includes(text));
  }

  /** Types into the input for `selector` and submits its form. */
  async typeAndSubmit(selector: string, value: string): Promise<void> {
    const input = await this.find<HTMLInputElement>(selector);
    typeInto(input, value);
    await waitFor(`${selector} to hold '${value}'`, () => input.value !== '');
    input.form?.requestSubmit();
  }
}
