/**
 * The custom elements' sources in Node (no DOM): importing the entries and the
 * elements' module touches no browser global, `definePorticoElements` does
 * nothing, and custom-elements.json (the package's Custom Elements Manifest)
 * lists what src/mount/elements.ts defines.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

describe('custom elements in Node', () => {
  it('import without a DOM and define nothing', async () => {
    expect(typeof globalThis.customElements).toBe('undefined');
    const [entry, standalone, elements] = await Promise.all([
      import('../../../src'),
      import('../../../src/standalone'),
      import('../../../src/mount/elements'),
      import('../../../src/react'),
    ]);
    const ui = entry.createPorticoUIClient('public-token-test-00000000-0000-4000-8000-000000000000');
    await expect(entry.definePorticoElements(ui)).resolves.toBeUndefined();
    await expect(standalone.definePorticoElements(ui)).resolves.toBeUndefined();
    expect(() => elements.defineElements(ui)).not.toThrow();
    expect(typeof globalThis.customElements).toBe('undefined');
    ui.client.destroy();
  });

  it('are listed in custom-elements.json, which package.json names', async () => {
    const { ELEMENT_ATTRIBUTES, ELEMENT_TAGS } = await import('../../../src/mount/elements');
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(pkg.files).toContain('custom-elements.json');
    const manifest = JSON.parse(readFileSync(path.join(root, pkg.customElements), 'utf8'));
    const classes = manifest.modules.flatMap((m: { declarations: Array<Record<string, unknown>> }) =>
      m.declarations.filter((d) => d.customElement === true),
    );
    expect(classes.map((c: { tagName: string }) => c.tagName)).toEqual(Object.keys(ELEMENT_TAGS));
    for (const c of classes) {
      expect(c.attributes.map((a: { name: string }) => a.name), c.tagName).toEqual(ELEMENT_ATTRIBUTES);
      expect(c.events.map((e: { name: string }) => e.name), c.tagName).toEqual(['portico-event', 'portico-error']);
      const fields = c.members.map((m: { name: string }) => m.name);
      expect(fields, c.tagName).toEqual(
        c.tagName === 'portico-reset-password'
          ? ['config', 'styles', 'strings', 'passwordResetToken', ...ELEMENT_ATTRIBUTES]
          : ['config', 'styles', 'strings', ...ELEMENT_ATTRIBUTES],
      );
    }
  });
});
