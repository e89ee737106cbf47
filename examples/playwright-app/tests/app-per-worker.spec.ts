/**
 * The other recipe (docs/testing.md, "Pointing the app at the worker's
 * emulator"): no routing; each worker starts the app itself, configured with
 * its emulator's URL the way a deployment sets PORTICO_BASE_URL.
 */
import { expect, test as base } from 'portico-emulator/playwright';
import { startApp } from '../server.mjs';
import { addressFor, enterCode, expectSignedIn, submitEmail } from './acme';

const test = base.extend<object, { appUrl: string }>({
  appUrl: [
    async ({ emulator }, use) => {
      const app = await startApp({ port: 0, baseUrl: emulator.url });
      await use(app.url);
      await app.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ appUrl }, use) => use(appUrl),
  emulatorRoutes: [],
});

test('an app started per worker talks to its emulator directly', async ({ page, emulator }, testInfo) => {
  const email = addressFor('per-worker', testInfo);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/sdk/v1/')) calls.push(new URL(request.url()).origin);
  });
  await page.goto('/');
  const code = emulator.api.mailbox.waitForCode(email);
  await submitEmail(page, email);
  await enterCode(page, await code);
  await expectSignedIn(page, email);
  expect(new Set(calls)).toEqual(new Set([emulator.url]));
});
