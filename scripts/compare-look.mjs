#!/usr/bin/env node
/**
 * `npm run compare-look`: side-by-side screenshots of Portico (light theme),
 * Portico (dark theme) and the provider's published UI (@stytch/vanilla-js,
 * bundled by scripts/bench/provider-bundle.mjs) in the same six states:
 *
 *   main-tabs     Main with tabs: email magic links, passcodes by SMS and WhatsApp
 *   main-oauth    Main with all 19 social providers
 *   passcode      'Enter passcode' after an email passcode was sent
 *   check-email   'Check your email' after a magic link was sent
 *   consent       the identity provider's consent screen for a connected app
 *   passkey-list  a signed-in user's passkeys (two, made with a virtual authenticator)
 *
 * Every state is reached for real against the emulator (started here, on
 * loopback, port 0), each widget driven the same way: the same config, the
 * same clicks, the same dev-API seeds. Each column has its own browser tab,
 * kept from state to state (contexts are slow to start on a busy machine);
 * before each state the visitor is forgotten (cookies, local and session
 * storage), so every state starts from a first visit.
 * Each widget is screenshotted in a 400 px wide container on a desktop
 * viewport, then in a 375 px wide phone viewport (the same page resized);
 * the three screenshots are composed side by side under column titles by a
 * small HTML page in the browser, written to
 * test-results/compare/<state>-<width>.png. A panel that could not reach its
 * state shows why, its page is saved as test-results/compare/failed-<state>-<column>.png,
 * and the run exits 1.
 *
 * Builds nothing of Portico: run `npm run build` first.
 *
 *   --only a,b    only these states (keys above)
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium); COMPARE_DEBUG=1
 * prints when each panel was ready, reached its state and was captured.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { loginConfig, PUBLIC_TOKEN } from './bench/pages.mjs';
import { bundleProvider, PROVIDER_ENTRY, PROVIDER_PACKAGE } from './bench/provider-bundle.mjs';
import { CLIENTSIDE_SERVICES_HTML, loadDirectory, startStaticServer } from './bench/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standaloneDir = path.join(root, 'dist', 'standalone');
const emulatorModule = path.join(root, 'emulator', 'dist', 'index.js');
/** The built package: its OAUTH_PROVIDERS (protocol/oauth-providers.ts) is the list Main shows in main-oauth. */
const packageModule = path.join(root, 'dist', 'index.js');
const cacheDir = path.join(root, 'scripts', 'bench', '.cache');
const outDir = path.join(root, 'test-results', 'compare');

/** The longest a widget may take to reach one state. */
const STATE_TIMEOUT_MS = 20_000;
/** The whole run never outlives this (a stuck browser must not hang the shell). */
const RUN_TIMEOUT_MS = 8 * 60_000;

/** The provider's `Products` the pages use (Portico takes the same names, except passkey registration). */
const PROVIDER_PRODUCTS = ['emailMagicLinks', 'otp', 'oauth', 'passkeyRegistration'];

/** The two widths: a 400 px container on a desktop viewport, and a phone viewport 375 px wide. */
const WIDTHS = [
  { width: 400, label: '400 px container, desktop viewport 1000 × 900', viewport: { width: 1000, height: 900 } },
  { width: 375, label: 'phone viewport 375 × 812', viewport: { width: 375, height: 812 } },
];

const { values: flags } = parseArgs({ options: { only: { type: 'string' } } });

for (const [file, what] of [
  [path.join(standaloneDir, 'portico.js'), 'the script-tag widget'],
  [packageModule, 'the package'],
  [emulatorModule, 'the emulator'],
]) {
  if (!existsSync(file)) {
    console.error(`compare-look: ${path.relative(root, file)} (${what}) is missing. Build first: npm run build`);
    process.exit(1);
  }
}

// ── The pages ─────────────────────────────────────────────────────────────────

/**
 * A host page with one widget container (`#widget`: 400 px wide, or the
 * whole width under 500 px) and `window.compare`, the page's side of the
 * driving: `mount(kind, config)`, `unmount()`, `registerPasskey()` (the
 * product's own headless client), `errors` (what `onError` got).
 */
