/**
 * The identity provider in a React app under StrictMode (development build:
 * React mounts, unmounts and mounts again, and runs effects twice), against
 * the built `portico/react` package and the real emulator: without a session
 * the no-session error reaches `onError` exactly once per mount, and nothing
 * is sent to the provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type EmulatorHandle } from '../../emulator/src';
import { ERROR_MESSAGES } from '../../src/core/error-messages';
import { useBrowser } from './support/browser';
import { settleRender } from './support/host-page';
import { recordSdkRequests } from './support/network';
import { PUBLIC_TOKEN, startScriptApp, type ScriptApp } from './support/script-app';

const session = useBrowser();
let emulator: EmulatorHandle | undefined;
let app: ScriptApp | undefined;

/** `window.mountIdentityProvider()` renders `<PorticoIdentityProvider>` in StrictMode; `unmountIdentityProvider()` removes it. */
const APP_SOURCE = `
import { StrictMode, createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { PorticoProvider, PorticoIdentityProvider } from './dist/react.js';
export function start(apiUrl, publicToken) {
  window.idpErrors = [];
  window.idpEvents = [];
  let root = null;
  window.mountIdentityProvider = () => {
    root = createRoot(document.getElementById('root'));
    const callbacks = {
      onError: (error) => window.idpErrors.push(error.message),
      onEvent: (event) => window.idpEvents.push(event.type),
    };
    root.render(
      h(StrictMode, null, h(PorticoProvider, { publicToken, options: { customBaseUrl: apiUrl } }, h(PorticoIdentityProvider, { callbacks }))),
    );
  };
  window.unmountIdentityProvider = () => root.unmount();
}
`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, host: '127.0.0.1', config: { publicToken: PUBLIC_TOKEN } });
  app = await startScriptApp({
    entry: { source: APP_SOURCE },
    boot:
      "import { start } from '/app.js';" +
      `document.body.insertAdjacentHTML('beforeend', '<div id="root"></div>');` +
      `start(${JSON.stringify(emulator.url)}, ${JSON.stringify(PUBLIC_TOKEN)});`,
    development: true,
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await emulator?.close();
});

describe('identity provider under React StrictMode', () => {
  it('without a session: onError exactly once per mount, nothing sent to the provider', async () => {
    const { page } = session;
    const requests = recordSdkRequests(page);
    const query = new URLSearchParams({ client_id: 'client-1', redirect_uri: 'http://localhost:3001/callback' });
    await page.goto(`${app!.url}/idp?${query.toString()}`);
    await page.waitForFunction(() => 'mountIdentityProvider' in window);
    const noSession = page.getByText(ERROR_MESSAGES.no_active_session, { exact: true });
    const seen = () => page.evaluate(() => (window as unknown as { idpErrors: string[] }).idpErrors);

    await page.evaluate(() => (window as unknown as { mountIdentityProvider(): void }).mountIdentityProvider());
    await noSession.waitFor({ timeout: 15_000 });
    await settleRender(page);
    expect(await seen()).toEqual([ERROR_MESSAGES.no_active_session]);

    await page.evaluate(() => (window as unknown as { unmountIdentityProvider(): void }).unmountIdentityProvider());
    await noSession.waitFor({ state: 'detached' });
    await page.evaluate(() => (window as unknown as { mountIdentityProvider(): void }).mountIdentityProvider());
    await noSession.waitFor({ timeout: 15_000 });
    await settleRender(page);
    expect(await seen()).toEqual([ERROR_MESSAGES.no_active_session, ERROR_MESSAGES.no_active_session]);

    expect(await page.evaluate(() => (window as unknown as { idpEvents: string[] }).idpEvents)).toEqual([]);
    expect(requests.calls().filter((r) => r.path.startsWith('/idp/'))).toEqual([]);
  });
});
