/**
 * The custom elements on a server (run after `npm run build`; Node, no DOM):
 * importing every built browser entry touches no browser global, and
 * `definePorticoElements(ui)` throws nothing and defines nothing
 * (docs/behaviour.md §1).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// Through a variable so the typecheck (which runs before the build) does not look into dist/.
const importFile = (file: string) => import(/* @vite-ignore */ pathToFileURL(path.join(root, file)).href);

describe('custom elements without a DOM', () => {
  it('imports every entry and defines nothing', async () => {
    expect(typeof (globalThis as { customElements?: unknown }).customElements).toBe('undefined');
    expect(typeof (globalThis as { HTMLElement?: unknown }).HTMLElement).toBe('undefined');
    await importFile('dist/react.js');
    for (const file of ['dist/index.js', 'dist/standalone/portico.js']) {
      const entry = await importFile(file);
      const ui = entry.createPorticoUIClient('public-token-test-00000000-0000-4000-8000-000000000000');
      const result: unknown = entry.definePorticoElements(ui);
      expect(result, file).toBeInstanceOf(Promise);
      await expect(result, file).resolves.toBeUndefined();
      ui.client.destroy();
    }
    expect(typeof (globalThis as { customElements?: unknown }).customElements).toBe('undefined');
  });

  it('requires the CommonJS entry and defines nothing', async () => {
    const { createRequire } = await import('node:module');
    const entry = createRequire(import.meta.url)(path.join(root, 'dist/index.cjs'));
    const ui = entry.createPorticoUIClient('public-token-test-00000000-0000-4000-8000-000000000000');
    await expect(entry.definePorticoElements(ui)).resolves.toBeUndefined();
    ui.client.destroy();
  });
});
