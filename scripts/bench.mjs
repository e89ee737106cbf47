#!/usr/bin/env node
/**
 * `npm run bench`: how fast the sign-in field appears, Portico's script-tag
 * build (dist/standalone) against the provider's published UI
 * (@stytch/vanilla-js, bundled by scripts/bench/provider-bundle.mjs), both
 * mounted with the same login config against the emulator (started here, on
 * loopback, port 0). Builds nothing of Portico: run `npm run build` first
 * (the Next example is installed and built when its inputs changed,
 * scripts/example-apps.mjs).
 *
 * Each run is a fresh browser context (cold HTTP cache) loading a bench page
 * (scripts/bench/pages.mjs) from a local server on http://localhost:PORT.
 * The page records, for the first visible `<input type="email|tel">`:
 *   mount → field        t1 − t0, t0 = performance.now() just before mountLogin()
 *   navigation → field   t1 since navigation start (performance.timeOrigin)
 *   JS before field      bytes of .js transferred (resource timing transferSize)
 *                        whose response ended before t1
 *   phases               from navigation start: the page's first byte (the server's
 *                        render, for Next), the widget's script arrived, its
 *                        module evaluated (the page's module starts), the client
 *                        created (mountLogin() called), so navigation → field
 *                        splits into download, compile + evaluation, client, mount
 * The provider is mounted with StytchUIClient#mountLogin plus render() on the
 * element it returns: 6.3.0's mountLogin creates <stytch-ui> without its props
 * on a first mount (scripts/bench/pages.mjs).
 * The Next.js example's server-rendered /login (examples/nextjs, `next start`,
 * scripts/bench/next-page.mjs) is measured beside them: navigation → field
 * and the JS before it, with the same detector added as an init script.
 * One warm-up run per widget is discarded, then the runs alternate between
 * the widgets so machine noise hits all alike. Medians with min–max.
 *
 *   --json        print the raw numbers as JSON instead of the table
 *   --runs N      runs per widget (default 5, at most 50)
 *   --profile     also record one CPU profile per widget (CDP Profiler) into
 *                 scripts/bench/.cache/ and print Portico's top functions by
 *                 self time, mapped to source through dist/standalone's source maps
 *   --floor       also measure the floor: the DOM Portico's mount produced,
 *                 inserted with one innerHTML by a tiny module (no framework, no
 *                 client), interleaved with the others
 *   --baseline DIR   also measure another standalone build (e.g. main's
 *                 dist/standalone copied aside), interleaved with the others,
 *                 to compare two builds under the same machine load
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { DETECTOR, floorPage, porticoPage, providerPage } from './bench/pages.mjs';
import { NEXT_LABEL, startNextPage } from './bench/next-page.mjs';
import { bundleProvider, PROVIDER_ENTRY, PROVIDER_PACKAGE } from './bench/provider-bundle.mjs';
import { CLIENTSIDE_SERVICES_HTML, loadDirectory, startStaticServer } from './bench/static-server.mjs';
import { ratio, summarize } from './bench/stats.mjs';

/** A summary, or null for a figure a page does not have (no mountLogin() on the Next page). */
const summarizeOrNull = (values) => (values.every((v) => Number.isFinite(v)) ? summarize(values) : null);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standaloneDir = path.join(root, 'dist', 'standalone');
const emulatorModule = path.join(root, 'emulator', 'dist', 'index.js');
const cacheDir = path.join(root, 'scripts', 'bench', '.cache');

/** The longest one run may take before the bench gives up on it. */
const RUN_TIMEOUT_MS = 20_000;
/** The whole bench never outlives this (a stuck browser must not hang the shell). */
const BENCH_TIMEOUT_MS = 10 * 60_000;

/** The speed goals (README, "Speed"), printed next to the figures (never used to adjust them). */
const GOAL_MOUNT_TO_FIELD_MS = 10;
const GOAL_NAVIGATION_RATIO = 0.5;

const { values: flags } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    profile: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    floor: { type: 'boolean', default: false },
  },
});
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
  console.error('bench: --runs must be an integer from 1 to 50');
  process.exit(2);
}

const baselineDir = flags.baseline ? path.resolve(flags.baseline) : null;
for (const [file, what] of [
  [path.join(standaloneDir, 'portico.js'), 'the script-tag widget'],
  [emulatorModule, 'the emulator'],
  ...(baselineDir ? [[path.join(baselineDir, 'portico.js'), 'the --baseline build']] : []),
]) {
  if (!existsSync(file)) {
    console.error(`bench: ${path.relative(root, file)} (${what}) is missing. Build first: npm run build`);
    process.exit(1);
  }
}

