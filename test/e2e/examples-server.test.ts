/**
 * The examples server (scripts/examples-server.mjs) the demo and the browser
 * tests use, and the example pages themselves in Chromium: the magic-link
 * landing page's heading, the signed-in panel's layout, no tokens in the console,
 * and the identity provider's consent page (/idp): login first without a
 * session, the relying party's query string kept, logout requests straight to
 * the identity-provider widget.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startExamplesServer, type ExamplesServer } from '../../scripts/examples-server.mjs';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { expectNoAxeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { LoginWidget, uniqueEmail } from './support/login-widget';
import { useServers } from './support/servers';

let server: ExamplesServer;
let withGallery: ExamplesServer;
let tmp: string;
const EMULATOR = 'http://127.0.0.1:65001';
const GALLERY_INDEX = '<!doctype html><title>Gallery</title><script type="module" src="gallery.js"></script>';
const REACT_INDEX = '<!doctype html><title>React app</title><script type="module" src="/react/assets/app.js"></script>';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'portico-examples-'));
  const gallery = path.join(tmp, 'gallery');
  await mkdir(path.join(gallery, 'states'), { recursive: true });
  await writeFile(path.join(gallery, 'index.html'), GALLERY_INDEX);
  await writeFile(path.join(gallery, 'gallery.js'), 'export {};\n');
  await writeFile(path.join(gallery, 'states', 'index.html'), '<!doctype html><title>States</title>');
  const reactApp = path.join(tmp, 'react');
  await mkdir(path.join(reactApp, 'assets'), { recursive: true });
  await writeFile(path.join(reactApp, 'index.html'), REACT_INDEX);
  await writeFile(path.join(reactApp, 'assets', 'app.js'), 'export {};\n');
  server = await startExamplesServer({
    port: 0,
    emulatorUrl: EMULATOR,
    galleryDir: path.join(tmp, 'no-gallery'),
    reactAppDir: path.join(tmp, 'no-react'),
  });
  withGallery = await startExamplesServer({ port: 0, emulatorUrl: EMULATOR, galleryDir: gallery, reactAppDir: reactApp });
});
afterAll(async () => {
  await Promise.allSettled([server?.close(), withGallery?.close()]);
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** A GET with the path sent exactly as written (fetch would normalise `..`). */
function rawGet(
  path: string,
  target: { port: number; host?: string } = { port: server.port },
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: target.host ?? '127.0.0.1', port: target.port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    request.on('error', reject);
  });
}

describe('examples server', () => {
  it('reports a localhost URL', () => {
    expect(server.url).toBe(`http://localhost:${server.port}`);
  });

  it('answers on every loopback address localhost resolves to', async () => {
    const addresses = (await lookup('localhost', { all: true }))
      .map((a) => a.address)
      .filter((a) => a === '::1' || a.startsWith('127.'));
    expect(addresses.length).toBeGreaterThan(0);
    for (const host of addresses) {
      const { status } = await rawGet('/', { port: server.port, host });
      expect(status, host).toBe(200);
    }
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it('serves the pages with their content types', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toContain('<div id="login"></div>');

    const consent = await fetch(`${server.url}/idp?client_id=app&redirect_uri=http%3A%2F%2Flocalhost%3A3001%2Fcallback`);
    expect(consent.status).toBe(200);
    expect(await consent.text()).toContain('<script type="module" src="/vanilla/idp.js"></script>');

    const redirect = await fetch(`${server.url}/authenticate?stytch_token_type=magic_links&token=x`);
    expect(redirect.status).toBe(200);
    expect(await redirect.text()).toContain('/vanilla/authenticate.js');

    const script = await fetch(`${server.url}/vanilla/app.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves the standalone build under /portico/', async () => {
    const widget = await fetch(`${server.url}/portico/portico.js`);
    expect(widget.status).toBe(200);
    expect(widget.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await widget.text()).toContain('createPorticoUIClient');
  });

  it('writes the demo config module with the emulator URL and the public token', async () => {
    const config = await fetch(`${server.url}/portico-demo-config.js`);
    expect(config.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const text = await config.text();
    expect(text).toContain(`export const apiUrl = "${EMULATOR}";`);
    expect(text).toContain('export const publicToken = "public-token-test-emulator";');
  });

  it('refuses directory traversal and unknown files', async () => {
    for (const path of ['/../package.json', '/vanilla/../../package.json', '/%2e%2e/package.json', '/portico/../../package.json', '/portico/..%2f..%2fpackage.json']) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBe(404);
      expect(body, path).not.toContain('"devDependencies"');
    }
    expect((await fetch(`${server.url}/nope.html`)).status).toBe(404);
    expect((await fetch(`${server.url}/vanilla`)).status).toBe(404);
  });

  it('only answers GET and HEAD', async () => {
    expect((await fetch(`${server.url}/`, { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await fetch(`${server.url}/`, { method: 'HEAD' })).status).toBe(200);
  });

  it('serves the Vite example at /react/: its files, else its index.html for the paths it routes itself', async () => {
    const target = { port: withGallery.port };
    const bare = await rawGet('/react', target);
    expect(bare.status).toBe(308);
    expect(bare.headers.location).toBe('/react/');
    for (const route of ['/react/', '/react/login', '/react/dashboard?x=1', '/react/a/b']) {
      const page = await rawGet(route, target);
      expect(page.status, route).toBe(200);
      expect(page.headers['content-type'], route).toBe('text/html; charset=utf-8');
      expect(page.body, route).toBe(REACT_INDEX);
    }
    const script = await rawGet('/react/assets/app.js', target);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const missing of ['/react/assets/missing.js', '/react/../package.json', '/react/..%2f..%2fpackage.json']) {
      expect((await rawGet(missing, target)).status, missing).toBe(404);
    }
    // Not built: 404, never another page.
    expect((await rawGet('/react/login')).status).toBe(404);
  });

  it('answers 404 under /gallery while the gallery folder does not exist', async () => {
    for (const path of ['/gallery', '/gallery/', '/gallery/index.html', '/gallery/gallery.js']) {
      const { status, headers } = await rawGet(path);
      expect(status, path).toBe(404);
      expect(headers['content-type'], path).toBe('text/plain; charset=utf-8');
    }
  });

  it('serves the gallery folder at /gallery/ with index.html for folders', async () => {
    const target = { port: withGallery.port };
    // Without the slash, a redirect: the page's relative URLs must resolve inside /gallery/.
    const bare = await rawGet('/gallery?state=otp', target);
    expect(bare.status).toBe(308);
    expect(bare.headers.location).toBe('/gallery/?state=otp');
    const index = await fetch(`${withGallery.url}/gallery`);
    expect(index.url).toBe(`${withGallery.url}/gallery/`);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toBe(GALLERY_INDEX);
    const script = await fetch(`${withGallery.url}/gallery/gallery.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await rawGet('/gallery/states', target)).headers.location).toBe('/gallery/states/');
    expect(await (await fetch(`${withGallery.url}/gallery/states/`)).text()).toContain('<title>States</title>');
    expect((await rawGet('/gallery/missing.js', target)).status).toBe(404);
    for (const path of ['/gallery/../../package.json', '/gallery/%2e%2e/%2e%2e/package.json', '/gallery/..%2f..%2fpackage.json']) {
      const { status, body } = await rawGet(path, target);
      expect(status, path).toBe(404);
      expect(body, path).not.toContain('"devDependencies"');
    }
  });
});

