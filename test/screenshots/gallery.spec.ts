/**
 * Every scenario of the screens gallery (examples/gallery) in the light and
 * the dark theme, the widget 400 and 320 px wide, compared with its committed
 * baseline (docs/testing.md, "Screenshots"). One test per theme and width:
 * it opens the gallery narrowed to that theme and width
 * (`?theme=dark&width=320`), waits until every scenario shows its state and
 * the fonts have loaded, then compares the stage of each (the widget and
 * 16 px of the page behind it) with __screenshots__/<theme>-<width>/<id>.png.
 * Comparisons are soft: one run reports every screenshot that changed.
 *
 * Which scenarios exist is the gallery's business; test/e2e/gallery.test.ts
 * holds their list and checks each shows its screen.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { startExamplesServer } from '../../scripts/examples-server.mjs';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [400, 320] as const;
const UPDATE_COMMAND = 'npm run screenshots:update';
const BASELINES_DIR = path.join(import.meta.dirname, '__screenshots__');

const test = base.extend<object, { galleryUrl: string }>({
  // One static server per worker, on a free port. The gallery talks to no
  // server: the emulator URL only fills the examples server's required option.
  galleryUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const server = await startExamplesServer({ port: 0, emulatorUrl: 'http://127.0.0.1:9' });
      await use(`${server.url}/gallery/`);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

interface SectionState {
  id: string;
  ready: string | undefined;
  /** Per widget of the section: its screen and the theme its root declares. */
  widgets: Array<{ screen: string | null; theme: string | null }>;
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    const folder = `${theme}-${width}`;
    test(`every gallery scenario, ${theme} theme, ${width} px`, async ({ page, galleryUrl }, testInfo) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });

      await page.goto(`${galleryUrl}?theme=${theme}&width=${width}`);
      await page.waitForSelector('body[data-gallery-ready]', { timeout: 120_000 });
      expect(await page.getAttribute('body', 'data-gallery-ready')).toBe('true');
      await page.evaluate(async () => {
        await document.fonts.ready;
      });

      const sections = await page.$$eval('section[data-scenario]', (all) =>
        all.map(
          (section): SectionState => ({
            id: section.id,
            ready: (section as HTMLElement).dataset.ready,
            widgets: [...section.querySelectorAll('[data-portico-theme]')].map((root) => ({
              screen: root.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null,
              theme: root.getAttribute('data-portico-theme'),
            })),
          }),
        ),
      );
      expect(sections.length, 'the gallery shows no scenario').toBeGreaterThan(0);
      expect(sections.filter((s) => s.ready !== 'true').map((s) => s.id)).toEqual([]);
      // One widget per section, in the theme asked for, showing a screen.
      for (const { id, widgets } of sections) {
        expect(widgets.map((w) => w.theme), id).toEqual([theme]);
        expect(widgets[0]?.screen, id).not.toBeNull();
      }
      // The host is exactly as wide as asked (the stage adds 16 px each side).
      const hostWidths = await page.$$eval('.host', (hosts) => [...new Set(hosts.map((h) => h.getBoundingClientRect().width))]);
      expect(hostWidths).toEqual([width]);

      const updating = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
      // `--update-snapshots=missing` writes the baselines of new scenarios only and compares the others.
      const writesMissing = updating || testInfo.config.updateSnapshots === 'missing';
      for (const { id } of sections) {
        const name = [folder, `${id}.png`];
        const baseline = testInfo.snapshotPath(...name);
        if (!writesMissing && !existsSync(baseline)) {
          expect.soft(existsSync(baseline), `no baseline for ${id} (${theme}, ${width} px) at ${path.relative(process.cwd(), baseline)}: run \`${UPDATE_COMMAND}\` and commit it`).toBe(true);
          continue;
        }
        await expect.soft(page.locator(`#${id} .stage`), `${id} (${theme}, ${width} px)`).toHaveScreenshot(name);
      }

      // A baseline no scenario makes any more: the update deletes it, a comparison run fails on it.
      const dir = path.join(BASELINES_DIR, folder);
      const ids = new Set(sections.map((s) => s.id));
      const stale = (existsSync(dir) ? readdirSync(dir) : []).filter((file) => !(file.endsWith('.png') && ids.has(file.slice(0, -'.png'.length))));
      if (updating) for (const file of stale) rmSync(path.join(dir, file));
      else expect.soft(stale, `baselines in ${path.relative(process.cwd(), dir)} of no scenario: run \`${UPDATE_COMMAND}\``).toEqual([]);

      expect(problems).toEqual([]);
    });
  }
}
