#!/usr/bin/env node
/**
 * `portico/standalone`: one ES module for <script type="module"> plus lazy
 * chunks (dist/standalone/portico.js + chunk-*.js), and `portico/standalone/b2b`
 * (dist/standalone-b2b/portico-b2b.js + its chunks), everything bundled,
 * React replaced by preact/compat (scripts/preact-aliases.mjs).
 *
 * Rollup, not esbuild's splitting: esbuild gives every set of entry points
 * that shares a module its own chunk, so the lazy flows (src/ui/flows/*,
 * each its own chunk) and the lazy core products left the entry importing a
 * dozen tiny chunks — about 8 kB gzip of lost compression and a waterfall.
 * Rollup keeps what the entry needs in the entry and lets lazy chunks import
 * from it. esbuild still does the TypeScript/JSX transform and the minifying.
 * The pipeline, shared with the npm ESM build, and the chunk layout are
 * scripts/rollup-pipeline.mjs (docs/architecture.md, "Chunks").
 *
 * Writes dist/standalone/metafile-esm.json (esbuild's metafile shape: each
 * output's inputs and their bytes) for scripts/size.mjs.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import * as esbuild from 'esbuild';
import { compiledStyles } from './compile-styles.mjs';
import { PREACT_ALIASES } from './preact-aliases.mjs';
import { buildChunked, esbuildTransform, metafileOf, TARGET } from './rollup-pipeline.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'standalone');
/** `portico/standalone/b2b`: the B2B widget's script-tag build, a build of its own (below). */
const b2bOutDir = path.join(root, 'dist', 'standalone-b2b');

/** preact/compat for React. */
const aliases = {
  name: 'portico-aliases',
  async resolveId(source, importer) {
    const target = PREACT_ALIASES[source];
    if (target === undefined) return null;
    return this.resolve(target, importer, { skipSelf: true });
  },
};

/**
 * V8's compile hint for a whole script: every function in the file is
 * compiled while the script is loaded (on a background thread when the
 * browser streams it) instead of on its first call. The entry holds what the
 * mount call runs, and a cold first render otherwise spent about a third of
 * its time compiling functions one by one. Browsers without the hint read a
 * comment. Lazy chunks do not carry it: their code runs after the first paint.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Minifies each chunk (exports keep their names); the entry gets the compile hint on its first line. */
const minify = {
  name: 'portico-esbuild-minify',
  async renderChunk(code, chunk) {
    const result = await esbuild.transform(code, {
      minify: true,
      format: 'esm',
      target: TARGET,
      legalComments: 'none',
      sourcemap: true,
      sourcefile: chunk.fileName,
    });
    if (!chunk.isEntry) return { code: result.code, map: result.map };
    // One line more at the top: the map's first line is empty.
    const map = JSON.parse(result.map);
    map.mappings = `;${map.mappings}`;
    return { code: `${COMPILE_HINT}\n${result.code}`, map };
  },
};

export async function buildStandalone() {
  const output = await buildScriptTagBundle('portico', path.join(root, 'src', 'standalone.ts'), outDir);
  // The B2B widget apart: built with the consumer's, the two entries would share chunks and the
  // consumer's first load would change (docs/architecture.md, "B2B widget").
  await buildScriptTagBundle('portico-b2b', path.join(root, 'src', 'standalone-b2b.ts'), b2bOutDir);
  return output;
}

/** One script-tag build: the entry `name`.js from `source` and its lazy chunks in `dir`. */
async function buildScriptTagBundle(name, source, dir) {
  // Chunk names are content hashes: stale ones from an earlier build must not linger.
  await rm(dir, { recursive: true, force: true });
  const output = await buildChunked(
    {
      input: { [name]: source },
      // The entry may export more than its public API, so the code every lazy
      // chunk shares with it stays in it rather than in a chunk of its own.
      preserveEntrySignatures: 'allow-extension',
      plugins: [
        aliases,
        nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
        // Style rules as finished CSS text, before the TypeScript transform.
        compiledStyles(path.join(root, 'src')),
        esbuildTransform({ production: true }),
      ],
      onwarn(warning, warn) {
        // "this is undefined" in some packages' ESM wrappers is harmless.
        if (warning.code === 'THIS_IS_UNDEFINED') return;
        warn(warning);
      },
    },
    {
      dir,
      format: 'es',
      entryFileNames: '[name].js',
      // Content hashes alone: every lazy chunk's name is in the entry, and longer names cost first-load bytes.
      chunkFileNames: 'chunk-[hash].js',
      sourcemap: true,
      plugins: [minify],
    },
    { root, minified: true },
  );
  const relative = path.relative(root, dir).split(path.sep).join('/');
  await writeFile(path.join(dir, 'metafile-esm.json'), JSON.stringify(metafileOf(output, root, relative), null, 1));
  return output;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildStandalone();
}
