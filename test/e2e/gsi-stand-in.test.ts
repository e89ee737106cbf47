/**
 * The emulator's Google Identity Services stand-in in Chromium
 * (docs/protocol.md §7.7, "Google One Tap"): a page on a loopback origin,
 * under a strict CSP, loads `/_emulator/gsi/client`, initializes and prompts;
 * Continue in the prompt's iframe hands the page a credential that One Tap's
 * submit accepts, Close reports `user_cancel`, a tap outside `tap_outside`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/src';
import { useBrowser } from './support/browser';
import { PUBLIC_TOKEN } from './support/servers';

const CLIENT_ID = 'portico-emulator.apps.googleusercontent.com';
const session = useBrowser();
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let server: Server;
let pageUrl: string;

/** The host page: the stand-in script and a helper that records what GIS reports, nothing inline unless nonce'd. */
function hostPage(emulatorUrl: string): { html: string; csp: string } {
  const nonce = 'host-page-nonce';
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${emulatorUrl}`,
    `connect-src ${emulatorUrl}`,
    `frame-src ${emulatorUrl}`,
    "style-src 'none'",
  ].join('; ');
  const html = `<!doctype html><title>host</title><h1>Host page</h1><div id="tap-here"></div>
<script nonce="${nonce}" src="${emulatorUrl}/_emulator/gsi/client"></script>
<script nonce="${nonce}">
window.moments = [];
window.credentials = [];
window.startTap = function (options) {
  google.accounts.id.initialize(Object.assign({ client_id: '${CLIENT_ID}', callback: function (c) { window.credentials.push(c); } }, options));
  google.accounts.id.prompt(function (m) {
    window.moments.push([m.getMomentType(), m.getNotDisplayedReason() || m.getSkippedReason() || m.getDismissedReason() || (m.isDisplayed() ? 'displayed' : '')].join(':'));
  });
};
</script>`;
  return { html, csp };
}

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, host: '127.0.0.1' });
  const { html, csp } = hostPage(emulator.url);
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  pageUrl = `http://localhost:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await emulator.close();
});

beforeEach(async () => {
  await fetch(`${emulator.url}/_emulator/reset`, { method: 'POST' });
  await session.page.goto(pageUrl);
  await session.page.waitForFunction(() => 'startTap' in window);
});

async function sdk(path: string, body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${emulator.url}/sdk/v1${path}`, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const moments = () => session.page.evaluate(() => (window as unknown as { moments: string[] }).moments);
const prompt = () => session.page.frameLocator('iframe[title="Sign in with Google Dialog"]');

describe('the GIS stand-in in a browser', () => {
  it('returns a credential that One Tap submit accepts', async () => {
    await fetch(`${emulator.url}/_emulator/oauth/identities`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'google', email: 'browser@example.com', name: 'Browser Person', subject: 'g-browser' }),
    });
    const started = await sdk('/oauth/google/onetap/start', {});
    const { nonce, oauth_callback_id } = started.json.data;
    await session.page.evaluate((n) => (window as any).startTap({ nonce: n }), nonce);

    await prompt().getByRole('heading', { name: /Sign in to localhost:\d+ with Google/ }).waitFor();
    expect(await prompt().getByText('browser@example.com').isVisible()).toBe(true);
    const frame = session.page.locator('iframe[title="Sign in with Google Dialog"]');
    await session.page.waitForFunction(() => (document.querySelector('iframe')?.getBoundingClientRect().height ?? 0) > 50);
    const box = (await frame.boundingBox())!;
    expect(box.y).toBe(16);
    expect(box.width).toBe(391);
    expect(await moments()).toEqual(['display:displayed']);

    await prompt().getByRole('button', { name: 'Continue as Browser' }).click();
    await session.page.waitForFunction(() => (window as any).credentials.length === 1);
    const [credential] = await session.page.evaluate(() => (window as any).credentials);
    expect(credential).toMatchObject({ select_by: 'btn', clientId: CLIENT_ID, credential: expect.any(String) });
    expect(await frame.count()).toBe(0);
    expect(await moments()).toEqual(['display:displayed', 'dismissed:credential_returned']);

    const submitted = await sdk('/oauth/google/onetap/submit', { id_token: credential.credential, oauth_callback_id });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    expect(submitted.json.data.redirect_url).toMatch(/^http:\/\/localhost:3000\/authenticate\?stytch_token_type=oauth&token=/);
    const log = await (await fetch(`${emulator.url}/_emulator/gsi/log`)).json();
    expect(log.entries.map((e: { outcome: string }) => e.outcome)).toEqual(['displayed', 'credential_returned']);
    expect(session.pageErrors).toEqual([]);
    expect(session.consoleProblems).toEqual([]);
  });

  it('reports Close as user_cancel, a tap outside as tap_outside, an unknown client as not displayed, cancel() as cancel_called', async () => {
    await session.page.evaluate(() => (window as any).startTap({ prompt_parent_id: 'tap-here' }));
    await prompt().getByRole('button', { name: 'Close' }).waitFor();
    expect(await session.page.locator('#tap-here iframe').count()).toBe(1);
    await prompt().getByRole('button', { name: 'Close' }).click();
    await session.page.waitForFunction(() => (window as any).moments.length === 2);
    expect(await moments()).toEqual(['display:displayed', 'skipped:user_cancel']);
    expect(await session.page.locator('#tap-here iframe').count()).toBe(0);

    await session.page.evaluate(() => (window as any).startTap({}));
    await prompt().getByRole('button', { name: 'Close' }).waitFor();
    await session.page.mouse.click(20, 300);
    await session.page.waitForFunction(() => (window as any).moments.length === 4);
    expect((await moments()).slice(2)).toEqual(['display:displayed', 'skipped:tap_outside']);

    await session.page.evaluate(() => (window as any).startTap({ client_id: 'someone-else.apps.googleusercontent.com' }));
    await session.page.waitForFunction(() => (window as any).moments.length === 5);
    expect((await moments())[4]).toBe('display:invalid_client');

    await session.page.evaluate(() => (window as any).startTap({}));
    await prompt().getByRole('button', { name: 'Close' }).waitFor();
    await session.page.evaluate(() => (window as any).google.accounts.id.cancel());
    expect((await moments()).slice(5)).toEqual(['display:displayed', 'dismissed:cancel_called']);
    expect(await session.page.locator('iframe').count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
  });
});
