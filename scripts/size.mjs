#!/usr/bin/env node
/**
 * `npm run size`: what a plain page downloads for the widget's Main screen to
 * render and take a submit, and each lazy chunk, measured on the built
 * standalone widget (dist/standalone, built by `npm run build`; this script
 * builds nothing).
 *
 * First load = dist/standalone/portico.js and every chunk it imports
 * statically (`import … from "./chunk-….js"`, followed transitively), plus
 * any lazy chunk holding the widget root or a flow of the measured config
 * (Main renders from the entry; the flows' chunks are requested right after
 * that first paint and a submit waits for them, so they count too). Lazy chunks (`import("./chunk-….js")`) are
 * listed one by one. Sizes are gzip level 9 and brotli quality 11, in kB of
 * 1000 bytes, each file compressed on its own as a browser fetches it.
 *
 * Exits 1 when the build is missing, the first load is over budget, or
 * libphonenumber-js, @simplewebauthn/browser, the passkey screens or the
 * social sign-in flow (which the UI loads lazily) are part of the first load, or
 * zxcvbn (the emulator's) is in any browser chunk.
 *
 * It also applies the chunk rule (docs/architecture.md, "Chunks";
 * scripts/chunk-rule.mjs) to dist/, dist/standalone and the Vite example apps'
 * builds of the npm package (examples/vite-react, examples/vue, built by
 * `npm run build:examples`, which `npm test` runs before this): each build's
 * file count, how many are under 1 kB gzip, and the offenders, which fail it.
 * An example app not built yet is reported and skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { checkChunkRule, HOST_RUNTIME_FILES, htmlEntries, importsOf, SMALL_CHUNK_GZIP_BYTES } from './chunk-rule.mjs';
import { measureProviderB2BUI } from './size/provider-b2b-ui.mjs';

/**
 * The first-load budget: at most 46.5 kB gzip for the magic-link + passcode config in English. It was
 * 45 kB until the widget spoke 42 languages: choosing, loading and switching a language, plural
 * forms and number formats take about 1.4 kB of the entry (docs/i18n.md, "Cost").
 */
export const FIRST_LOAD_BUDGET_GZIP_BYTES = 46_500;

/**
 * What a page in another language may load beyond the English first load: its texts for Main and
 * the measured flows, and the list of the languages' chunks (docs/i18n.md, "Chunks"). Checked for
 * German; stated for every language.
 */
export const LOCALE_EXTRA_BUDGET_GZIP_BYTES = 3_000;
export const LOCALE_BUDGET_CHECKED = ['de'];

/**
 * Source modules counted in the first load, wherever the bundler put them:
 * the widget root and the flows the measured config needs (magic links and
 * passcodes: src/ui/flows/index.ts loads main, in the entry, plus magic-link
 * and otp for it). Chunks of other flows stay lazy, so the budget never grows
 * for a flow this config does not use.
 */
export const MEASURED_FLOWS = ['main', 'magic-link', 'otp'];
const FIRST_LOAD_SOURCES = [
  /^src\/ui\/widget\.tsx?$/,
  ...MEASURED_FLOWS.map((flow) => new RegExp(`^src/ui/flows/${flow}/index\\.tsx?$`)),
];
/**
 * Lazy-only packages and sources: their presence in the first load is an
 * error. @simplewebauthn/browser and the passkey screens load only when
 * `passkeys` is configured or a passkey mount is called; the provider icons
 * and Google One Tap only when `oauth` is.
 */
const LAZY_ONLY_PACKAGES = ['libphonenumber-js', '@simplewebauthn/browser', 'uqr'];
const LAZY_ONLY_SOURCES = ['src/ui/flows/passkeys/', 'src/ui/flows/oauth/', 'src/ui/flows/idp/'];

/**
 * Server-only packages: no browser chunk may hold them (the emulator scores
 * passwords with zxcvbn; the widget only shows the server's answer).
 */
