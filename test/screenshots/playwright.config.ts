/**
 * The screenshot suite (docs/testing.md, "Screenshots"): every scenario of the
 * screens gallery (examples/gallery, built by `npm run build`) in the light
 * and the dark theme, with the widget 400 and 320 px wide, compared with the
 * baselines committed under __screenshots__/.
 *
 *   npm run test:screenshots      compare (part of `npm test`)
 *   npm run screenshots:update    rewrite the baselines that differ, add the missing ones, delete the stale ones
 *
 * No run writes a baseline unless asked to (`updateSnapshots: 'none'`): a
 * missing baseline fails, in CI and on a laptop alike. Failed comparisons
 * leave the expected, actual and diff images in test-results/screenshots/.
 *
 * Chromium is the machine's (Debian's /usr/bin/chromium, or CHROMIUM_PATH):
 * Playwright's browser downloads are never used (docs/testing.md, "The browser").
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: 'gallery.spec.ts',
  // __screenshots__/<theme>-<width>/<scenario id>.png
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/screenshots',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  updateSnapshots: 'none',
  // One test renders the whole gallery in one theme and width and compares every scenario.
  timeout: 300_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // The tolerance (docs/testing.md, "Screenshots"): a pixel counts as changed when its colour moves by
      // more than 0.05 on Playwright's 0–1 scale (antialiasing is ignored), and at most 0.1 % of a
      // screenshot's pixels (about 300 of a 432 × 700 screenshot: a short word) may change. Looser, an
      // error colour moved from #8B1214 to #B3261E on three lines of text went unseen.
      threshold: 0.05,
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS.filter((flag) => flag !== '--headless'),
      chromiumSandbox: false,
    },
    viewport: { width: 1000, height: 900 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
});
