/** Calling a client library the page holds in a global, from a browser test. */
import type { Page } from 'playwright-core';

/**
 * Runs `window[global].<path>(...args)` in the page (e.g. `passwords.create`);
 * resolves with `{ ok: true, ...answer }`, or `{ ok: false, error_type, name,
 * message }` when it throws.
 */
export function callInPage(page: Page, global: string, path: string, args: unknown[]): Promise<Record<string, any>> {
  return page.evaluate(
    async ({ global, path, args }) => {
      const names = path.split('.');
      let target: any = (window as unknown as Record<string, unknown>)[global];
      for (const name of names.slice(0, -1)) target = target[name];
      try {
        const value = await target[names.at(-1)!](...args);
        return { ok: true, ...(value ?? {}) };
      } catch (error) {
        const e = error as { error_type?: string; name?: string; message?: string };
        return { ok: false, error_type: e.error_type ?? null, name: e.name ?? null, message: String(e.message ?? error) };
      }
    },
    { global, path, args },
  );
}
