/**
 * Playwright for the example app (docs/testing.md, "Testing your app with
 * Portico"). The app is served once (`webServer`), configured with the
 * provider origin PROVIDER as any deployment is configured; each worker gets
 * its own emulator from `portico-emulator/playwright`, and `emulatorRoutes`
 * sends the requests every test's pages make to PROVIDER to that worker's
 * emulator. Nothing listens on PROVIDER: no request reaches it.
 *
 * Chromium is the machine's (Debian's `/usr/bin/chromium`, or CHROMIUM_PATH):
 * Playwright's browser downloads are never used (docs/testing.md, "The browser").
 */
import { defineConfig } from '@playwright/test';
import type { PorticoTestOptions, PorticoWorkerOptions } from 'portico-emulator/playwright';

const PORT = Number(process.env.APP_PORT ?? 3217);
/** The provider origin the app is configured with (its PORTICO_BASE_URL): the emulator's default address. */
const PROVIDER = 'http://127.0.0.1:8787';

export default defineConfig<PorticoTestOptions, PorticoWorkerOptions>({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: '../../test-results/playwright-app',
  timeout: 30_000,
  use: {
    // WebAuthn needs the name localhost (not 127.0.0.1) as the page's host.
    baseURL: `http://localhost:${PORT}`,
    emulatorRoutes: [PROVIDER],
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Keeps Chromium from calling home on a closed network.
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      chromiumSandbox: false,
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node server.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), PORTICO_BASE_URL: PROVIDER },
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