const resources = { browser: null, server: null, emulator: null, next: null };
async function cleanup() {
  const { browser, server, emulator, next } = resources;
  resources.browser = resources.server = resources.emulator = resources.next = null;
  await Promise.allSettled([browser?.close(), server?.close(), emulator?.close(), next?.close()]);
}
const watchdog = setTimeout(() => {
  console.error(`bench: gave up after ${BENCH_TIMEOUT_MS / 60_000} minutes`);
  void cleanup().finally(() => process.exit(1));
}, BENCH_TIMEOUT_MS);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

const log = (...args) => {
  if (!flags.json) console.error(...args);
};

/**
 * One cold load of `url` in a fresh context: waits (bounded) for the page's
 * detector to report the field, then reads its figures and resource timing.
 * `injectDetector`: the page has no detector of its own (the Next app); it is
 * added as an init script, and the page calls no mountLogin().
 */
async function measureOnce(browser, url, { profilePath, injectDetector = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  try {
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(String(error?.stack ?? error)));
    let reported;
    const done = new Promise((resolve) => (reported = resolve));
    await page.exposeBinding('__benchDone', () => reported());
    if (injectDetector) await page.addInitScript({ content: DETECTOR });

    let cdp = null;
    if (profilePath) {
      cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }

    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), RUN_TIMEOUT_MS)));
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
      if ((await Promise.race([done, timeout])) === 'timeout') {
        throw new Error(`no visible email or phone field within ${RUN_TIMEOUT_MS} ms on ${url}` +
          (pageErrors.length > 0 ? `\npage errors:\n${pageErrors.join('\n')}` : ''));
      }
    } finally {
      clearTimeout(timer);
    }

    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profilePath, JSON.stringify(profile));
    }

    const figures = await page.evaluate(() => {
      const b = window.__bench;
      return {
        imported: b.imported,
        t0: b.t0,
        t1: b.t1,
        mountReturned: b.mountReturned,
        via: b.via,
        field: b.field,
        origin: location.origin,
        domInteractive: performance.getEntriesByType('navigation')[0]?.domInteractive ?? null,
        firstByte: performance.getEntriesByType('navigation')[0]?.responseStart ?? null,
        resources: performance.getEntriesByType('resource').map((e) => ({
          name: e.name,
          startTime: e.startTime,
          responseEnd: e.responseEnd,
          transferSize: e.transferSize,
          encodedBodySize: e.encodedBodySize,
        })),
      };
    });
    if (!injectDetector && typeof figures.t0 !== 'number') throw new Error(`the page reported a field before mountLogin() ran (${url})`);
    const mounted = typeof figures.t0 === 'number';
    const js = figures.resources.filter((r) => {
      const u = new URL(r.name);
      return u.origin === figures.origin && /\.m?js$/.test(u.pathname) && r.responseEnd <= figures.t1;
    });
    return {
      mountToField: mounted ? figures.t1 - figures.t0 : null,
      navigationToField: figures.t1,
      mountCall: mounted ? figures.mountReturned - figures.t0 : null,
      jsBytes: js.reduce((sum, r) => sum + r.transferSize, 0),
      jsBodyBytes: js.reduce((sum, r) => sum + r.encodedBodySize, 0),
      jsFiles: js.map((r) => new URL(r.name).pathname),
      // Where navigation → field goes: the first JS file's request and arrival, the page's
      // module running (t0, after the widget's module evaluated and the client was created).
      phases: {
        // The page's own first byte: near 0 for the static pages, the server's render for Next.
        firstByte: figures.firstByte,
        domInteractive: figures.domInteractive,
        scriptRequested: js[0]?.startTime ?? null,
        scriptLoaded: js.length > 0 ? Math.max(...js.map((r) => r.responseEnd)) : null,
        moduleEvaluated: figures.imported,
        mountCalled: figures.t0,
        mountReturned: figures.mountReturned,
        field: figures.t1,
      },
      detectedBy: figures.via,
      field: figures.field,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}

/** The markup of the login element once Portico's field showed (for `--floor`). */
async function captureWidgetDom(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.__bench?.t1 !== null, null, { timeout: RUN_TIMEOUT_MS });
    return await page.evaluate(() => document.querySelector('#login').innerHTML);
  } finally {
    await context.close();
  }
}