const SERVER_ONLY_PACKAGES = ['zxcvbn'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standaloneDir = path.join(root, 'dist', 'standalone');
const entryName = 'portico.js';

export function gzipSize(buffer) {
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

export function brotliSize(buffer) {
  return zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;
}

// The relative imports of one built file, as the chunk rule reads them.
export { importsOf };

/** Every file reachable from `start` through static imports, `start` first. */
export function staticClosure(dir, start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const spec of importsOf(code).static) queue.push(path.posix.normalize(spec));
  }
  return [...seen];
}

/** Every file reachable from `start` through any import. */
function allReachable(dir, start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = importsOf(readFileSync(path.join(dir, file), 'utf8'));
    for (const spec of [...imports.static, ...imports.lazy]) queue.push(path.posix.normalize(spec));
  }
  return [...seen];
}

/** Inputs per output file from esbuild's metafile (written by tsup `metafile: true`), if present. */
function readMetafile(dir) {
  const file = path.join(dir, 'metafile-esm.json');
  if (!existsSync(file)) return new Map();
  const meta = JSON.parse(readFileSync(file, 'utf8'));
  const byOutput = new Map();
  for (const [output, info] of Object.entries(meta.outputs)) {
    if (output.endsWith('.map')) continue;
    byOutput.set(path.basename(output), Object.entries(info.inputs).map(([input, { bytesInOutput }]) => ({ input, bytes: bytesInOutput })));
  }
  return byOutput;
}

/** 'node_modules/@scope/pkg/dist/x.js' → '@scope/pkg'; 'src/ui/x.ts' → 'src/ui'. */
function groupOf(input) {
  const nm = input.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = input.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = input.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : input;
}

