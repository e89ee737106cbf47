#!/usr/bin/env node
/**
 * The npm package's ES modules: dist/index.js (`portico`), dist/react.js
 * (`portico/react`) and their chunks, and dist/b2b.js (`portico/b2b`, the
 * B2B headless client), built by Rollup with the pipeline the
 * standalone build uses (scripts/rollup-pipeline.mjs). Runs after tsup, which
 * writes the CommonJS files (one file per entry, no chunks) and every .d.ts,
 * and whose ES module output this replaces.
 *
 * Why not tsup's (esbuild's) splitting: a host's bundler takes each file of
 * dist/ as one module and cannot split it, so our chunks set the least a
 * host's build has. esbuild made a chunk per screen and per shared piece
 * (89 files, 54 under 1 kB gzip); here a flow's deferred screens are one chunk
 * and the small pieces lazy units share are one (docs/architecture.md,
 * "Chunks").
 *
 * Readable, not minified (the host minifies), with source maps. Every package
 * (React, react-dom, the dependencies) stays external; `process.env.NODE_ENV`
 * is left to the host. The entries start with 'use client'
 * (scripts/client-directive.mjs).
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { addClientDirective } from './client-directive.mjs';
import { buildChunked, esbuildTransform } from './rollup-pipeline.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist');

/** The ES module files of dist/ (tsup's, or an earlier run's) and their maps; not .cjs, not .d.ts. */
const ESM_FILE = /\.js(?:\.map)?$/;

/** A bare specifier (a package), never a relative or absolute path or a plugin's virtual module. */
function isPackage(id) {
  return !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');
}

/** One Rollup build of `input` (entry name → source file) into dist/, chunk files prefixed `chunkPrefix`. */
function buildEntries(input, chunkPrefix) {
  return buildChunked(
    {
      input,
      // Each entry exports its public API and nothing more; what both use is a chunk.
      preserveEntrySignatures: 'strict',
      external: isPackage,
      plugins: [
        // Relative imports name no extension (TypeScript's bundler resolution).
        nodeResolve({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
        esbuildTransform({ production: false }),
      ],
    },
    {
      dir: outDir,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: `${chunkPrefix}[name].js`,
      sourcemap: true,
    },
    { root, minified: false },
  );
}

export async function buildEsm() {
  for (const file of await readdir(outDir)) {
    if (ESM_FILE.test(file)) await rm(path.join(outDir, file));
  }
  const output = await buildEntries(
    { index: path.join(root, 'src', 'index.ts'), react: path.join(root, 'src', 'react', 'index.ts') },
    'chunk-',
  );
  // `portico/b2b` is a build of its own, as its CommonJS file is (tsup.config.ts): built with the
  // two above, it would share chunks with them, and the core modules both use would leave
  // dist/index.js for a chunk of their own, which a consumer-only host would then load as one
  // more file. Apart, `portico`'s files stay as they were and dist/b2b.js carries its own copy of
  // the core it uses (transport, cookies, session, bootstrap, errors; docs/reference.md, "Entries").
  await buildEntries({ b2b: path.join(root, 'src', 'b2b.ts') }, 'chunk-b2b-');
  // The B2B widget (`portico/b2b/ui`, `portico/b2b/react`), apart for the same reason: a consumer
  // host's files never change for it (docs/architecture.md, "B2B widget").
  await buildEntries(
    { 'b2b-ui': path.join(root, 'src', 'b2b-ui.ts'), 'b2b-react': path.join(root, 'src', 'b2b-react.ts') },
    'chunk-b2bui-',
  );
  await addClientDirective(outDir, ['index.js', 'react.js', 'b2b-ui.js', 'b2b-react.js']);
  return output;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildEsm();
}
