/**
 * The chunk rule (docs/architecture.md, "Chunks"), checked on a built
 * directory of ES modules: dist/ (npm), dist/standalone, or a host's build of
 * the npm package (examples/vite-react/dist/assets, examples/vue/dist/assets).
 *
 * 1. Every file under 1 kB gzip, other than an entry, is the target of a
 *    dynamic `import()` of another file of the build: a lazy unit loaded on a
 *    trigger of its own (a flow, a flow's deferred screens, a core product on
 *    the first call of its methods). A small file that is only imported
 *    statically always loads with its importer and is a request for nothing.
 * 2. No flow's screens are split: the modules of src/ui/flows/<flow>/ that
 *    are screens (`*screen*.tsx`) sit in at most two files of what one entry
 *    loads, the flow's own chunk and one chunk of its deferred screens. Read from the source maps,
 *    so checked where there are some (dist/, dist/standalone); a host's
 *    bundler cannot split one of our files, so a host's build keeps it.
 *
 * Sizes are gzip level 9 of the minified code; readable files (dist/) are
 * minified with esbuild first, as a host's build ships them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

export const SMALL_CHUNK_GZIP_BYTES = 1000;

const STATIC_IMPORT = /(?<![\w$.@])(?:import|export\s*(?:\*|\{[^}]*\}))\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.\/[^"']+\.js)["']\s*\)/g;
// A flow is src/ui/flows/<flow>/ or, for the B2B widget's flows, src/ui/flows/b2b/<flow>/.
const FLOW_SCREEN = /^src\/ui\/flows\/((?:b2b\/)?[^/]+)\/(?:.+\/)?[^/]*screens?[^/]*\.tsx$/;
const FLOW_INDEX = /^src\/ui\/flows\/((?:b2b\/)?[^/]+)\/index\.tsx?$/;

/** The relative imports of one built file: `static` (import/export … from) and `lazy` (import()). */
export function importsOf(code) {
  const lazy = [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]);
  const staticImports = [...code.replace(DYNAMIC_IMPORT, '').matchAll(STATIC_IMPORT)].map((m) => m[1]);
  return { static: [...new Set(staticImports)], lazy: [...new Set(lazy)] };
}

/** The rule's measure of a file: gzip -9 of its minified code (readable code is minified with esbuild first). */
export function shippedGzipBytes(code, minified) {
  const shipped = minified ? code : esbuild.transformSync(code, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' }).code;
  return zlib.gzipSync(shipped, { level: 9 }).length;
}

/** The repository files (`src/…`) a built file's source map names, or null without a map. */
function sourcesOf(dir, file, root) {
  const mapFile = path.join(dir, `${file}.map`);
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const base = path.resolve(dir, map.sourceRoot ?? '');
  return (map.sources ?? []).map((source) => path.relative(root, path.resolve(base, source)).split(path.sep).join('/'));
}

/**
 * Applies the rule to `dir`. `entries`: the entry files (never lazy); `minified`: whether
 * the files are already minified; `root`: the repository, to read source maps against;
 * `ignore`: files outside the rule (a host bundler's own runtime, HOST_RUNTIME_FILES).
 * Returns every file with its size and how it is loaded, and the offenders, one line each.
 */
export function checkChunkRule(dir, { entries, minified, root, ignore = [] }) {
  const jsFiles = readdirSync(dir).filter((file) => file.endsWith('.js') && !ignore.some((pattern) => pattern.test(file)));
  const code = new Map(jsFiles.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
  const lazyTargets = new Set();
  const staticTargets = new Set();
  for (const text of code.values()) {
    const imports = importsOf(text);
    for (const spec of imports.lazy) lazyTargets.add(path.posix.normalize(spec));
    for (const spec of imports.static) staticTargets.add(path.posix.normalize(spec));
  }
  const files = jsFiles.map((file) => ({
    file,
    gzip: shippedGzipBytes(code.get(file), minified),
    load: entries.includes(file) ? 'entry' : lazyTargets.has(file) ? 'lazy' : staticTargets.has(file) ? 'static' : 'unreferenced',
  }));
  const offenders = [];
  for (const { file, gzip, load } of files) {
    if (gzip < SMALL_CHUNK_GZIP_BYTES && (load === 'static' || load === 'unreferenced')) {
      offenders.push(`${file}: ${gzip} B gzip, only imported statically: always loaded with its importer`);
    }
  }
  // Rule 2, where source maps say which modules each file holds, within what one entry loads (its
  // static and lazy imports, followed): dist/ holds separate builds (the consumer's, the B2B
  // widget's: scripts/build-esm.mjs), each with its own copy of a flow both widgets use (idp).
  const importsByFile = new Map([...code].map(([file, text]) => [file, importsOf(text)]));
  const sourcesByFile = new Map(jsFiles.map((file) => [file, sourcesOf(dir, file, root) ?? []]));
  const reported = new Set();
  for (const entry of entries.filter((file) => code.has(file))) {
    const closure = new Set();
    const queue = [entry];
    while (queue.length > 0) {
      const file = queue.shift();
      if (closure.has(file) || !code.has(file)) continue;
      closure.add(file);
      const { static: statics, lazy } = importsByFile.get(file);
      queue.push(...[...statics, ...lazy].map((spec) => path.posix.normalize(spec)));
    }
    const screensByFlow = new Map();
    const indexOf = new Map();
    for (const file of closure) {
      for (const source of sourcesByFile.get(file)) {
        const screen = source.match(FLOW_SCREEN);
        if (screen) {
          const held = screensByFlow.get(screen[1]) ?? new Map();
          held.set(file, [...(held.get(file) ?? []), source]);
          screensByFlow.set(screen[1], held);
        }
        const index = source.match(FLOW_INDEX);
        if (index) indexOf.set(index[1], file);
      }
    }
    for (const [flow, held] of screensByFlow) {
      const elsewhere = [...held.keys()].filter((file) => file !== indexOf.get(flow));
      const offender = `flow ${flow}: its screens are split over ${elsewhere.length} chunks besides the flow's own: ${elsewhere.map((file) => `${file} (${held.get(file).join(', ')})`).join('; ')}`;
      if (elsewhere.length > 1 && !reported.has(offender)) {
        reported.add(offender);
        offenders.push(offender);
      }
    }
  }
  return { files, offenders };
}

/**
 * Files of a host's build that hold none of our code: Vite's module-preload
 * helper (`__vitePreload`, which wraps every dynamic import) becomes a chunk
 * of its own, about 0.65 kB gzip, in the example apps' builds before and
 * after the chunk rule: that is the host bundler's choice, outside the rule.
 */
export const HOST_RUNTIME_FILES = [/^preload-helper-[\w-]+\.js$/];

/** The files a built page's HTML loads as scripts (a host's entries), by file name. */
export function htmlEntries(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((m) => path.posix.basename(m[1]));
}
