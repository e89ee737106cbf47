/**
 * The two bench pages of `npm run bench`: the same HTML and the same field
 * detector, one mounting Portico's script-tag build, the other the
 * provider's published UI (@stytch/vanilla-js), with equivalent configs.
 */

/** The emulator's default public token (emulator/src/config.ts); contains `public-token-test` for the provider. */
export const PUBLIC_TOKEN = 'public-token-test-emulator';

/**
 * The login config measured for both widgets: the example page's default
 * (examples/vanilla/app.js), email magic links plus SMS and WhatsApp codes.
 */
export function loginConfig(origin) {
  const redirectURL = `${origin}/authenticate`;
  return {
    products: ['emailMagicLinks', 'otp'],
    emailMagicLinksOptions: { loginRedirectURL: redirectURL, signupRedirectURL: redirectURL },
    otpOptions: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 },
    sessionOptions: { sessionDurationMinutes: 30 },
  };
}

/**
 * Runs first, as a classic inline script in <head>, before the widget is
 * fetched. Records `t1` (ms since navigation start, `performance.now()`) the
 * first time an `<input type="email|tel">` is in the DOM and visible, checking
 * after every DOM mutation and on every animation frame, in the document and
 * in every shadow root attached later. `window.__bench.t0` is set by the page
 * just before `mountLogin()`.
 */
export const DETECTOR = `(() => {
  let resolveDone;
  const bench = (window.__bench = { imported: null, t0: null, t1: null, mountReturned: null, via: null, field: null, error: null,
    done: new Promise((resolve) => (resolveDone = resolve)) });
  const roots = [document];
  const options = { subtree: true, childList: true, attributes: true };
  const visible = (el) => {
    const rect = el.getBoundingClientRect();
    if (!(rect.width > 0 && rect.height > 0)) return false;
    return typeof el.checkVisibility !== 'function' || el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const find = () => {
    for (const root of roots) {
      for (const el of root.querySelectorAll('input[type=email], input[type=tel]')) if (visible(el)) return el;
    }
    return null;
  };
  const check = (via) => {
    if (bench.t1 !== null) return;
    const field = find();
    if (!field) return;
    bench.t1 = performance.now();
    bench.via = via;
    bench.field = field.type;
    observer.disconnect();
    resolveDone();
    // Set by the bench (playwright exposeBinding) before the page loads.
    if (typeof window.__benchDone === 'function') window.__benchDone();
  };
  const observer = new MutationObserver(() => check('mutation'));
  observer.observe(document, options);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    roots.push(root);
    if (bench.t1 === null) observer.observe(root, options);
    return root;
  };
  const frame = () => {
    check('frame');
    if (bench.t1 === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.addEventListener('error', (event) => { bench.error = String(event.error?.stack ?? event.message); });
  window.addEventListener('unhandledrejection', (event) => { bench.error = String(event.reason?.stack ?? event.reason); });
})();`;

function page({ title, moduleScript }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
    <script>${DETECTOR}</script>
  </head>
  <body>
    <main><div id="login"></div></main>
    <script type="module">${moduleScript}</script>
  </body>
</html>
`;
}

/**
 * Portico's page: `/portico/portico.js` is dist/standalone (`base` '/portico';
 * the bench's `--baseline` build is served at '/baseline').
 */
export function porticoPage({ origin, apiUrl, base = '/portico' }) {
  return page({
    title: 'bench: Portico',
    moduleScript: `
import { createPorticoUIClient } from '${base}/portico.js';
window.__bench.imported = performance.now();
const ui = createPorticoUIClient(${JSON.stringify(PUBLIC_TOKEN)}, { customBaseUrl: ${JSON.stringify(apiUrl)} });
const config = ${JSON.stringify(loginConfig(origin))};
window.__bench.t0 = performance.now();
ui.mountLogin({ elementId: '#login', config });
window.__bench.mountReturned = performance.now();
`,
  });
}

/**
 * The provider's page: `/provider/stytch.js` is @stytch/vanilla-js bundled by
 * scripts/bench/provider-bundle.mjs, pointed at the emulator as
 * docs/protocol.md §13.1 says. The emulator has no clientside-services page;
 * the bench server serves one (static-server.mjs) at
 * `/clientside-services/index.html`.
 */
export function providerPage({ origin, apiUrl }) {
  const endpoints = {
    testAPIURL: apiUrl,
    liveAPIURL: apiUrl,
    clientsideServicesIframeURL: `${origin}/clientside-services/index.html`,
    dfpBackendURL: apiUrl,
  };
  return page({
    title: 'bench: provider UI',
    moduleScript: `
import { StytchUIClient, products } from '/provider/stytch.js';
window.__bench.imported = performance.now();
const ui = new StytchUIClient(${JSON.stringify(PUBLIC_TOKEN)}, { endpoints: ${JSON.stringify(endpoints)} });
// The provider's 6.x config lists product objects where Portico takes their names.
const config = { ...${JSON.stringify(loginConfig(origin))}, products: [products.emailMagicLinks, products.otp] };
window.__bench.t0 = performance.now();
// 6.3.0's mountLogin creates the <stytch-ui> element but sets no props on a first mount (only a
// second call on the same element renders); render() on the element it returns passes them, as
// the package README does for the web component.
ui.mountLogin({ elementId: '#login', client: ui, config }).render({ client: ui, config });
window.__bench.mountReturned = performance.now();
`,
  });
}

/**
 * The floor (`--floor`): the DOM Portico's mount produced, styles included,
 * inserted by one `innerHTML` from a tiny module (`${base}/widget-dom.js`,
 * captured from a Portico run). No framework, no client: what the first
 * style, layout and text of that DOM cost on a cold page by themselves.
 */
export function floorPage({ base = '/floor' } = {}) {
  return page({
    title: 'bench: the widget DOM without JS',
    moduleScript: `
import html from '${base}/widget-dom.js';
window.__bench.imported = performance.now();
window.__bench.t0 = performance.now();
document.querySelector('#login').innerHTML = html;
window.__bench.mountReturned = performance.now();
`,
  });
}