/** Portico's top functions by self time in a CPU profile, located through the source maps. */
function topFunctions(profilePath, limit = 15) {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
  const selfUs = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (node) selfUs.set(node, (selfUs.get(node) ?? 0) + dt);
  }
  const maps = new Map();
  const mapFor = (url) => {
    const file = new URL(url).pathname.replace(/^\/portico\//, '');
    if (!maps.has(file)) {
      const mapFile = path.join(standaloneDir, `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    return maps.get(file);
  };
  const totals = new Map();
  for (const [node, us] of selfUs) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let where = url ? `${new URL(url).pathname}:${lineNumber + 1}` : '(native)';
    let name = functionName || '(anonymous)';
    if (url.includes('/portico/')) {
      const entry = mapFor(url)?.findEntry(lineNumber, columnNumber);
      if (entry?.originalSource) {
        where = `${entry.originalSource.replace(/^(\.\.\/)+/, '')}:${entry.originalLine + 1}`;
        if (entry.name) name = entry.name;
      }
    }
    const key = `${name}  ${where}`;
    totals.set(key, (totals.get(key) ?? 0) + us);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, us]) => `${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`);
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const cell = (s, digits = 1, scale = 1) =>
  s === null ? '—' : `${fmt(s.median / scale, digits)} [${fmt(s.min / scale, digits)}–${fmt(s.max / scale, digits)}]`;

async function main() {
  const provider = await bundleProvider({ root, cacheDir });
  const { startEmulator } = await import(pathToFileURL(emulatorModule).href);
  resources.emulator = await startEmulator({ port: 0, host: '127.0.0.1' });
  const apiUrl = resources.emulator.url.replace(/\/+$/, '');

  const html = (render) => (origin) => ({ body: render({ origin, apiUrl }), type: 'text/html; charset=utf-8' });
  const routes = new Map([
    ...loadDirectory(standaloneDir, '/portico'),
    ...loadDirectory(provider.outDir, '/provider'),
    ['/portico.html', html(porticoPage)],
    ['/provider.html', html(providerPage)],
    ['/clientside-services/index.html', { body: CLIENTSIDE_SERVICES_HTML, type: 'text/html; charset=utf-8' }],
  ]);
  if (baselineDir) {
    for (const [route, file] of loadDirectory(baselineDir, '/baseline')) routes.set(route, file);
    routes.set('/baseline.html', html((o) => porticoPage({ ...o, base: '/baseline' })));
  }
  resources.server = await startStaticServer(routes);
  const { origin } = resources.server;
  if (!routes.has(`/provider/${PROVIDER_ENTRY}`)) throw new Error('the provider bundle has no entry file');

  resources.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const chromiumVersion = resources.browser.version();
  const targets = [
    { key: 'portico', label: 'Portico', url: `${origin}/portico.html` },
    { key: 'provider', label: `${PROVIDER_PACKAGE} ${provider.version}`, url: `${origin}/provider.html` },
  ];
  if (baselineDir) targets.push({ key: 'baseline', label: 'Portico --baseline', url: `${origin}/baseline.html` });
  if (flags.floor) {
    routes.set('/floor/widget-dom.js', {
      body: `export default ${JSON.stringify(await captureWidgetDom(resources.browser, `${origin}/portico.html`))};\n`,
      type: 'text/javascript; charset=utf-8',
    });
    routes.set('/floor.html', { body: floorPage(), type: 'text/html; charset=utf-8' });
    targets.push({ key: 'floor', label: 'widget DOM, no JS', url: `${origin}/floor.html` });
  }
  resources.next = await startNextPage({ apiUrl, log });
  targets.push({ key: 'next', label: NEXT_LABEL, url: resources.next.url, injectDetector: true });

  log(`bench: Chromium ${chromiumVersion}, pages on ${origin}, emulator on ${apiUrl}`);
  // Wall-clock figures move with whatever else the machine runs: the load is printed with them.
  const loadBefore = os.loadavg()[0];
  for (const t of targets) await measureOnce(resources.browser, t.url, t); // warm-up, discarded
  const samples = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const t of targets) {
      const sample = await measureOnce(resources.browser, t.url, t);
      samples[t.key].push(sample);
      const mount = sample.mountToField === null ? '' : `mount → field ${fmt(sample.mountToField)} ms, `;
      log(`  run ${i + 1}/${runs} ${t.label}: ${mount}navigation → field ${fmt(sample.navigationToField)} ms`);
    }
  }

  const profiles = {};
  if (flags.profile) {
    mkdirSync(cacheDir, { recursive: true });
    for (const t of targets) {
      profiles[t.key] = path.join(cacheDir, `${t.key}.cpuprofile`);
      await measureOnce(resources.browser, t.url, { ...t, profilePath: profiles[t.key] });
    }
  }

  const summaryOf = (list) => ({
    phases: Object.fromEntries(
      Object.keys(list[0].phases).map((name) => [name, summarizeOrNull(list.map((s) => s.phases[name] ?? Number.NaN))]),
    ),
    mountToField: summarizeOrNull(list.map((s) => s.mountToField ?? Number.NaN)),
    navigationToField: summarize(list.map((s) => s.navigationToField)),
    mountCall: summarizeOrNull(list.map((s) => s.mountCall ?? Number.NaN)),
    jsBytes: summarize(list.map((s) => s.jsBytes)),
  });
  const result = {
    chromium: chromiumVersion,
    runs,
    cpus: os.cpus().length,
    loadAverage1m: { before: loadBefore, after: os.loadavg()[0] },
    provider: `${PROVIDER_PACKAGE}@${provider.version}`,
    summary: Object.fromEntries(targets.map((t) => [t.key, summaryOf(samples[t.key])])),
    samples,
  };
  result.navigationRatio = ratio(result.summary.portico.navigationToField.median, result.summary.provider.navigationToField.median);
  result.nextNavigationRatio = ratio(result.summary.next.navigationToField.median, result.summary.provider.navigationToField.median);
  result.goals = {
    mountToFieldMs: GOAL_MOUNT_TO_FIELD_MS,
    mountToFieldMet: result.summary.portico.mountToField.median <= GOAL_MOUNT_TO_FIELD_MS,
    navigationRatio: GOAL_NAVIGATION_RATIO,
    navigationRatioMet: result.navigationRatio <= GOAL_NAVIGATION_RATIO,
  };
  if (flags.profile) result.profiles = profiles;

  if (flags.json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  const p = result.summary.portico;
  const columns = targets.map((t) => result.summary[t.key]);
  const rows = [
    ['', ...targets.map((t) => t.label)],
    ['mount → field (ms)', ...columns.map((c) => cell(c.mountToField))],
    ['  of which mountLogin() call (ms)', ...columns.map((c) => cell(c.mountCall))],
    ['navigation → field (ms)', ...columns.map((c) => cell(c.navigationToField))],
    ['JS transferred before field (kB)', ...columns.map((c) => cell(c.jsBytes, 1, 1000))],
    ['from navigation (ms): page first byte', ...columns.map((c) => cell(c.phases.firstByte))],
    ['  script arrived', ...columns.map((c) => cell(c.phases.scriptLoaded))],
    ['  module evaluated', ...columns.map((c) => cell(c.phases.moduleEvaluated))],
    ['  client created, mountLogin() called', ...columns.map((c) => cell(c.phases.mountCalled))],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(
    `\nChromium ${chromiumVersion}, ${runs} cold runs per widget (+1 warm-up), median [min–max]; ` +
      `${result.cpus} CPUs, load average ${fmt(result.loadAverage1m.before, 2)} → ${fmt(result.loadAverage1m.after, 2)}\n`,
  );
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join('   ').trimEnd());
  // A framework page loads many chunks: named when few, counted otherwise.
  const jsFiles = (files) => (files.length === 0 ? 'none' : files.length <= 3 ? files.join(', ') : `${files.length} files`);
  console.log(`\nJS files before field: ${targets.map((t) => `${t.label}: ${jsFiles(samples[t.key][0].jsFiles)}`).join('; ')}`);
  console.log(
    `navigation → field, Portico / provider: ${fmt(result.navigationRatio, 2)} ` +
      `(goal ≤ ${GOAL_NAVIGATION_RATIO}: ${result.goals.navigationRatioMet ? 'met' : 'NOT met'})`,
  );
  console.log(`navigation → field, ${NEXT_LABEL} / provider: ${fmt(result.nextNavigationRatio, 2)}`);
  console.log(
    `mount → field, Portico median: ${fmt(p.mountToField.median)} ms ` +
      `(goal ≤ ${GOAL_MOUNT_TO_FIELD_MS} ms: ${result.goals.mountToFieldMet ? 'met' : 'NOT met'})`,
  );
  if (flags.profile) {
    console.log(`\nCPU profiles (open in the browser's Performance panel): ${Object.values(profiles).map((f) => path.relative(root, f)).join(', ')}`);
    console.log('Portico, top functions by self time from navigation to the field:');
    for (const line of topFunctions(profiles.portico)) console.log(`  ${line}`);
  }
}

try {
  await main();
  await cleanup();
  process.exit(0);
} catch (error) {
  console.error(`bench: ${error?.stack ?? error}`);
  await cleanup();
  process.exit(1);
}
