/**
 * The Rollup pipeline both ES module builds share: the npm entries
 * (scripts/build-esm.mjs: dist/index.js, dist/react.js and their chunks) and
 * the script-tag build (scripts/build-standalone.mjs: dist/standalone).
 * esbuild does the TypeScript/JSX transform (and, for the standalone build,
 * the minifying); Rollup does the chunking, in two passes (`buildChunked`):
 * the first finds the chunks the chunk rule forbids, the second writes the
 * build with them merged (docs/architecture.md, "Chunks").
 */
import path from 'node:path';
import * as esbuild from 'esbuild';
import { rollup } from 'rollup';
import { shippedGzipBytes, SMALL_CHUNK_GZIP_BYTES } from './chunk-rule.mjs';

export const TARGET = 'es2020';

/** The one chunk that gathers the small pieces lazy units share (docs/architecture.md, "Chunks"). */
export const SHARED_CHUNK_NAME = 'shared';

/** The chunk of what the entries load statically besides themselves (docs/architecture.md, "Chunks"). */
export const COMMON_CHUNK_NAME = 'common';

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/**
 * TypeScript and JSX (the files' own @jsxImportSource pragmas apply). With
 * `production`, `process.env.NODE_ENV` becomes "production" (the standalone
 * build bundles its UI library); the npm build leaves it to the host's bundler.
 */
export function esbuildTransform({ production }) {
  return {
    name: 'portico-esbuild-transform',
    async transform(code, id) {
      const loader = LOADERS[path.extname(id)];
      if (loader === undefined || id.startsWith('\0')) return null;
      const result = await esbuild.transform(code, {
        loader,
        jsx: 'automatic',
        target: TARGET,
        ...(production ? { define: { 'process.env.NODE_ENV': '"production"' } } : {}),
        // Native class fields (every browser with dynamic import() but the oldest Safari 14.0):
        // lowering them adds a helper to every module that has one.
        supported: { 'class-field': true },
        sourcemap: true,
        sourcefile: id,
      });
      return { code: result.code, map: result.map };
    },
  };
}

/** 'src/ui/flows/crypto/index.ts' for a module id under `root` (ids outside it unchanged). */
export function relativeId(root, id) {
  const relative = path.relative(root, id).split(path.sep).join('/');
  return relative.startsWith('..') ? id : relative;
}

/**
 * A readable name for a chunk of the first pass, from the module a dynamic
 * import loads (its facade, else its last module: Rollup lists them in
 * execution order): `flow-<flow>` for a flow's chunk, `<flow>-<module>` for
 * another lazy module of a flow (its deferred screens), `core-<module>` for a
 * lazy core product; Rollup's own name otherwise. The npm build puts it in the file
 * name, which a host's bundler keeps in its own chunks' names.
 */
function readableName(root, chunk) {
  const main = chunk.facadeModuleId ?? (chunk.isDynamicEntry ? chunk.moduleIds.at(-1) : undefined);
  const id = main === undefined ? null : relativeId(root, main);
  const flow = id?.match(/^src\/ui\/flows\/([^/]+)\/(.+)\.tsx?$/);
  if (flow) return flow[2] === 'index' ? `flow-${flow[1]}` : `${flow[1]}-${flow[2].replaceAll('/', '-')}`;
  const core = id?.match(/^src\/core\/(?:.+\/)?([^/]+)\.ts$/);
  if (core) return `core-${core[1]}`;
  return chunk.name;
}

/**
 * Builds `inputOptions` and writes `outputOptions` in two passes, so that no
 * chunk under 1 kB gzip (shipped code: minified) is loaded only through
 * static imports (docs/architecture.md, "Chunks"). The first pass only
 * generates; the second writes with Rollup's `manualChunks` set from it:
 *
 * - a small chunk that lazy units share (neither an entry nor the target of a
 *   dynamic import, and not loaded by an entry) joins the one `shared` chunk;
 * - a small chunk an entry loads statically (the npm build's two entries
 *   leave such pieces of code one entry and some lazy units use) joins
 *   `common`, the biggest chunk the entries load, so the first load gains no
 *   request and no lazy code;
 * - every other module stays in its first-pass chunk. Assigning them too is
 *   needed: Rollup adds a manual chunk's unassigned dependencies to it, which
 *   would take the entry's code (the UI library, the theme) into `shared`.
 *
 * The targets of dynamic imports stay chunks of their own whatever their
 * size: each is loaded on a trigger of its own.
 */
export async function buildChunked(inputOptions, outputOptions, { root, minified }) {
  const first = await rollup(inputOptions);
  const { output } = await first.generate(outputOptions);
  await first.close();
  const chunks = output.filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const firstLoad = new Set();
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const file = queue.shift();
    if (firstLoad.has(file)) continue;
    firstLoad.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  const common = chunks
    .filter((chunk) => !chunk.isEntry && firstLoad.has(chunk.fileName))
    .sort((a, b) => b.code.length - a.code.length)[0];
  const chunkName = new Map(common === undefined ? [] : [[common, COMMON_CHUNK_NAME]]);
  const names = new Set(chunkName.values());
  for (const chunk of chunks) {
    if (chunk === common) continue;
    const small = !chunk.isEntry && !chunk.isDynamicEntry && shippedGzipBytes(chunk.code, minified) < SMALL_CHUNK_GZIP_BYTES;
    let name;
    if (chunk.isEntry) name = chunk.name;
    else if (small) name = firstLoad.has(chunk.fileName) ? COMMON_CHUNK_NAME : SHARED_CHUNK_NAME;
    else {
      const base = readableName(root, chunk);
      name = base;
      for (let n = 2; names.has(name); n++) name = `${base}${n}`;
    }
    names.add(name);
    chunkName.set(chunk, name);
  }
  const assigned = new Map();
  for (const chunk of chunks) for (const id of chunk.moduleIds) assigned.set(id, chunkName.get(chunk));
  const second = await rollup({ ...inputOptions, cache: first.cache });
  const written = await second.write({ ...outputOptions, manualChunks: (id) => assigned.get(id) });
  await second.close();
  return written.output;
}

/**
 * esbuild's metafile shape for a Rollup output: each chunk's inputs and their
 * bytes (what scripts/size.mjs reads to say what a chunk holds).
 */
export function metafileOf(output, root, outPrefix) {
  const outputs = {};
  for (const item of output) {
    if (item.type !== 'chunk') continue;
    const inputs = {};
    for (const [id, info] of Object.entries(item.modules)) {
      if (info.renderedLength > 0) inputs[relativeId(root, id)] = { bytesInOutput: info.renderedLength };
    }
    outputs[`${outPrefix}/${item.fileName}`] = { inputs };
  }
  return { outputs };
}
