/**
 * The host page's side of the focus rule: a page that has put focus on one of
 * its own controls, then mounts the widget. The widget's first render must
 * leave that focus where it is.
 */
import type { Page } from 'playwright-core';

/** Accessible name of the host-owned input the tests add before mounting. */
export const HOST_INPUT_LABEL = 'Search this site';
const HOST_INPUT_ID = 'host-search';

/**
 * Replaces `#login` with an empty element, adds a host input above it,
 * focuses that input, and mounts the widget on the new `#login` with `config`:
 * a first render on a page whose focus is the host's. Events and errors go to `window.porticoEvents` /
 * `window.porticoErrors` as on the example page.
 */
export async function mountWithHostFocus(page: Page, config: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ({ config, id, label }) => {
      // A fresh, empty #login: what shows after this can only be the new mount.
      const fresh = document.createElement('div');
      fresh.id = 'login';
      document.getElementById('login')!.replaceWith(fresh);
      const input = document.createElement('input');
      input.id = id;
      input.setAttribute('aria-label', label);
      fresh.before(input);
      input.focus();
      const w = window as unknown as {
        portico: { mountLogin(options: Record<string, unknown>): void };
        porticoEvents: Array<{ type: string }>;
        porticoErrors: unknown[];
      };
      w.porticoEvents = [];
      w.porticoErrors = [];
      w.portico.mountLogin({
        elementId: '#login',
        config,
        callbacks: {
          onEvent: (event: { type: string }) => w.porticoEvents.push({ type: event.type }),
          onError: (error: unknown) => w.porticoErrors.push(String(error)),
        },
      });
    },
    { config, id: HOST_INPUT_ID, label: HOST_INPUT_LABEL },
  );
}

/**
 * Lets the page finish what a render schedules (effects run after paint in
 * Preact): two animation frames and a task, then returns.
 */
export async function settleRender(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}