/** The biggest contributors of one output, e.g. 'preact 45%, src/core 30%, …'. */
function describe(inputs) {
  if (!inputs) return '';
  if (inputs.length === 0) return 'bundler runtime helpers';
  const groups = new Map();
  let total = 0;
  for (const { input, bytes } of inputs) {
    const g = groupOf(input);
    groups.set(g, (groups.get(g) ?? 0) + bytes);
    total += bytes;
  }
  if (total === 0) return 'runtime helpers';
  return [...groups.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([g, bytes]) => `${g} ${Math.round((bytes / total) * 100)}%`)
    .join(', ');
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

function measure(dir, file) {
  const buffer = readFileSync(path.join(dir, file));
  return { file, raw: buffer.length, gzip: gzipSize(buffer), brotli: brotliSize(buffer) };
}

function table(rows) {
  const header = ['file', 'load', 'raw kB', 'gzip kB', 'brotli kB', 'contents'];
  const body = rows.map((r) => [r.file, r.load, kB(r.raw), kB(r.gzip), kB(r.brotli), r.contents ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((c, i) => (i >= 2 && i <= 4 ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

const sum = (rows, key) => rows.reduce((total, r) => total + r[key], 0);

/** Measures the standalone build; returns the report and the problems found. */
export function measureStandalone(dir = standaloneDir) {
  const meta = readMetafile(dir);
  const firstLoad = new Set(staticClosure(dir, entryName));
  const reachable = allReachable(dir, entryName);
  // A lazy chunk that holds the widget root or a measured flow counts in the first load.
  for (const file of reachable) {
    if (firstLoad.has(file)) continue;
    const inputs = meta.get(file) ?? [];
    if (inputs.some(({ input, bytes }) => bytes > 0 && FIRST_LOAD_SOURCES.some((re) => re.test(input)))) {
      for (const dep of staticClosure(dir, file)) firstLoad.add(dep);
    }
  }
  const rows = reachable.map((file) => ({
    ...measure(dir, file),
    load: file === entryName ? 'entry' : firstLoad.has(file) ? 'first' : 'lazy',
    contents: describe(meta.get(file)),
  }));
  const first = rows.filter((r) => r.load !== 'lazy');
  const lazy = rows.filter((r) => r.load === 'lazy').sort((a, b) => b.gzip - a.gzip);
  const problems = [];
  const totals = { raw: sum(first, 'raw'), gzip: sum(first, 'gzip'), brotli: sum(first, 'brotli') };
  if (totals.gzip > FIRST_LOAD_BUDGET_GZIP_BYTES) {
    problems.push(`first load is ${kB(totals.gzip)} kB gzip, over the budget of ${kB(FIRST_LOAD_BUDGET_GZIP_BYTES)} kB`);
  }
  for (const r of first) {
    const inputs = meta.get(r.file) ?? [];
    const code = readFileSync(path.join(dir, r.file), 'utf8');
    for (const pkg of LAZY_ONLY_PACKAGES) {
      const inMeta = inputs.some(({ input, bytes }) => bytes > 0 && input.includes(`node_modules/${pkg}/`));
      const named = pkg === 'libphonenumber-js' && code.includes('libphonenumber');
      if (inMeta || named) problems.push(`${pkg} is in the first load (${r.file}); it must be a lazy chunk`);
    }
    for (const source of LAZY_ONLY_SOURCES) {
      if (inputs.some(({ input, bytes }) => bytes > 0 && input.startsWith(source))) {
        problems.push(`${source} is in the first load (${r.file}); it must be a lazy chunk`);
      }
    }
  }
  for (const r of rows) {
    const inputs = meta.get(r.file) ?? [];
    for (const pkg of SERVER_ONLY_PACKAGES) {
      if (inputs.some(({ input, bytes }) => bytes > 0 && input.includes(`node_modules/${pkg}/`))) {
        problems.push(`${pkg} is in a browser chunk (${r.file}); it belongs to the emulator only`);
      }
    }
  }
  return { first, lazy, totals, problems, meta };
}

const LOCALE_SOURCE = /^src\/ui\/i18n\/locales\/([^/]+)\/([^/]+)\.ts$/;

/**
 * Per language: the chunk of its shared texts (its pack), all its chunks of the login widget, and
 * what a page in it loads beyond the English first load (the language loader, the packs list, the
 * pack, and the measured flows' texts). English itself is built in.
 */
export function measureLocales(dir, meta, first) {
  const byLocale = new Map();
  let index = null;
  let loader = null;
  for (const [file, inputs] of meta) {
    for (const { input, bytes } of inputs) {
      if (bytes === 0) continue;
      if (input === 'src/ui/i18n/locales/consumer-packs.ts') index = file;
      if (input === 'src/ui/i18n/language-loader.ts') loader = file;
      const match = LOCALE_SOURCE.exec(input);
      if (!match) continue;
      const entry = byLocale.get(match[1]) ?? { files: new Set(), units: new Map() };
      entry.files.add(file);
      entry.units.set(match[2], file);
      byLocale.set(match[1], entry);
    }
  }
  const gzipOf = (file) => gzipSize(readFileSync(path.join(dir, file)));
  // Every page in another language loads the language loader and the list of the languages' packs.
  const indexGzip = [...new Set([index, loader])].reduce((total, file) => total + (file === null ? 0 : gzipOf(file)), 0);
  const rows = [...byLocale.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tag, { files, units }]) => {
    const onFirstLoad = new Set([units.get('consumer'), ...MEASURED_FLOWS.map((flow) => units.get(flow))].filter(Boolean));
    const extra = indexGzip + [...onFirstLoad].reduce((total, file) => total + gzipOf(file), 0);
    return { tag, pack: gzipOf(units.get('consumer')), all: [...files].reduce((total, file) => total + gzipOf(file), 0), files: files.size, extra };
  });
  const problems = rows
    .filter((row) => LOCALE_BUDGET_CHECKED.includes(row.tag) && row.extra > LOCALE_EXTRA_BUDGET_GZIP_BYTES)
    .map((row) => `a page in ${row.tag} loads ${row.extra} B gzip more than in English, over ${LOCALE_EXTRA_BUDGET_GZIP_BYTES} B`);
  return { rows, problems, firstGzip: sum(first, 'gzip') };
}

/**
 * The B2B widget's script-tag build (dist/standalone-b2b), stated beside the provider's B2B UI
 * measured the same way (scripts/size/provider-b2b-ui.mjs): what a page downloads to render the
 * Discovery sign-in, i.e. the entry, its static imports and the chunks of the B2B widget's
 * shell and first screen. No budget yet: stated (docs/architecture.md, "B2B widget").
 */
export function measureStandaloneB2B(dir = path.join(root, 'dist', 'standalone-b2b'), entry = 'portico-b2b.js') {
  if (!existsSync(path.join(dir, entry))) return null;
  const meta = readMetafile(dir);
  const firstLoad = new Set(staticClosure(dir, entry));
  for (const file of allReachable(dir, entry)) {
    if (firstLoad.has(file)) continue;
    const inputs = meta.get(file) ?? [];
    if (inputs.some(({ input, bytes }) => bytes > 0 && B2B_FIRST_LOAD_SOURCES.some((re) => re.test(input)))) {
      for (const dep of staticClosure(dir, file)) firstLoad.add(dep);
    }
  }
  const rows = [...firstLoad].map((file) => measure(dir, file));
  return { raw: sum(rows, 'raw'), gzip: sum(rows, 'gzip'), brotli: sum(rows, 'brotli'), files: rows.length };
}

/** What the B2B widget's first paint needs besides its entry: its root and the Discovery first screen. */
const B2B_FIRST_LOAD_SOURCES = [/^src\/ui\/b2b\//, /^src\/ui\/flows\/b2b\/b2b-main\//];

/** The npm ESM entries (React and react-dom external), for reference. */
function measureNpmEntry(file) {
  const dir = path.join(root, 'dist');
  if (!existsSync(path.join(dir, file))) return null;
  const rows = staticClosure(dir, file).map((f) => measure(dir, f));
  return { raw: sum(rows, 'raw'), gzip: sum(rows, 'gzip'), brotli: sum(rows, 'brotli'), files: rows.length };
}

/** The builds the chunk rule applies to, and how each is read. */
function chunkRuleBuilds() {
  const examples = ['vite-react', 'vue'].map((app) => {
    const built = path.join(root, 'examples', app, 'dist');
    return {
      name: `examples/${app} (Vite)`,
      dir: path.join(built, 'assets'),
      entries: () => htmlEntries(path.join(built, 'index.html')),
      minified: true,
      ignore: HOST_RUNTIME_FILES,
      optional: 'npm run build:examples',
    };
  });
  return [
    {
      name: 'dist (npm ESM)',
      dir: path.join(root, 'dist'),
      entries: () => ['index.js', 'react.js', 'b2b.js', 'b2b-ui.js', 'b2b-react.js'],
      minified: false,
    },
    { name: 'dist/standalone', dir: standaloneDir, entries: () => [entryName], minified: true },
    { name: 'dist/standalone-b2b', dir: path.join(root, 'dist', 'standalone-b2b'), entries: () => ['portico-b2b.js'], minified: true },
    ...examples,
  ];
}

/** Applies the chunk rule to every build there is; returns the report lines and the problems. */
export function chunkRuleReport() {
  const lines = [];
  const problems = [];
  for (const build of chunkRuleBuilds()) {
    if (!existsSync(build.dir)) {
      if (build.optional) {
        lines.push(`  ${build.name}: not built (${build.optional}), skipped`);
        continue;
      }
      problems.push(`${build.name} is missing`);
      continue;
    }
    const { files, offenders } = checkChunkRule(build.dir, {
      entries: build.entries(),
      minified: build.minified,
      root,
      ignore: build.ignore ?? [],
    });
    const small = files.filter((f) => f.gzip < SMALL_CHUNK_GZIP_BYTES).length;
    lines.push(`  ${build.name}: ${files.length} files, ${small} under 1 kB gzip, ${offenders.length} offender(s)`);
    for (const offender of offenders) problems.push(`chunk rule, ${build.name}: ${offender}`);
  }
  return { lines, problems };
}

async function main() {
  if (!existsSync(path.join(standaloneDir, entryName))) {
    console.error(
      `size: ${path.relative(root, path.join(standaloneDir, entryName))} is missing. Build first: npm run build`,
    );
    process.exit(1);
  }
  const { first, lazy: allLazy, totals, problems, meta } = measureStandalone();
  // The languages' chunks are summed up per language below rather than listed one by one.
  const isLocaleChunk = (file) => (meta.get(file) ?? []).some(({ input }) => LOCALE_SOURCE.test(input));
  const lazy = allLazy.filter((row) => !isLocaleChunk(row.file));
  console.log('portico/standalone (dist/standalone), gzip -9 and brotli q11, kB = 1000 bytes\n');
  console.log(table([...first, ...lazy]));
  console.log(
    `\nFirst load (Main and the config's flows; ${first.length} file${first.length === 1 ? '' : 's'}): ` +
      `${kB(totals.raw)} kB raw, ${kB(totals.gzip)} kB gzip (${totals.gzip} B), ${kB(totals.brotli)} kB brotli ` +
      `(budget ≤ ${kB(FIRST_LOAD_BUDGET_GZIP_BYTES)} kB gzip)`,
  );
  console.log(`Lazy chunks: ${lazy.length}, ${kB(sum(lazy, 'gzip'))} kB gzip in all (the languages' chunks not counted: below)`);
  const locales = measureLocales(standaloneDir, meta, first);
  console.log(
    `\nLanguages (docs/i18n.md, "Chunks"): gzip bytes of each one's shared texts (pack), of all its chunks, and what a login page\n` +
      `in it loads beyond the English first load (budget ${LOCALE_EXTRA_BUDGET_GZIP_BYTES} B, checked for ${LOCALE_BUDGET_CHECKED.join(', ')}):`,
  );
  console.log(['locale   pack B  all B  files  first load +B', ...locales.rows.map((r) =>
    `${r.tag.padEnd(8)} ${String(r.pack).padStart(6)} ${String(r.all).padStart(6)} ${String(r.files).padStart(6)}  ${String(r.extra).padStart(12)}`)].join('\n'));
  problems.push(...locales.problems);
  for (const [name, file] of [
    ['portico', 'index.js'],
    ['portico/react', 'react.js'],
    ['portico/b2b', 'b2b.js'],
    ['portico/b2b/ui', 'b2b-ui.js'],
    ['portico/b2b/react', 'b2b-react.js'],
  ]) {
    const npm = measureNpmEntry(file);
    if (npm) {
      console.log(
        `npm ESM entry ${name} (dist/${file} + ${npm.files - 1} static chunk(s), react/react-dom external): ` +
          `${kB(npm.raw)} kB raw, ${kB(npm.gzip)} kB gzip, ${kB(npm.brotli)} kB brotli`,
      );
    }
  }
  const b2b = measureStandaloneB2B();
  if (b2b) {
    const provider = await measureProviderB2BUI();
    console.log(
      `B2B widget first load (portico/standalone/b2b, Discovery; ${b2b.files} files): ${kB(b2b.gzip)} kB gzip (${b2b.gzip} B), ` +
        `${kB(b2b.brotli)} kB brotli; the provider's B2B UI measured the same way: ${kB(provider.bytesGzip)} kB gzip, ` +
        `${kB(provider.bytesBrotli)} kB brotli`,
    );
  }
  const chunkRule = chunkRuleReport();
  console.log('Chunk rule (docs/architecture.md, "Chunks"; files under 1 kB gzip of minified code):');
  for (const line of chunkRule.lines) console.log(line);
  problems.push(...chunkRule.problems);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`size: ${problem}`);
    process.exit(1);
  }
  console.log('size: OK');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