describe('example pages in Chromium', () => {
  const servers = useServers();
  const session = useBrowser();
  /** Every console message of the page, with its arguments serialised (objects included). */
  const consoleTexts: string[] = [];

  beforeEach(async () => {
    await servers.api.reset();
    consoleTexts.length = 0;
  });

  function recordConsole(page: Page): void {
    page.on('console', (message: ConsoleMessage) => {
      void Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => String(arg))))
        .then((args) => consoleTexts.push(JSON.stringify(args)))
        .catch(() => consoleTexts.push(message.text()));
    });
  }

  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  async function signInByEmailCode(page: Page, email: string): Promise<void> {
    await page.goto(servers.page('/?otp=email'));
    const widget = new LoginWidget(page);
    await widget.waitForMain();
    await widget.chooseTab('Email');
    await widget.sendEmailCode(email);
    await widget.enterPasscode(await servers.api.waitForCode(email));
    await page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
  }

  it('the magic-link landing page says "Signing you in…", then "You are signed in"', async () => {
    const { page } = session;
    await page.goto(servers.page('/'));
    const widget = new LoginWidget(page);
    await widget.waitForMain();
    const email = uniqueEmail('landing-ok');
    await widget.sendLink(email);
    const { link } = await servers.api.waitForMessage(email);

    // A slow answer keeps the page in its working state long enough to see it.
    await servers.api.addFault({ path: '/magic_links/authenticate', latencyMs: 1500, times: 1 });
    await page.goto(link!);
    await expect.poll(() => heading(page).textContent()).toBe('Signing you in…');
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('You are signed in');
    await page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    expect(await page.locator('#account-user-id').textContent()).toMatch(/^User ID: user-\S+$/);
    expect(await page.title()).toBe('Portico example: You are signed in');
  });

  it('signing in never prints the session token or JWT to the console (nor keeps them in window.porticoEvents)', async () => {
    const { page } = session;
    recordConsole(page);
    await signInByEmailCode(page, uniqueEmail('no-token-log'));
    // The widget's OTPsAuthenticate event (the API answer, which carries the session) was logged.
    await expect.poll(() => consoleTexts.some((text) => text.includes('OTPsAuthenticate'))).toBe(true);

    const cookies = await session.context.cookies();
    const secrets = cookies.filter((c) => c.name.startsWith('stytch_session')).map((c) => c.value);
    expect(secrets.length).toBeGreaterThanOrEqual(2); // the opaque token and the JWT
    const events = await page.evaluate(() => JSON.stringify((window as unknown as { porticoEvents?: unknown }).porticoEvents ?? []));
    expect(events).toContain('[redacted]');
    for (const secret of secrets) {
      for (const text of consoleTexts) expect(text).not.toContain(secret);
      expect(events).not.toContain(secret);
    }
  });

  it('the landing page says "This link could not be used" with the error as text and a link back', async () => {
    const { page } = session;
    await page.goto(servers.page('/'));
    const widget = new LoginWidget(page);
    await widget.waitForMain();
    const email = uniqueEmail('landing-used');
    await widget.sendLink(email);
    const { link } = await servers.api.waitForMessage(email);
    await page.goto(link!);
    await expect.poll(() => heading(page).textContent()).toBe('You are signed in');

    // The link is single-use: a second visit (another browser profile) fails.
    const other = await session.browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto(link!);
      await expect.poll(() => heading(second).textContent()).toBe('This link could not be used');
      const status = second.locator('#account-status');
      expect(await status.textContent()).toBe(`Sign-in failed: ${MESSAGES.unable_to_auth_magic_link}`);
      expect(await status.locator('*').count()).toBe(0);
      await second.getByRole('link', { name: 'Back to the sign-in page' }).waitFor();
      expect(await second.getByRole('button', { name: 'Log out' }).isVisible()).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('at 320 px the signed-in panel fits the page and a long email wraps', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 320, height: 800 });
    // A local part at the 64-character limit and a long domain: far wider than 320 px, still valid.
    const local = uniqueEmail('long-mailbox-name-that-does-not-fit').split('@')[0]!;
    const email = `${local.padEnd(64, 'x')}@a-very-long-subdomain-for-the-test.mail.example.com`;
    await signInByEmailCode(page, email);
    const panel = page.locator('#account');
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  it('the signed-in panel has the widget container’s width and left edge', async () => {
    const { page } = session;
    await signInByEmailCode(page, uniqueEmail('panel-align'));
    const panel = (await page.locator('#account').boundingBox())!;
    const widget = (await page.locator('#login > *').first().boundingBox())!;
    expect(panel.width).toBe(400);
    expect(widget.width).toBe(400);
    expect(panel.x).toBe(widget.x);
  });

  describe('the identity provider page (/idp)', () => {
    /** What a relying party puts in the address (the widget reads it; this page must keep it). */
    const AUTHORIZE_QUERY =
      '?client_id=portico-demo-rp&redirect_uri=http%3A%2F%2Flocalhost%3A3001%2Fcallback&response_type=code' +
      '&scope=openid+email+profile&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' +
      '&code_challenge_method=S256&state=st-1&nonce=n-1';
    const identityProvider = (page: Page) => page.locator('#idp [data-portico-widget="identityProvider"]');

    it('without a session shows why, then the login widget (email codes), and passes axe', async () => {
      const { page } = session;
      await page.goto(servers.page(`/idp${AUTHORIZE_QUERY}`));
      const widget = new LoginWidget(page);
      await widget.waitForMain();
      expect(await page.getByRole('heading', { level: 2, name: 'Log in to continue' }).isVisible()).toBe(true);
      expect(await page.locator('h1').first().textContent()).toBe('Portico account');
      expect(await identityProvider(page).count()).toBe(0);
      await expectNoAxeViolations(page, '/idp without a session');
    });

    it('after signing in on the page mounts the identity provider with the query string unchanged, without a reload', async () => {
      const { page } = session;
      await page.goto(servers.page(`/idp${AUTHORIZE_QUERY}`));
      // A marker on window survives only if the page is not reloaded.
      await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
      const widget = new LoginWidget(page);
      await widget.waitForMain();
      const email = uniqueEmail('idp-login-first');
      await widget.sendEmailCode(email);
      await widget.enterPasscode(await servers.api.waitForCode(email));

      await identityProvider(page).waitFor();
      expect(await page.locator('#sign-in-first').isHidden()).toBe(true);
      expect(await page.locator('#login > *').count()).toBe(0);
      expect(new URL(page.url()).search).toBe(AUTHORIZE_QUERY);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      const events = await page.evaluate(() => (window as unknown as { porticoEvents: { type: string }[] }).porticoEvents.map((e) => e.type));
      expect(events).toContain('AuthenticateFlowComplete');
    });

    it('with a session mounts the identity provider at once', async () => {
      const { page } = session;
      await signInByEmailCode(page, uniqueEmail('idp-signed-in'));
      await page.goto(servers.page(`/idp${AUTHORIZE_QUERY}`));
      await identityProvider(page).waitFor();
      expect(await page.locator('#sign-in-first').isHidden()).toBe(true);
      expect(new URL(page.url()).search).toBe(AUTHORIZE_QUERY);
    });

    it('a logout request without a session goes to the identity provider, never to the login widget', async () => {
      const { page } = session;
      const query = '?post_logout_redirect_uri=http%3A%2F%2Flocalhost%3A3001%2F&state=bye';
      await page.goto(servers.page(`/idp${query}`));
      await identityProvider(page).waitFor();
      expect(await page.locator('#sign-in-first').isHidden()).toBe(true);
      expect(await page.locator('#login > *').count()).toBe(0);
      expect(new URL(page.url()).search).toBe(query);
    });
  });
});