function hostPage({ title, dark, moduleScript }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
    <style>
      html { color-scheme: ${dark ? 'dark' : 'light'}; }
      body { margin: 0; background: ${dark ? '#121212' : '#ffffff'}; }
      #widget { width: 400px; margin: 24px auto; }
      @media (max-width: 500px) { #widget { width: auto; margin: 0; } }
    </style>
  </head>
  <body>
    <main><div id="widget"></div></main>
    <script type="module">${moduleScript}</script>
  </body>
</html>
`;
}

function porticoPage({ apiUrl, theme }) {
  return hostPage({
    title: `compare-look: Portico (${theme})`,
    dark: theme === 'dark',
    moduleScript: `
import { createPorticoUIClient } from '/portico/portico.js';
const ui = createPorticoUIClient(${JSON.stringify(PUBLIC_TOKEN)}, { customBaseUrl: ${JSON.stringify(apiUrl)} });
const errors = [];
const MOUNTS = { login: 'mountLogin', identityProvider: 'mountIdentityProvider', passkeyRegistration: 'mountPasskeyRegistration', passkeyList: 'mountPasskeyList' };
window.compare = {
  errors,
  mount(kind, config) {
    ui[MOUNTS[kind]]({ elementId: '#widget', config, theme: ${JSON.stringify(theme)}, callbacks: { onError: (e) => errors.push(String(e?.message ?? e)) } });
  },
  unmount() { ui.unmount('#widget'); },
  async registerPasskey() {
    await ui.client.session.whenInitialized();
    await ui.client.webauthn.register({ is_passkey: true, session_duration_minutes: 30 });
  },
};
`,
  });
}

/**
 * The provider's page, pointed at the emulator as scripts/bench/pages.mjs
 * does. Its mount functions are called, then render() on the element they
 * return with the same props: 6.3.0 sets no props on a first mount (see the
 * bench's page).
 */
function providerPage({ origin, apiUrl }) {
  const endpoints = {
    testAPIURL: apiUrl,
    liveAPIURL: apiUrl,
    clientsideServicesIframeURL: `${origin}/clientside-services/index.html`,
    dfpBackendURL: apiUrl,
  };
  return hostPage({
    title: 'compare-look: the provider UI',
    dark: false,
    moduleScript: `
import { StytchUIClient, products } from '/provider/${PROVIDER_ENTRY}';
const ui = new StytchUIClient(${JSON.stringify(PUBLIC_TOKEN)}, { endpoints: ${JSON.stringify(endpoints)} });
const errors = [];
const MOUNTS = { login: 'mountLogin', identityProvider: 'mountIdentityProvider', passkeyRegistration: 'mountPasskeyRegistration' };
window.compare = {
  errors,
  mount(kind, config) {
    const props = { client: ui, callbacks: { onError: (e) => errors.push(String(e?.message ?? e)) } };
    if (config) props.config = { ...config, products: config.products.map((name) => products[name]) };
    ui[MOUNTS[kind]]({ elementId: '#widget', ...props }).render(props);
  },
  unmount() { document.getElementById('widget').replaceChildren(); },
  async registerPasskey() {
    await ui.webauthn.register({ is_passkey: true, session_duration_minutes: 30 });
  },
};
`,
  });
}

// ── The states ────────────────────────────────────────────────────────────────

const COLUMNS = [
  { key: 'light', product: 'portico', title: 'Portico (light)', page: '/portico-light.html' },
  { key: 'dark', product: 'portico', title: 'Portico (dark)', page: '/portico-dark.html' },
  { key: 'provider', product: 'provider', title: PROVIDER_PACKAGE, page: '/provider.html' },
];

/** The address the email states send to: the same in every column, so the panels read alike. */
const VISITOR_EMAIL = 'ada.lovelace@example.com';
/** A user of the widget's own (the passkey state: columns run in parallel, each registers its own passkeys). */
const ownAddress = (state, column) => `compare-${state.key}-${column.key}@example.com`;

const mount = (page, kind, config) => page.evaluate(([k, c]) => window.compare.mount(k, c ?? undefined), [kind, config ?? null]);

/** Waits for `locator`'s first match to be visible. */
const visible = (locator) => locator.first().waitFor({ state: 'visible', timeout: STATE_TIMEOUT_MS });

/** A screen's title: a heading in Portico; the provider's titles are not all headings to assistive technology. */
const title = (widget, text) => widget.getByRole('heading', { name: text, exact: true }).or(widget.getByText(text, { exact: true }));

/** Types an address into the email field and submits the form, as a visitor would. */
async function submitEmail(widget, email) {
  const field = widget.locator('input[type=email]').first();
  await field.waitFor({ state: 'visible', timeout: STATE_TIMEOUT_MS });
  await field.fill(email);
  await field.press('Enter');
}

/** A signed-in user: the dev API's session, its cookies set on the pages' origin before the page loads. */
async function signIn(context, api, email) {
  const session = await api.sessions.create({ email });
  await context.addCookies(session.cookies.map(({ name, value, expires, sameSite }) => ({ name, value, expires, sameSite, domain: 'localhost', path: '/' })));
}

/**
 * Each state: `query(ctx)` (optional) the page's query string, `before(ctx)`
 * (optional) what happens before the page loads, `reach(ctx)` the driving up
 * to the state, waiting for what shows it. `providerNote` goes under the
 * provider's column title.
 */
const STATES = [
  {
    key: 'main-tabs',
    title: 'Main with tabs',
    subtitle: 'email magic links, passcodes by SMS and WhatsApp (email passcodes beside magic links are refused by both)',
    async reach({ page, widget, origin }) {
      await mount(page, 'login', loginConfig(origin));
      await visible(widget.getByRole('tab', { name: 'WhatsApp' }));
      await visible(widget.locator('input[type=email]'));
    },
  },
  {
    key: 'main-oauth',
    title: 'Main with 19 OAuth providers',
    subtitle: 'every social provider Portico knows, in its order',
    async reach({ page, widget, origin }) {
      const { OAUTH_PROVIDERS: providers } = await import(pathToFileURL(packageModule).href);
      const redirect = `${origin}/authenticate`;
      await mount(page, 'login', {
        products: ['oauth'],
        oauthOptions: { providers: providers.map((type) => ({ type })), loginRedirectURL: redirect, signupRedirectURL: redirect },
      });
      const buttons = widget.getByRole('button', { name: /^Continue with / });
      await buttons.nth(providers.length - 1).waitFor({ state: 'visible', timeout: STATE_TIMEOUT_MS });
      const count = await buttons.count();
      if (count !== providers.length) throw new Error(`${count} 'Continue with' buttons, expected ${providers.length}`);
    },
  },
  {
    key: 'passcode',
    title: 'Passcode entry',
    subtitle: 'an email passcode sent to a test address',
    async reach({ page, widget }) {
      await mount(page, 'login', { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 10 } });
      await submitEmail(widget, VISITOR_EMAIL);
      await visible(title(widget, 'Enter passcode'));
      await visible(widget.locator('input'));
    },
  },
  {
    key: 'check-email',
    title: 'Check your email',
    subtitle: 'a magic link sent to a test address',
    async reach({ page, widget, origin }) {
      const redirect = `${origin}/authenticate`;
      await mount(page, 'login', {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
      });
      await submitEmail(widget, VISITOR_EMAIL);
      await visible(title(widget, 'Check your email'));
    },
  },
  {
    key: 'consent',
    title: 'Consent',
    subtitle: "a third-party connected app asks for 'openid email profile phone'; the visitor is signed in",
    async before({ context, api, shared }) {
      await signIn(context, api, VISITOR_EMAIL);
      shared.app ??= await api.connectedApps.create({
        client_name: 'Acme Notes',
        client_type: 'third_party',
        redirect_uris: [shared.callback],
      });
    },
    query({ shared }) {
      return new URLSearchParams({
        client_id: shared.app.client_id,
        redirect_uri: shared.callback,
        scope: 'openid email profile phone',
        response_type: 'code',
        state: 'compare-state',
        nonce: 'compare-nonce',
      }).toString();
    },
    async reach({ page, widget }) {
      await mount(page, 'identityProvider');
      await visible(widget.getByRole('button', { name: 'Allow', exact: true }));
      await visible(widget.getByText(/^Sign in to Acme Notes/));
    },
  },
  {
    key: 'passkey-list',
    title: 'Passkey list',
    subtitle: "two passkeys of a signed-in user (Chromium's virtual authenticator): one by the client, one by 'Create a Passkey'",
    providerNote: "no list widget of its own: the registration's success screen lists the passkeys",
    async before({ context, api, state, column }) {
      await signIn(context, api, ownAddress(state, column));
    },
    async reach({ page, widget, column, cleanups }) {
      // One authenticator per passkey: an authenticator that holds a passkey of this user refuses a
      // second one (the registration excludes the user's credentials), as a real device would.
      const first = await addVirtualAuthenticator(page);
      await page.evaluate(() => window.compare.registerPasskey());
      await first.remove();
      const second = await addVirtualAuthenticator(page);
      cleanups.push(second.remove);
      await mount(page, 'passkeyRegistration', { products: [column.product === 'portico' ? 'passkeys' : 'passkeyRegistration'] });
      const create = widget.getByRole('button', { name: 'Create a Passkey', exact: true });
      await visible(create);
      await create.click();
      await visible(widget.getByText('Passkey successfully created!', { exact: true }));
      if (column.product === 'portico') {
        await page.evaluate(() => window.compare.unmount());
        await mount(page, 'passkeyList');
      }
      await visible(widget.getByText('Existing Passkeys', { exact: true }));
      await visible(widget.getByRole('button', { name: /edit|rename/i }).nth(1));
    },
  },
];

/** A CDP virtual authenticator that verifies the user without a prompt (test/e2e/support/virtual-authenticator.ts). */
async function addVirtualAuthenticator(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  // The tab is kept for the next state: its authenticators go once this one is captured.
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.detach();
    },
  };
}

// ── Screenshots ───────────────────────────────────────────────────────────────

/** Lets the page finish: web fonts, images (in shadow roots too), finite animations, two frames. */
async function settle(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll('*')) {
        if (el instanceof HTMLImageElement) images.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    await Promise.all(images.map((img) => img.decode().catch(() => {})));
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => {})));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

const shoot = (page) => page.locator('#widget').screenshot({ animations: 'disabled', caret: 'hide', timeout: STATE_TIMEOUT_MS });

/**
 * A column's browser tab, kept for every state: a context and a renderer
 * are slow to start on a busy machine. Between states the visitor is made
 * new (storage.clear below).
 */
async function openTab(browser) {
  const context = await browser.newContext({ viewport: WIDTHS[0].viewport, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(String(error?.message ?? error)));
  return { context, page, pageErrors };
}

/** A first-time visitor: no cookies, nothing stored on the pages' origin (cleared from a blank page of it). */
async function forgetVisitor({ context, page }, origin) {
  await page.goto(`${origin}/blank.html`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
}

/** One widget in one state: its screenshots at each width (PNG buffers by width), or the error. */
async function capture(tab, { state, column, origin, api, shared }) {
  const { context, page, pageErrors } = tab;
  pageErrors.length = 0;
  const cleanups = [];
  const ctx = { context, page, widget: page.locator('#widget'), origin, api, shared, state, column, cleanups };
  const t = performance.now();
  const lap = (what) => process.env.COMPARE_DEBUG && console.error(`    ${state.key}/${column.key} ${what} ${(performance.now() - t).toFixed(0)} ms`);
  try {
    await page.setViewportSize(WIDTHS[0].viewport);
    await forgetVisitor(tab, origin);
    await state.before?.(ctx);
    const query = state.query?.(ctx);
    await page.goto(`${origin}${column.page}${query ? `?${query}` : ''}`);
    await page.waitForFunction(() => 'compare' in window, null, { timeout: STATE_TIMEOUT_MS });
    lap('ready');
    await state.reach(ctx);
    lap('reached');
    const shots = new Map();
    for (const { width, viewport } of WIDTHS) {
      await page.setViewportSize(viewport);
      await settle(page);
      shots.set(width, await shoot(page));
    }
    lap('shot');
    return { shots };
  } catch (error) {
    const failed = path.join(outDir, `failed-${state.key}-${column.key}.png`);
    await page.screenshot({ path: failed, fullPage: true }).catch(() => {});
    const widgetErrors = await page.evaluate(() => window.compare?.errors ?? []).catch(() => []);
    const details = [...widgetErrors.map((e) => `onError: ${e}`), ...pageErrors.map((e) => `page error: ${e}`)];
    // Playwright's first line, and the line of its call log naming what it waited for (without
    // the log's terminal colour codes).
    const lines = String(error?.message ?? error).replace(/\u001b\[\d+m/g, '').split('\n');
    const waitedFor = lines.find((line) => /^\s*- waiting for /.test(line))?.trim().replace(/^- /, '');
    const message = [lines[0], ...(waitedFor ? [waitedFor] : []), ...details].join('\n');
    return { error: message, failed };
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The three panels under their titles in one PNG, laid out and screenshotted by the browser. */
async function compose(page, { state, width, label, panels }) {
  const figures = panels
    .map(({ title, note, shot, placeholder }) => {
      const body = shot
        ? `<img src="data:image/png;base64,${shot.toString('base64')}" alt="">`
        : `<div class="placeholder" style="width:${width}px">${escapeHtml(placeholder)}</div>`;
      return `<figure><figcaption><strong>${escapeHtml(title)}</strong>${note ? `<span>${escapeHtml(note)}</span>` : ''}</figcaption>${body}</figure>`;
    })
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
    body { margin: 0; padding: 20px 24px 28px; background: #e6e7eb; font: 14px/1.4 system-ui, sans-serif; color: #1d1f24; width: max-content; }
    h1 { font-size: 18px; margin: 0 0 2px; }
    p { margin: 0 0 16px; color: #50545e; }
    .row { display: flex; gap: 24px; align-items: flex-start; }
    figure { margin: 0; }
    figcaption { margin-bottom: 8px; width: ${width}px; }
    figcaption span { display: block; color: #50545e; font-size: 12px; }
    img { display: block; outline: 1px solid #b9bcc4; }
    .placeholder { box-sizing: border-box; min-height: 240px; padding: 24px; border: 2px dashed #9a9ea8; background: #f4f4f6; color: #50545e; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 13px; }
  </style></head><body>
    <h1>${escapeHtml(state.title)} — ${escapeHtml(label)}</h1>
    <p>${escapeHtml(state.subtitle)}</p>
    <div class="row">${figures}</div>
  </body></html>`;
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
  const file = path.join(outDir, `${state.key}-${width}.png`);
  await page.locator('body').screenshot({ path: file });
  return file;
}

// ── Run ───────────────────────────────────────────────────────────────────────

const resources = { browser: null, server: null, emulator: null };
async function cleanup() {
  const { browser, server, emulator } = resources;
  resources.browser = resources.server = resources.emulator = null;
  await Promise.allSettled([browser?.close(), server?.close(), emulator?.close()]);
}
const watchdog = setTimeout(() => {
  console.error(`compare-look: gave up after ${RUN_TIMEOUT_MS / 60_000} minutes`);
  void cleanup().finally(() => process.exit(1));
}, RUN_TIMEOUT_MS);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

async function main() {
  const started = performance.now();
  const only = flags.only ? new Set(flags.only.split(',').map((s) => s.trim())) : null;
  const states = only ? STATES.filter((s) => only.has(s.key)) : STATES;
  const unknown = only ? [...only].filter((key) => !STATES.some((s) => s.key === key)) : [];
  if (unknown.length > 0 || states.length === 0) {
    throw new Error(`unknown state(s) ${unknown.join(', ')}; the states are ${STATES.map((s) => s.key).join(', ')}`);
  }
  mkdirSync(outDir, { recursive: true });
  // A failure page of an earlier run would outlive the state that now passes.
  for (const state of states) {
    for (const column of COLUMNS) rmSync(path.join(outDir, `failed-${state.key}-${column.key}.png`), { force: true });
  }

  const provider = await bundleProvider({ root, cacheDir, products: PROVIDER_PRODUCTS });
  const { startEmulator } = await import(pathToFileURL(emulatorModule).href);
  resources.emulator = await startEmulator({ port: 0, host: '127.0.0.1' });
  const apiUrl = resources.emulator.url.replace(/\/+$/, '');
  const api = resources.emulator.api;

  const html = (render) => (origin) => ({ body: render({ origin, apiUrl }), type: 'text/html; charset=utf-8' });
  const routes = new Map([
    ...loadDirectory(standaloneDir, '/portico'),
    ...loadDirectory(provider.outDir, '/provider'),
    ['/portico-light.html', html((o) => porticoPage({ ...o, theme: 'light' }))],
    ['/portico-dark.html', html((o) => porticoPage({ ...o, theme: 'dark' }))],
    ['/provider.html', html(providerPage)],
    ['/blank.html', { body: '<!doctype html><title>blank</title>', type: 'text/html; charset=utf-8' }],
    ['/clientside-services/index.html', { body: CLIENTSIDE_SERVICES_HTML, type: 'text/html; charset=utf-8' }],
  ]);
  resources.server = await startStaticServer(routes);
  const { origin } = resources.server;

  resources.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const browser = resources.browser;
  console.error(`compare-look: Chromium ${browser.version()}, ${PROVIDER_PACKAGE} ${provider.version}, pages on ${origin}, emulator on ${apiUrl}`);

  const tabs = await Promise.all(COLUMNS.map(() => openTab(browser)));
  const composer = (await openTab(browser)).page;
  const shared = { callback: `${origin}/relying-party/callback` };
  const written = [];
  const failures = [];
  for (const state of states) {
    const t0 = performance.now();
    // The three widgets of a state in parallel, each in its own context.
    const results = await Promise.all(COLUMNS.map((column, i) => capture(tabs[i], { state, column, origin, api, shared })));
    results.forEach((result, i) => {
      if (result.error) failures.push(`${state.key} / ${COLUMNS[i].title}: ${result.error}\n  (the page: ${path.relative(root, result.failed)})`);
    });
    for (const { width, label } of WIDTHS) {
      const panels = COLUMNS.map((column, i) => ({
        title: column.product === 'provider' ? `${column.title} ${provider.version}` : column.title,
        note: column.product === 'provider' ? state.providerNote : undefined,
        shot: results[i].shots?.get(width),
        placeholder: results[i].error ? `Could not reach this state:\n${results[i].error}` : undefined,
      }));
      const tc = performance.now();
      written.push(await compose(composer, { state, width, label, panels }));
      if (process.env.COMPARE_DEBUG) console.error(`    compose ${state.key}-${width} ${(performance.now() - tc).toFixed(0)} ms`);
    }
    console.error(`  ${state.key}: ${((performance.now() - t0) / 1000).toFixed(1)} s${results.some((r) => r.error) ? ' (with failures)' : ''}`);
  }

  console.log(`compare-look: ${written.length} images in ${path.relative(root, outDir)}/ (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  for (const file of written) console.log(`  ${path.relative(root, file)}`);
  if (failures.length > 0) {
    console.error(`compare-look: ${failures.length} panel(s) could not reach their state:\n${failures.join('\n')}`);
    return 1;
  }
  return 0;
}

try {
  const code = await main();
  await cleanup();
  process.exit(code);
} catch (error) {
  console.error(`compare-look: ${error?.stack ?? error}`);
  await cleanup();
  process.exit(1);
}
